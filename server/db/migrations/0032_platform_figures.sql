CREATE TABLE "platform_day_active" (
	"day" date NOT NULL,
	"prev_day" date NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "platform_day_active_day_prev_day_pk" PRIMARY KEY("day","prev_day")
);
--> statement-breakpoint
CREATE TABLE "platform_day_money" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "platform_day_money_day_kind_pk" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
-- The platform's figures start from what the roll-up has counted so far, member by member.
INSERT INTO "platform_day_money" ("day", "kind", "amount")
  SELECT "day", "kind", sum("amount") FROM "member_day_money" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "platform_day_active" ("day", "prev_day", "members")
  SELECT "day", "prev_day", count(*)::int FROM "member_bet_day" WHERE "prev_day" IS NOT NULL GROUP BY 1, 2;
