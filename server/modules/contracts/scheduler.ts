import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contractKinds, type ContractKind } from '../../../src/contract/contracts.ts';
import { settlementRun } from '../../db/schema.ts';
import { lastClosed, unitOf, type Period } from './periods.ts';
import { runSettlement } from './settle.ts';
import { every } from '../../lib/every.ts';

/**
 * A period is settled this long after it closes, so a bet whose settlement was stamped just before
 * the close has committed by then; later bets count in the window of their settlement time.
 */
export const settlementGraceMs = 60_000;
/** How many closed periods back a pass looks, so a process that was down catches up in order. */
const lookBack: Record<ContractKind, number> = { dividend: 2, daily: 7, hourly: 24, realtime: 24 };

/** The closed periods of a kind not settled yet, oldest first. */
async function unsettled(app: FastifyInstance, kind: ContractKind, now: Date): Promise<Period[]> {
  const { dividendPeriod } = await app.settings.get('contracts');
  const unit = unitOf(kind, dividendPeriod);
  const periods: Period[] = [];
  let at = new Date(now.getTime() - settlementGraceMs);
  for (let index = 0; index < lookBack[kind]; index++) {
    const period = lastClosed(kind, unit, at, app.config.TIME_ZONE);
    periods.unshift(period);
    at = period.start;
  }
  const done = await app.db
    .select({ period: settlementRun.period })
    .from(settlementRun)
    .where(and(eq(settlementRun.kind, kind), inArray(settlementRun.period, periods.map((period) => period.key))));
  const settled = new Set(done.map((row) => row.period));
  return periods.filter((period) => !settled.has(period.key));
}

/** One pass: every kind's closed, unsettled periods, each claimed by one process only. */
export async function settleDue(app: FastifyInstance): Promise<number> {
  let ran = 0;
  for (const kind of contractKinds) {
    for (const period of await unsettled(app, kind, app.clock.now())) {
      const outcome = await runSettlement(app, period);
      if (outcome.ran) ran += 1;
    }
  }
  return ran;
}

/**
 * Runs the settlement clock every `everyMs` in this process (0: never); server/start.ts starts it,
 * so tests run settlements only when they ask. Any number of processes may run it: each period is
 * claimed with an advisory lock. A pass never overlaps the one before; the returned stop ends the
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
