CREATE TABLE "favourite_game" (
	"member_id" bigint NOT NULL,
	"node_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_game_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "recent_game" (
	"member_id" bigint NOT NULL,
	"node_id" text NOT NULL,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_game_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_game" ADD CONSTRAINT "favourite_game_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_game" ADD CONSTRAINT "recent_game_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_game_member_at" ON "favourite_game" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "recent_game_member_at" ON "recent_game" USING btree ("member_id","launched_at");