import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { asc, eq, sql, and } from 'drizzle-orm';
import type { Database, Db } from '../../db/index.ts';
import { outbox } from '../../db/schema.ts';
import { createDeliverers, type Deliverers } from './delivery.ts';

/** Seconds after the message was queued before try n+1 is due: a growing back-off, 5 tries in all. */
export const retrySchedule = [0, 10, 60, 300, 900] as const;
export const maxAttempts = retrySchedule.length;
const batchSize = 20;

export interface DispatcherOptions {
  db: Db;
  /** PostgreSQL shares the work among processes with row locks; PGlite has one process and no locks to take. */
  kind: Database['kind'];
  deliverers: Deliverers;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

export interface Dispatcher {
  /** Delivers every message that is due now; answers how many it tried. */
  dispatchNow(): Promise<number>;
  stop(): Promise<void>;
}

const due = sql`${outbox.createdAt} + make_interval(secs => (array[${sql.raw(retrySchedule.join(','))}])[${outbox.attempts} + 1]) <= now()`;

async function deliverBatch(db: Db, lock: boolean, deliverers: Deliverers, log: FastifyBaseLogger): Promise<number> {
  const query = db
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), due))
    .orderBy(asc(outbox.id))
    .limit(batchSize);
  const rows = lock ? await query.for('update', { skipLocked: true }) : await query;
  for (const row of rows) {
    const attempts = row.attempts + 1;
    try {
      await deliverers[row.channel]({ recipient: row.recipient, subject: row.subject, body: row.body });
      await db
        .update(outbox)
        .set({ status: 'sent', attempts, lastError: null, sentAt: sql`now()` })
        .where(eq(outbox.id, row.id));
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : 'delivery failed').slice(0, 300);
      const status = attempts >= maxAttempts ? 'failed' : 'pending';
      await db.update(outbox).set({ status, attempts, lastError }).where(eq(outbox.id, row.id));
      log.warn(
        { outboxId: row.id, channel: row.channel, attempts, lastError },
        status === 'failed' ? 'message given up' : 'message delivery failed; will retry',
      );
    }
  }
  return rows.length;
}

export function createDispatcher({ db, kind, deliverers, log, intervalMs = 1000 }: DispatcherOptions): Dispatcher {
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      // On PostgreSQL the rows stay locked while they are sent, so another process skips them.
      const count =
        kind === 'postgres' ? await db.transaction((tx) => deliverBatch(tx, true, deliverers, log)) : await deliverBatch(db, false, deliverers, log);
      total += count;
      if (count < batchSize || stopped) return total;
    }
  }

  /** One run at a time: a call during a run waits for it, then runs again so nothing due is missed. */
  async function dispatchNow(): Promise<number> {
    while (running) await running.catch(() => 0);
    running = drain();
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      dispatchNow()
        .catch((error: unknown) => log.error({ err: error }, 'outbox dispatch failed'))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  }
  schedule();

  return {
    dispatchNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => 0);
      deliverers.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox dispatcher of this process: delivers queued SMS and e-mail every second. */
    outbox: Pick<Dispatcher, 'dispatchNow'>;
  }
}

/** Starts this process's dispatcher with the configured delivery, and stops it when the app closes. */
export function startOutbox(app: FastifyInstance, database: Pick<Database, 'db' | 'kind'>): Dispatcher {
  const dispatcher = createDispatcher({ db: database.db, kind: database.kind, deliverers: createDeliverers(app.config, app.log), log: app.log });
  app.decorate('outbox', { dispatchNow: dispatcher.dispatchNow });
  app.addHook('onClose', () => dispatcher.stop());
  return dispatcher;
}
