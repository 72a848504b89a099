import type { FastifyInstance } from 'fastify';
import { every } from '../../lib/every.ts';
import { rollUpTeamFigures } from './rollup.ts';

/**
 * Rolls the team figures up every `everyMs` in this process (0: never), so a report finds only the
 * last few seconds to count instead of everything since the last report, and registrations that
 * committed late are found. server/start.ts starts it; tests roll up when they read. A pass never
 * overlaps the one before; several processes may run it (the roll-up takes a lock). The returned stop
 * ends the clock and waits for the pass under way.
 */
export function startTeamFiguresClock(app: FastifyInstance, everyMs: number): () => Promise<void> {
  return every(
    everyMs,
    () => rollUpTeamFigures(app.db, app.config.TIME_ZONE, { thorough: true }),
    (error) => app.log.error({ err: error }, 'team figures roll-up failed'),
  );
}
