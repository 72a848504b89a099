import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../clock.ts';
import { createLimiter, type Limiter } from './index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Attempt counters shared by every API process when REDIS_URL is set. */
    limiter: Limiter;
  }
}

/** The counters run on the app's clock, in this process and in Redis alike; outages go to the app's log. */
export function decorateLimiter(app: FastifyInstance, config: Pick<Config, 'REDIS_URL' | 'REDIS_PREFIX'>, options: { prefix?: string; clock: Clock }): Limiter {
  const limiter = createLimiter(config, { prefix: options.prefix, now: () => options.clock.now().getTime(), log: app.log });
  app.decorate('limiter', limiter);
  // The first connection is waited for (briefly), so the first requests count in Redis when it is there.
  app.addHook('onReady', async () => {
    await limiter.open();
  });
  app.addHook('onClose', async () => {
    await limiter.close();
  });
  return limiter;
}
