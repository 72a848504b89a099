CREATE TABLE "retired_username" (
	"hash" text PRIMARY KEY NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "close_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "anonymized_at" timestamp with time zone;