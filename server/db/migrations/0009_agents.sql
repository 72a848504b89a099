CREATE TABLE "agent_announcement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_team" (
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_team_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "member_team_depth" CHECK ("member_team"."depth" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_team" ADD CONSTRAINT "member_team_ancestor_id_member_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_team" ADD CONSTRAINT "member_team_descendant_id_member_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_announcement_at" ON "agent_announcement" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "member_team_descendant" ON "member_team" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "member_team_ancestor_depth" ON "member_team" USING btree ("ancestor_id","depth");--> statement-breakpoint
-- The closure table follows member.upline_id in the database itself, so every way a member is written
-- (registration, register center, OpenID sign-up, free play, seed, operator move) keeps it right.
CREATE FUNCTION member_team_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_team (ancestor_id, descendant_id, depth)
  SELECT NEW.id, NEW.id, 0
  UNION ALL
  SELECT ancestor_id, NEW.id, depth + 1 FROM member_team WHERE descendant_id = NEW.upline_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_team_insert AFTER INSERT ON member FOR EACH ROW EXECUTE FUNCTION member_team_on_insert();
--> statement-breakpoint
-- A move detaches the member's whole team from its old uplines and hangs it under the new one.
-- Moving a member under itself or its own team would make a cycle: refused.
CREATE FUNCTION member_team_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN
    RETURN NULL;
  END IF;
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM member_team WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'member % cannot move into its own team', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  DELETE FROM member_team t
  USING member_team up, member_team sub
  WHERE up.descendant_id = NEW.id AND up.depth > 0
    AND sub.ancestor_id = NEW.id
    AND t.ancestor_id = up.ancestor_id AND t.descendant_id = sub.descendant_id;
  INSERT INTO member_team (ancestor_id, descendant_id, depth)
  SELECT up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
  FROM member_team up, member_team sub
  WHERE up.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_team_move AFTER UPDATE OF upline_id ON member FOR EACH ROW EXECUTE FUNCTION member_team_on_move();
--> statement-breakpoint
-- Backfill: every existing member with itself and all of its uplines.
INSERT INTO member_team (ancestor_id, descendant_id, depth)
WITH RECURSIVE tree (ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM member
  UNION ALL
  SELECT tree.ancestor_id, member.id, tree.depth + 1 FROM tree JOIN member ON member.upline_id = tree.descendant_id
)
SELECT ancestor_id, descendant_id, depth FROM tree;
