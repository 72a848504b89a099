ALTER TABLE "member" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_request" ADD COLUMN "bonus_promotion_id" bigint;--> statement-breakpoint
ALTER TABLE "reward" ADD COLUMN "deposit_id" bigint;--> statement-breakpoint
ALTER TABLE "reward" ADD COLUMN "promotion_id" bigint;--> statement-breakpoint
ALTER TABLE "reward" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward" ADD COLUMN "forfeit_transfer_id" bigint;--> statement-breakpoint
-- The welcome bonus's terms ask for a verified mobile number and the daily reload's for a verified
-- member: their rules now say so, and the claim checks it (promotionRulesSchema `verifiedMobile`,
-- `verifiedIdentity`).
UPDATE "promotion" SET "rules" = "rules" || '{"verifiedMobile": true}'::jsonb WHERE "code" = 'welcome-first-deposit';--> statement-breakpoint
UPDATE "promotion" SET "rules" = "rules" || '{"verifiedIdentity": true}'::jsonb WHERE "code" = 'daily-reload';
