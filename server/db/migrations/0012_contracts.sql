CREATE TABLE "agent_contract" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"offerer_id" bigint,
	"holder_id" bigint NOT NULL,
	"status" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"termination_by" bigint,
	"offered_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "contract_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_settlement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"holder_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contract_settlement_amount" CHECK ("contract_settlement"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settlement_run" (
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"contracts" integer NOT NULL,
	"paid" bigint NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	CONSTRAINT "settlement_run_kind_period_pk" PRIMARY KEY("kind","period")
);
--> statement-breakpoint
ALTER TABLE "agent_contract" ADD CONSTRAINT "agent_contract_offerer_id_member_id_fk" FOREIGN KEY ("offerer_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract" ADD CONSTRAINT "agent_contract_holder_id_member_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract" ADD CONSTRAINT "agent_contract_termination_by_member_id_fk" FOREIGN KEY ("termination_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_event" ADD CONSTRAINT "contract_event_contract_id_agent_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlement" ADD CONSTRAINT "contract_settlement_contract_id_agent_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlement" ADD CONSTRAINT "contract_settlement_holder_id_member_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlement" ADD CONSTRAINT "contract_settlement_transfer_id_ledger_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_valid" ON "agent_contract" USING btree ("holder_id","kind") WHERE "agent_contract"."status" = 'V';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_pending" ON "agent_contract" USING btree ("holder_id","kind") WHERE "agent_contract"."status" in ('P', 'E');--> statement-breakpoint
CREATE INDEX "agent_contract_offerer" ON "agent_contract" USING btree ("offerer_id","kind","status");--> statement-breakpoint
CREATE INDEX "agent_contract_kind_status" ON "agent_contract" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "contract_event_contract" ON "contract_event" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_settlement_period" ON "contract_settlement" USING btree ("contract_id","period");--> statement-breakpoint
CREATE INDEX "contract_settlement_holder" ON "contract_settlement" USING btree ("holder_id","period_start");--> statement-breakpoint
CREATE INDEX "bet_record_settled" ON "bet_record" USING btree ("settled_at","member_id") WHERE "bet_record"."status" in ('won', 'lost') and not "bet_record"."play_money";