CREATE TABLE "identity_submission" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"front_sealed" text NOT NULL,
	"front_type" text NOT NULL,
	"back_sealed" text NOT NULL,
	"back_type" text NOT NULL,
	"selfie_sealed" text NOT NULL,
	"selfie_type" text NOT NULL,
	"reviewer" text,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_submission" ADD CONSTRAINT "identity_submission_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_submission_member" ON "identity_submission" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "identity_submission_state" ON "identity_submission" USING btree ("state","id");