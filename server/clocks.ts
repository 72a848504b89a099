import type { FastifyInstance } from 'fastify';
import { startTeamFiguresClock } from './modules/agents/rollup-clock.ts';
import { startSettlementClock } from './modules/contracts/scheduler.ts';

/**
 * The background work a serving process runs beside its requests (HOUSE's clock starts with the app):
 * contract settlements and the team figures' roll-up, each at its configured pace. server/start.ts
 * runs them, and so does the bench's server, so a measured rate pays for the work the platform does
 * after the calls too. The returned stop ends both and waits for the passes under way.
 */
export function startBackgroundClocks(app: FastifyInstance): () => Promise<void> {
  const stops = [startSettlementClock(app, app.config.SETTLEMENT_CLOCK_MS), startTeamFiguresClock(app, app.config.TEAM_ROLLUP_CLOCK_MS)];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
