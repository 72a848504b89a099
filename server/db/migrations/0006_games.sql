CREATE TABLE "bet_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor" text NOT NULL,
	"game_vendor" text NOT NULL,
	"category" text NOT NULL,
	"game_code" text NOT NULL,
	"round_id" text NOT NULL,
	"tx_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"play_money" boolean NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bet_record_amounts" CHECK ("bet_record"."stake" > 0 and "bet_record"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"node_id" text NOT NULL,
	"play_money" boolean NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_secret" (
	"vendor" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_transaction" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"operation" text NOT NULL,
	"tx_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"fingerprint" text NOT NULL,
	"tombstone" boolean DEFAULT false NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_record" ADD CONSTRAINT "bet_record_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_session" ADD CONSTRAINT "game_session_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transaction" ADD CONSTRAINT "vendor_transaction_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_record_tx" ON "bet_record" USING btree ("vendor","tx_id");--> statement-breakpoint
CREATE INDEX "bet_record_member_at" ON "bet_record" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "bet_record_round" ON "bet_record" USING btree ("vendor","member_id","round_id");--> statement-breakpoint
CREATE INDEX "bet_record_wins" ON "bet_record" USING btree ("settled_at") WHERE "bet_record"."status" = 'won' and not "bet_record"."play_money";--> statement-breakpoint
CREATE UNIQUE INDEX "game_session_token" ON "game_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_session_member" ON "game_session" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transaction_tx" ON "vendor_transaction" USING btree ("vendor","operation","tx_id");