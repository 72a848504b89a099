CREATE TABLE "house_bet" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"game" text NOT NULL,
	"pick" text NOT NULL,
	"odds_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"session_id" bigint NOT NULL,
	"sealed_token" text NOT NULL,
	"play_money" boolean NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'placing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_bet_amounts" CHECK ("house_bet"."stake" > 0 and "house_bet"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_play" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"game" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"session_id" bigint NOT NULL,
	"sealed_token" text NOT NULL,
	"play_money" boolean NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"params" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" text DEFAULT 'placing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_play_amounts" CHECK ("house_play"."stake" > 0 and "house_play"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_round" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"number" bigint NOT NULL,
	"code" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"outcome" jsonb,
	"lease_until" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_seed" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"game" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "house_bet" ADD CONSTRAINT "house_bet_round_id_house_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."house_round"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_bet" ADD CONSTRAINT "house_bet_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_bet" ADD CONSTRAINT "house_bet_session_id_game_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_session"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_play" ADD CONSTRAINT "house_play_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_play" ADD CONSTRAINT "house_play_seed_id_house_seed_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."house_seed"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_play" ADD CONSTRAINT "house_play_session_id_game_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_session"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seed" ADD CONSTRAINT "house_seed_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "house_bet_key" ON "house_bet" USING btree ("member_id","game","idempotency_key");--> statement-breakpoint
CREATE INDEX "house_bet_round" ON "house_bet" USING btree ("round_id","status");--> statement-breakpoint
CREATE INDEX "house_bet_member" ON "house_bet" USING btree ("member_id","game","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_play_key" ON "house_play" USING btree ("member_id","game","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "house_play_nonce" ON "house_play" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "house_play_member" ON "house_play" USING btree ("member_id","game","id");--> statement-breakpoint
CREATE INDEX "house_play_unfinished" ON "house_play" USING btree ("updated_at") WHERE "house_play"."status" in ('placing', 'placed');--> statement-breakpoint
CREATE UNIQUE INDEX "house_round_number" ON "house_round" USING btree ("game","number");--> statement-breakpoint
CREATE UNIQUE INDEX "house_round_code" ON "house_round" USING btree ("code");--> statement-breakpoint
CREATE INDEX "house_round_due" ON "house_round" USING btree ("settles_at") WHERE "house_round"."settled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "house_seed_active" ON "house_seed" USING btree ("member_id","game") WHERE "house_seed"."active";--> statement-breakpoint
CREATE INDEX "house_seed_member" ON "house_seed" USING btree ("member_id","game","created_at");