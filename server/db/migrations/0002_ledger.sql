CREATE TABLE "ledger_account" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ledger" text NOT NULL,
	"member_id" bigint,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_account_member_not_negative" CHECK ("ledger_account"."member_id" is null or "ledger_account"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transfer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ledger" text NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"member_id" bigint,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_transfer_id_ledger_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfer" ADD CONSTRAINT "ledger_transfer_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_member_code" ON "ledger_account" USING btree ("ledger","member_id","code") WHERE "ledger_account"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_system_code" ON "ledger_account" USING btree ("ledger","code") WHERE "ledger_account"."member_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entry_account" ON "ledger_entry" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entry_transfer" ON "ledger_entry" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfer_idempotency" ON "ledger_transfer" USING btree ("ledger","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transfer_member" ON "ledger_transfer" USING btree ("member_id","created_at");