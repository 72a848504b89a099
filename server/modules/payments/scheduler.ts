import type { FastifyInstance } from 'fastify';
import { applyAutomaticReceipts } from './withdrawal-life.ts';

const everyMilliseconds = 60_000;

/**
 * Runs the automatic withdrawal receipt once a minute while the API is up. Every process may run it:
 * the update itself decides which rows flip, so nothing is done twice.
 */
export function scheduleAutomaticReceipts(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      const minutes = await app.settings.get('withdrawalAutoReceiptMinutes');
      const ids = await applyAutomaticReceipts(app.db, minutes, app.clock.now());
      if (ids.length > 0) app.log.info({ withdrawals: ids }, 'paid withdrawals counted as received automatically');
    } catch (error) {
      app.log.error({ err: error }, 'automatic withdrawal receipt failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), everyMilliseconds);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
