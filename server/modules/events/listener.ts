import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.ts';
import { eventChannel } from './notification.ts';

export interface NotificationHandlers {
  /** A committed change's payload. */
  payload(payload: string): void;
  /** The listening connection came back after a loss: what it missed meanwhile must be read again. */
  resumed(): void;
}

export interface NotificationListener {
  /** Resolves once LISTEN is in place, so a stream opened afterwards misses nothing. */
  start(): Promise<void>;
  close(): Promise<void>;
}

const retryMilliseconds = { first: 500, most: 30_000 };

/**
 * LISTEN on one connection of its own, outside the pool (a pooled connection would be handed to
 * queries and lose the subscription). A lost connection is opened again with a growing pause.
 */
function postgresListener(url: string, handlers: NotificationHandlers, log: FastifyBaseLogger): NotificationListener {
  let client: pg.Client | null = null;
  let closed = false;
  let pause = retryMilliseconds.first;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    next.on('notification', (message) => {
      if (message.channel === eventChannel && message.payload) handlers.payload(message.payload);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'the live events connection was lost; it opens again');
      lost(next);
    });
    next.on('end', () => lost(next));
    client = next;
    await next.connect();
    await next.query(`LISTEN ${eventChannel}`);
    pause = retryMilliseconds.first;
  };

  const lost = (which: pg.Client) => {
    if (closed || client !== which) return;
    client = null;
    which.end().catch(() => undefined);
    schedule();
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => handlers.resumed(),
        () => {
          if (client) lost(client);
          else schedule();
        },
      );
    }, pause);
    retry.unref();
    pause = Math.min(pause * 2, retryMilliseconds.most);
  };

  return {
    start: connect,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}

/** PGlite is one connection in this process: it hands its notifications over after the committing statement. */
function pgliteListener(database: Extract<Database, { kind: 'pglite' }>, handlers: NotificationHandlers): NotificationListener {
  let stop: (() => Promise<void>) | null = null;
  return {
    async start() {
      stop = await database.client.listen(eventChannel, (payload) => handlers.payload(payload));
    },
    async close() {
      await stop?.().catch(() => undefined);
      stop = null;
    },
  };
}

export function notificationListener(
  database: Database,
  url: string | undefined,
  handlers: NotificationHandlers,
  log: FastifyBaseLogger,
): NotificationListener {
  if (database.kind === 'pglite') return pgliteListener(database, handlers);
  if (!url) throw new Error('live events on PostgreSQL need DATABASE_URL');
  return postgresListener(url, handlers, log);
}
