CREATE TABLE "points_redemption" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"reward_id" bigint,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"receiving_address" text,
	"paid_account" text,
	"remark" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_redemption_amounts" CHECK ("points_redemption"."quantity" > 0 and "points_redemption"."points" > 0 and "points_redemption"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_reward" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"picture" text NOT NULL,
	"points" bigint NOT NULL,
	"stock" integer NOT NULL,
	"per_member_limit" integer,
	"delivery" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_reward_stock" CHECK ("points_reward"."stock" >= 0),
	CONSTRAINT "points_reward_points" CHECK ("points_reward"."points" > 0)
);
--> statement-breakpoint
ALTER TABLE "points_redemption" ADD CONSTRAINT "points_redemption_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemption" ADD CONSTRAINT "points_redemption_reward_id_points_reward_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."points_reward"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_redemption_key" ON "points_redemption" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "points_redemption_member" ON "points_redemption" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "points_redemption_reward" ON "points_redemption" USING btree ("reward_id","member_id");--> statement-breakpoint
CREATE INDEX "points_redemption_status" ON "points_redemption" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_reward_code" ON "points_reward" USING btree ("code");