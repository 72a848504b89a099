CREATE TABLE "aggregator_game" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"aggregator" text NOT NULL,
	"game_code" text NOT NULL,
	"name" text NOT NULL,
	"product" text NOT NULL,
	"category" text NOT NULL,
	"thumbnail" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"shown" boolean DEFAULT false NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "aggregator_game_code" ON "aggregator_game" USING btree ("aggregator","game_code");