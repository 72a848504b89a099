-- Settlement periods are keyed by their instants [period_start, period_end), no longer by their local
-- label. Every row already carries its instants: settle.ts computed them from the label in the zone
-- configured when it settled, so they are kept as written; only the label (`period`) stops being the
-- key. Rows settled before zones were recorded keep a null time_zone (docs/decisions/0500).
ALTER TABLE "contract_settlement" ADD COLUMN "duplicate_of" bigint;--> statement-breakpoint
ALTER TABLE "settlement_run" ADD COLUMN "time_zone" text;--> statement-breakpoint
-- A period settled twice under two labels (the zone changed between runs) paid twice: its later rows
-- stay as the record of what was paid, marked as duplicates of the first, outside the uniqueness.
UPDATE "contract_settlement" AS later SET "duplicate_of" = first.id
FROM "contract_settlement" AS first
WHERE first.contract_id = later.contract_id AND first.kind = later.kind AND first.period_start = later.period_start AND first.id < later.id
  AND NOT EXISTS (SELECT 1 FROM "contract_settlement" AS earlier WHERE earlier.contract_id = later.contract_id AND earlier.kind = later.kind AND earlier.period_start = later.period_start AND earlier.id < first.id);--> statement-breakpoint
DELETE FROM "settlement_run" AS later USING "settlement_run" AS first
WHERE first.kind = later.kind AND first.period_start = later.period_start AND (first.finished_at, first.period) < (later.finished_at, later.period);--> statement-breakpoint
DROP INDEX "contract_settlement_period";--> statement-breakpoint
ALTER TABLE "settlement_run" DROP CONSTRAINT "settlement_run_kind_period_pk";--> statement-breakpoint
ALTER TABLE "settlement_run" ADD CONSTRAINT "settlement_run_kind_period_start_pk" PRIMARY KEY("kind","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_settlement_start" ON "contract_settlement" USING btree ("contract_id","kind","period_start") WHERE "contract_settlement"."duplicate_of" is null;--> statement-breakpoint
-- Real-time salary is how the hourly salary is paid, not a contract of its own (docs/decisions/0510):
-- a real-time contract becomes the holder's hourly one where the holder has none in that state, and
-- ends otherwise (valid: ended; waiting: withdrawn), its history saying why.
INSERT INTO "contract_event" ("contract_id", "actor", "action", "note", "at")
SELECT c.id, 'system', CASE WHEN c.status = 'V' THEN 'ended' ELSE 'withdrawn' END, 'real-time salary is the way the hourly salary is paid', now()
FROM "agent_contract" AS c
WHERE c.kind = 'realtime' AND c.status IN ('P', 'E', 'V')
  AND EXISTS (SELECT 1 FROM "agent_contract" AS h WHERE h.holder_id = c.holder_id AND h.kind = 'hourly'
    AND ((c.status = 'V' AND h.status = 'V') OR (c.status <> 'V' AND h.status IN ('P', 'E'))));--> statement-breakpoint
UPDATE "agent_contract" AS c SET "status" = CASE WHEN c.status = 'V' THEN 'C' ELSE 'X' END, "ended_at" = now(), "end_reason" = 'real-time salary is the way the hourly salary is paid', "termination_by" = NULL
WHERE c.kind = 'realtime' AND c.status IN ('P', 'E', 'V')
  AND EXISTS (SELECT 1 FROM "agent_contract" AS h WHERE h.holder_id = c.holder_id AND h.kind = 'hourly'
    AND ((c.status = 'V' AND h.status = 'V') OR (c.status <> 'V' AND h.status IN ('P', 'E'))));--> statement-breakpoint
INSERT INTO "contract_event" ("contract_id", "actor", "action", "note", "at")
SELECT c.id, 'system', 'replaced', 'became the hourly salary contract: real-time salary is the way the hourly salary is paid', now()
FROM "agent_contract" AS c WHERE c.kind = 'realtime' AND c.status IN ('P', 'E', 'V');--> statement-breakpoint
UPDATE "agent_contract" SET "kind" = 'hourly' WHERE "kind" = 'realtime';
