import { and, asc, gt, inArray, lte, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contractKinds, type ContractKind } from '../../../src/contract/contracts.ts';
import { settlementRun } from '../../db/schema.ts';
import { hourStartOf, lastClosed, periodStarting, unitOf, type Period, type PeriodUnit } from './periods.ts';
import { runSettlement, settledKindsFor } from './settle.ts';
import { every } from '../../lib/every.ts';

/**
 * A period is settled this long after it closes, so a bet whose settlement was stamped just before
 * the close has committed by then; later bets count in the window of their settlement time.
 */
export const settlementGraceMs = 60_000;
/** How many closed periods a pass settles at most, oldest first; a fresh database starts this many back. */
const lookBack: Record<ContractKind, number> = { dividend: 2, daily: 7, hourly: 24, realtime: 24 };

/** Where a kind never settled starts: `lookBack` closed periods before `closedBy`. */
function firstStart(kind: ContractKind, unit: PeriodUnit, closedBy: Date, timeZone: string): Date {
  let period = lastClosed(kind, unit, closedBy, timeZone);
  for (let index = 1; index < lookBack[kind]; index++) period = lastClosed(kind, unit, period.start, timeZone);
  return period.start;
}

/**
 * The settled spans the next periods are cut around: where settlement stood `lookBack` periods ago
 * (the end of the last run by then), and the runs since, oldest first. Real-time windows are cut
 * around the closed hours too.
 */
async function settledSince(app: FastifyInstance, kind: ContractKind, horizon: Date): Promise<{ from: Date | null; runs: { start: Date; end: Date }[] }> {
  const kinds = inArray(settlementRun.kind, settledKindsFor(kind));
  const [[before], runs] = await Promise.all([
    app.db
      .select({ end: max(settlementRun.periodEnd) })
      .from(settlementRun)
      .where(and(kinds, lte(settlementRun.periodEnd, horizon))),
    app.db
      .select({ start: settlementRun.periodStart, end: settlementRun.periodEnd })
      .from(settlementRun)
      .where(and(kinds, gt(settlementRun.periodEnd, horizon)))
      .orderBy(asc(settlementRun.periodStart)),
  ]);
  return { from: before?.end ?? null, runs };
}

/**
 * The closed periods of a kind not settled yet, oldest first: each starts where the settled ones
 * end and runs to the zone's next boundary, so a zone change closes the period in progress at the
 * new zone's first boundary and nothing is settled twice or skipped (a gap an operator's run of a
 * later period left is filled too). A real-time window that ends its hour is left to the hour's close.
 */
export async function duePeriods(app: FastifyInstance, kind: ContractKind, now: Date): Promise<Period[]> {
  const { dividendPeriod } = await app.settings.get('contracts');
  const unit = unitOf(kind, dividendPeriod);
  const timeZone = app.config.TIME_ZONE;
  const closedBy = new Date(now.getTime() - settlementGraceMs);
  const horizon = firstStart(kind, unit, closedBy, timeZone);
  const settled = await settledSince(app, kind, horizon);
  let start = settled.from ?? horizon;
  const periods: Period[] = [];
  while (periods.length < lookBack[kind]) {
    const covering = settled.runs.find((run) => run.start <= start && run.end > start);
    if (covering) {
      start = covering.end;
      continue;
    }
    const period = periodStarting(kind, unit, start, timeZone);
    if (period.end > closedBy) break;
    if (kind !== 'realtime' || hourStartOf(period.end, timeZone).getTime() !== period.end.getTime()) periods.push(period);
    start = period.end;
  }
  return periods;
}

/** One pass: every kind's closed, unsettled periods, each claimed by one process only. */
export async function settleDue(app: FastifyInstance): Promise<number> {
  let ran = 0;
  for (const kind of contractKinds) {
    for (const period of await duePeriods(app, kind, app.clock.now())) {
      const outcome = await runSettlement(app, period);
      // Another process holds the kind: it settles these periods in order.
      if (!outcome.ran && !outcome.alreadySettled) break;
      if (outcome.ran) ran += 1;
    }
  }
  return ran;
}

/**
 * Runs the settlement clock every `everyMs` in this process (0: never); server/start.ts starts it,
 * so tests run settlements only when they ask. Any number of processes may run it: each kind is
 * claimed with an advisory lock while a period of it settles. A pass never overlaps the one before; the returned stop ends the
 * clock and waits for the pass under way (a pass cut short by an exit commits nothing).
 */
export function startSettlementClock(app: FastifyInstance, everyMs: number): () => Promise<void> {
  return every(
    everyMs,
    async () => {
      const ran = await settleDue(app);
      if (ran > 0) app.log.info({ periods: ran }, 'contract settlements ran');
    },
    (error) => app.log.error({ err: error }, 'contract settlement pass failed'),
  );
}
