CREATE TABLE "agent_day_active" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"prev_day" date NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "agent_day_active_agent_id_day_prev_day_pk" PRIMARY KEY("agent_id","day","prev_day")
);
--> statement-breakpoint
CREATE TABLE "agent_day_money" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "agent_day_money_agent_id_day_kind_pk" PRIMARY KEY("agent_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "member_bet_day" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"prev_day" date,
	CONSTRAINT "member_bet_day_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_day_money" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "member_day_money_member_id_day_kind_pk" PRIMARY KEY("member_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "member_first_deposit" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_rollup_queue" (
	"entry_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Every entry on a member's real money (not play money) waits here until the team figures count it.
CREATE FUNCTION team_rollup_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_rollup_queue (entry_id)
  SELECT n.id FROM new_entries n JOIN ledger_account a ON a.id = n.account_id
  WHERE a.member_id IS NOT NULL AND a.ledger = 'money' AND a.code <> 'play';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER team_rollup_enqueue AFTER INSERT ON ledger_entry REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION team_rollup_enqueue();
--> statement-breakpoint
-- A move changes whose team a member's figures belong to: what was counted leaves the old uplines
-- and joins the new ones. Under the roll-up's lock, so a roll-up never counts half a move.
CREATE FUNCTION team_figures_move(sign integer, pairs jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7315001);
  CREATE TEMP TABLE IF NOT EXISTS team_moved (ancestor_id bigint, descendant_id bigint) ON COMMIT DROP;
  DELETE FROM team_moved;
  INSERT INTO team_moved SELECT (p->>'a')::bigint, (p->>'d')::bigint FROM jsonb_array_elements(pairs) p;
  INSERT INTO agent_day_money (agent_id, day, kind, amount)
  SELECT t.ancestor_id, m.day, m.kind, sign * sum(m.amount) FROM team_moved t JOIN member_day_money m ON m.member_id = t.descendant_id
  GROUP BY 1, 2, 3
  ON CONFLICT (agent_id, day, kind) DO UPDATE SET amount = agent_day_money.amount + excluded.amount;
  INSERT INTO agent_day_money (agent_id, day, kind, amount)
  SELECT t.ancestor_id, f.day, 'first-deposit', sign * count(*) FROM team_moved t JOIN member_first_deposit f ON f.member_id = t.descendant_id
  GROUP BY 1, 2
  ON CONFLICT (agent_id, day, kind) DO UPDATE SET amount = agent_day_money.amount + excluded.amount;
  INSERT INTO agent_day_bets (agent_id, day, category, game_vendor, bets, stake, valid_bet, payout)
  SELECT t.ancestor_id, b.day, b.category, b.game_vendor, sign * sum(b.bets), sign * sum(b.stake), sign * sum(b.valid_bet), sign * sum(b.payout)
  FROM team_moved t JOIN member_day_bets b ON b.member_id = t.descendant_id
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (agent_id, day, category, game_vendor) DO UPDATE SET
    bets = agent_day_bets.bets + excluded.bets, stake = agent_day_bets.stake + excluded.stake,
    valid_bet = agent_day_bets.valid_bet + excluded.valid_bet, payout = agent_day_bets.payout + excluded.payout;
  INSERT INTO agent_day_active (agent_id, day, prev_day, members)
  SELECT t.ancestor_id, b.day, b.prev_day, sign * count(*) FROM team_moved t JOIN member_bet_day b ON b.member_id = t.descendant_id
  WHERE b.prev_day IS NOT NULL
  GROUP BY 1, 2, 3
  ON CONFLICT (agent_id, day, prev_day) DO UPDATE SET members = agent_day_active.members + excluded.members;
END $$;
--> statement-breakpoint
CREATE FUNCTION team_figures_on_closure() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pairs jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Moves delete first: from here the move holds the roll-up's lock, so the checks below see every count.
    PERFORM pg_advisory_xact_lock(7315001);
    SELECT jsonb_agg(jsonb_build_object('a', ancestor_id, 'd', descendant_id)) INTO pairs FROM old_pairs WHERE depth > 0;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('a', ancestor_id, 'd', descendant_id)) INTO pairs FROM new_pairs WHERE depth > 0;
  END IF;
  -- A new member has no money yet: nothing to carry, and no lock taken on registration.
  IF pairs IS NULL OR NOT EXISTS (
    SELECT 1 FROM jsonb_array_elements(pairs) p
    WHERE EXISTS (SELECT 1 FROM member_day_money m WHERE m.member_id = (p->>'d')::bigint)
       OR EXISTS (SELECT 1 FROM member_bet_day b WHERE b.member_id = (p->>'d')::bigint)
       OR EXISTS (SELECT 1 FROM member_day_bets b WHERE b.member_id = (p->>'d')::bigint)
  ) THEN
    RETURN NULL;
  END IF;
  PERFORM team_figures_move(CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END, pairs);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER team_figures_closure_delete AFTER DELETE ON member_team REFERENCING OLD TABLE AS old_pairs FOR EACH STATEMENT EXECUTE FUNCTION team_figures_on_closure();
--> statement-breakpoint
CREATE TRIGGER team_figures_closure_insert AFTER INSERT ON member_team REFERENCING NEW TABLE AS new_pairs FOR EACH STATEMENT EXECUTE FUNCTION team_figures_on_closure();
--> statement-breakpoint
-- The ledger written before this migration is counted by the first roll-up.
INSERT INTO team_rollup_queue (entry_id)
SELECT e.id FROM ledger_entry e JOIN ledger_account a ON a.id = e.account_id
WHERE a.member_id IS NOT NULL AND a.ledger = 'money' AND a.code <> 'play';
--> statement-breakpoint
-- A big team's newest bets first: walk the record by time and keep the team's, instead of sorting all of them.
CREATE INDEX "bet_record_placed_real" ON "bet_record" USING btree ("placed_at" DESC, "id" DESC) WHERE NOT "play_money";

--> statement-breakpoint
CREATE TABLE "agent_day_bets" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"game_vendor" text NOT NULL,
	"bets" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "agent_day_bets_agent_id_day_category_game_vendor_pk" PRIMARY KEY("agent_id","day","category","game_vendor")
);
--> statement-breakpoint
CREATE TABLE "member_day_bets" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"game_vendor" text NOT NULL,
	"bets" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "member_day_bets_member_id_day_category_game_vendor_pk" PRIMARY KEY("member_id","day","category","game_vendor")
);
--> statement-breakpoint
CREATE TABLE "team_bet_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"game_vendor" text NOT NULL,
	"bets" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL
);
--> statement-breakpoint
-- Every change to the real-money betting record waits here until the team's betting figures count it.
CREATE FUNCTION team_bets_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO team_bet_queue (member_id, placed_at, category, game_vendor, bets, stake, valid_bet, payout)
    SELECT member_id, placed_at, category, game_vendor, -1, -stake, CASE WHEN status = 'void' THEN 0 ELSE -stake END, -payout
    FROM old_bets WHERE NOT play_money;
  END IF;
  INSERT INTO team_bet_queue (member_id, placed_at, category, game_vendor, bets, stake, valid_bet, payout)
  SELECT member_id, placed_at, category, game_vendor, 1, stake, CASE WHEN status = 'void' THEN 0 ELSE stake END, payout
  FROM new_bets WHERE NOT play_money;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER team_bets_insert AFTER INSERT ON bet_record REFERENCING NEW TABLE AS new_bets FOR EACH STATEMENT EXECUTE FUNCTION team_bets_enqueue();
--> statement-breakpoint
CREATE TRIGGER team_bets_update AFTER UPDATE ON bet_record REFERENCING OLD TABLE AS old_bets NEW TABLE AS new_bets FOR EACH STATEMENT EXECUTE FUNCTION team_bets_enqueue();
--> statement-breakpoint
INSERT INTO team_bet_queue (member_id, placed_at, category, game_vendor, bets, stake, valid_bet, payout)
SELECT member_id, placed_at, category, game_vendor, 1, stake, CASE WHEN status = 'void' THEN 0 ELSE stake END, payout
FROM bet_record WHERE NOT play_money;
