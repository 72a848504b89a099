import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { createLimiter, type Limiter } from './index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Attempt counters shared by every API process when REDIS_URL is set. */
    limiter: Limiter;
  }
}

export function decorateLimiter(app: FastifyInstance, config: Pick<Config, 'REDIS_URL' | 'REDIS_PREFIX'>, prefix?: string): Limiter {
  const limiter = createLimiter(config, { prefix });
  app.decorate('limiter', limiter);
  app.addHook('onClose', async () => {
    await limiter.close();
  });
  return limiter;
}
