CREATE TABLE "deposit_channel" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"instructions" jsonb NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_channel_bounds" CHECK ("deposit_channel"."min_amount" > 0 and "deposit_channel"."min_amount" <= "deposit_channel"."max_amount")
);
--> statement-breakpoint
CREATE TABLE "deposit_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"channel_id" bigint,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_order_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"receipt" "bytea",
	"receipt_type" text,
	"reject_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_request_amount" CHECK ("deposit_request"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_account" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wagering_requirement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"required" bigint NOT NULL,
	"done" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "wagering_requirement_required" CHECK ("wagering_requirement"."required" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proof" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"content" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"payout_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"received_by" text,
	"reject_reason" text,
	"remark" text,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"paid_by" text,
	"paid_at" timestamp with time zone,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_request_amount" CHECK ("withdrawal_request"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_request" ADD CONSTRAINT "deposit_request_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_request" ADD CONSTRAINT "deposit_request_channel_id_deposit_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_request" ADD CONSTRAINT "deposit_request_transfer_id_ledger_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_account" ADD CONSTRAINT "payout_account_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagering_requirement" ADD CONSTRAINT "wagering_requirement_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proof" ADD CONSTRAINT "withdrawal_proof_withdrawal_id_withdrawal_request_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawal_request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_request" ADD CONSTRAINT "withdrawal_request_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_request" ADD CONSTRAINT "withdrawal_request_payout_account_id_payout_account_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_request_idempotency" ON "deposit_request" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_request_gateway_order" ON "deposit_request" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE INDEX "deposit_request_member" ON "deposit_request" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "deposit_request_status" ON "deposit_request" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payout_account_member" ON "payout_account" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "wagering_requirement_member" ON "wagering_requirement" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "withdrawal_proof_withdrawal" ON "withdrawal_proof" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_request_idempotency" ON "withdrawal_request" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawal_request_member" ON "withdrawal_request" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_request_status" ON "withdrawal_request" USING btree ("status","id");