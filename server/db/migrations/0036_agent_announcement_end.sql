ALTER TABLE "agent_announcement" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_announcement" ADD COLUMN "ended_by" text;