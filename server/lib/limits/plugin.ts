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

/** In this process the counters run on the app's clock; Redis ends windows by its own TTLs. */
export function decorateLimiter(app: FastifyInstance, config: Pick<Config, 'REDIS_URL' | 'REDIS_PREFIX'>, options: { prefix?: string; clock: Clock }): Limiter {
  const limiter = createLimiter(config, { prefix: options.prefix, now: () => options.clock.now().getTime() });
  app.decorate('limiter', limiter);
  app.addHook('onClose', async () => {
    await limiter.close();
  });
  return limiter;
}
