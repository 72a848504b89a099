ALTER TABLE "deposit_channel" ADD COLUMN "method_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_request" ADD COLUMN "gateway_intent_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_request_gateway_intent" ON "deposit_request" USING btree ("gateway_intent_id");