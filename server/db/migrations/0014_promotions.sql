CREATE TABLE "mission" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"period" text NOT NULL,
	"metric" text NOT NULL,
	"category" text,
	"target" bigint NOT NULL,
	"reward_amount" bigint NOT NULL,
	"turnover" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mission_amounts" CHECK ("mission"."target" > 0 and "mission"."reward_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image" text NOT NULL,
	"rules" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_window" CHECK ("promotion"."ends_at" > "promotion"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "promotion_application" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"comment" text NOT NULL,
	"status" text DEFAULT 'applying' NOT NULL,
	"reject_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_application_image" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" bigint NOT NULL,
	"content" "bytea" NOT NULL,
	"content_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"title" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"wagering" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_amounts" CHECK ("reward"."amount" > 0 and "reward"."wagering" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_rank" (
	"level" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_deposits" bigint NOT NULL,
	"min_valid_bets" bigint NOT NULL,
	"rank_up_reward" bigint DEFAULT 0 NOT NULL,
	"benefits" jsonb NOT NULL,
	CONSTRAINT "vip_rank_amounts" CHECK ("vip_rank"."level" >= 0 and "vip_rank"."min_deposits" >= 0 and "vip_rank"."min_valid_bets" >= 0 and "vip_rank"."rank_up_reward" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promotion_application" ADD CONSTRAINT "promotion_application_promotion_id_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_application" ADD CONSTRAINT "promotion_application_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_application_image" ADD CONSTRAINT "promotion_application_image_application_id_promotion_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promotion_application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward" ADD CONSTRAINT "reward_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_code" ON "mission" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_code" ON "promotion" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_application_open" ON "promotion_application" USING btree ("promotion_id","member_id") WHERE "promotion_application"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "promotion_application_status" ON "promotion_application" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "promotion_application_image_application" ON "promotion_application_image" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_source_key" ON "reward" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "reward_member" ON "reward" USING btree ("member_id","status","id");