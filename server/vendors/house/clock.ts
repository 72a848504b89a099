import type { FastifyInstance } from 'fastify';
import { houseContext } from './access.ts';
import { houseTick } from './settlement.ts';

/**
 * Runs HOUSE's clock every `everyMs` in this process (0: never). A pass never overlaps the one
 * before, and closing the app waits for the pass under way.
 */
export function startHouseClock(app: FastifyInstance, everyMs: number): void {
  if (everyMs <= 0) return;
  const context = houseContext(app);
  let pass: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (pass) return;
    pass = houseTick(context)
      .catch((error: unknown) => app.log.error({ err: error }, 'HOUSE clock pass failed'))
      .finally(() => {
        pass = null;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await pass;
  });
}
