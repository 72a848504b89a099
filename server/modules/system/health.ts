import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthPaths, healthSchema, readySchema } from '../../../src/contract/system.ts';
import { access } from '../../http/access.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';

/** A readiness probe that waits longer than this on the database says "not ready" instead. */
const readyTimeoutMs = 2_000;

/** Probes for load balancers and orchestrators: liveness of the process, readiness to serve. */
export async function healthRoutes(app: FastifyInstance, { databaseKind }: { databaseKind: 'pglite' | 'postgres' }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(healthPaths.health, { config: access.public, schema: { response: replies(healthSchema) } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ status: 'up' as const });
  });

  api.get(healthPaths.ready, { config: access.public, schema: { response: replies(readySchema) } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining) throw new AppError('SERVICE_UNAVAILABLE');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new AppError('SERVICE_UNAVAILABLE')), readyTimeoutMs);
    });
    try {
      await Promise.race([app.db.execute(sql`SELECT 1`), timeout]);
    } catch (error) {
      if (error instanceof AppError) throw error;
      app.log.warn({ err: error }, 'readiness check: database unreachable');
      throw new AppError('SERVICE_UNAVAILABLE');
    } finally {
      clearTimeout(timer);
    }
    // Without Redis the process still serves, on counters of its own: degraded, not down.
    const { counters, degraded } = await app.limiter.health();
    if (degraded) return ok({ status: 'degraded' as const, database: databaseKind, counters, reason: degraded.reason, since: degraded.since.toISOString() });
    return ok({ status: 'ready' as const, database: databaseKind, counters });
  });
}
