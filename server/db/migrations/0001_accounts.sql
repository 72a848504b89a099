CREATE TABLE "captcha" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_ip" (
	"member_id" bigint NOT NULL,
	"ip" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_ip_member_id_ip_pk" PRIMARY KEY("member_id","ip")
);
--> statement-breakpoint
CREATE TABLE "login_challenge" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"ip" text NOT NULL,
	"method" text NOT NULL,
	"code_hash" text NOT NULL,
	"channel" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"username" text,
	"method" text NOT NULL,
	"outcome" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"payment_password_hash" text,
	"type" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"nickname" text,
	"payee_name" text,
	"email" text,
	"mobile_num" text,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"upline_id" bigint,
	"affiliate_code" text,
	"referral_code" text,
	"referred_by_id" bigint,
	"register_url" text,
	"register_method" text,
	"club_label" text DEFAULT 'Bronze' NOT NULL,
	"vip_rank_level" integer DEFAULT 0 NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_identity" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_identity_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"scope" text DEFAULT 'full' NOT NULL,
	"method" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_code" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "known_ip" ADD CONSTRAINT "known_ip_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_challenge" ADD CONSTRAINT "login_challenge_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_event" ADD CONSTRAINT "login_event_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_upline_id_member_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_referred_by_id_member_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_identity" ADD CONSTRAINT "member_identity_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_event_member_at" ON "login_event" USING btree ("member_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_username_ci" ON "member" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_affiliate_code" ON "member" USING btree ("affiliate_code");--> statement-breakpoint
CREATE UNIQUE INDEX "member_referral_code" ON "member" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "member_mobile" ON "member" USING btree ("mobile_num");--> statement-breakpoint
CREATE INDEX "member_email_ci" ON "member" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "member_upline" ON "member" USING btree ("upline_id");--> statement-breakpoint
CREATE INDEX "outbox_pending" ON "outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "session_token_hash" ON "session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "session_member" ON "session" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "verification_code_target" ON "verification_code" USING btree ("target","purpose","created_at");--> statement-breakpoint
CREATE INDEX "verification_code_ip" ON "verification_code" USING btree ("ip","created_at");