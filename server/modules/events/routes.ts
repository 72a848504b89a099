import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventPaths, eventsQuerySchema, lastEventIdHeader } from '../../../src/contract/events.ts';
import type { Database } from '../../db/index.ts';
import { access, opsAccess } from '../../http/access.ts';
import { AppError } from '../../http/envelope.ts';
import { LiveHub } from './hub.ts';
import { notificationListener } from './listener.ts';
import { parseNotification } from './notification.ts';
import { databaseReads } from './reads.ts';
import { LiveStream } from './stream.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live event streams open on this process (server/modules/events). */
    live: LiveHub;
  }
}

/** How long a client waits before reconnecting on its own after a dropped stream. */
const reconnectMilliseconds = 3_000;

/** Takes the response over from Fastify: it stays open, unbuffered and uncompressed, until either side ends it. */
function openStream(request: FastifyRequest, reply: FastifyReply, owner: LiveStream['owner']): LiveStream {
  // Only a client that asks for a stream gets one: any other caller is answered at once, not held open.
  if (!(request.headers.accept ?? '').includes('text/event-stream')) throw new AppError('VALIDATION_FAILED', { fields: { accept: 'text/event-stream' } });
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
    connection: 'keep-alive',
  });
  // The socket stays quiet between heartbeats; no idle timeout may end it meanwhile.
  request.raw.socket.setTimeout(0);
  request.raw.socket.setNoDelay(true);
  const stream = new LiveStream(response, owner);
  const query = request.query as { lastEventId?: string };
  const header = request.headers[lastEventIdHeader];
  stream.resume(typeof header === 'string' ? header : query.lastEventId);
  response.write(`retry: ${reconnectMilliseconds}\n:open\n\n`);
  return stream;
}

/**
 * GET /wps/events (a member's or agent's session) and GET /ops/events (staff who work the payment
 * queues): server-sent events fed by the database's notifications (migrations 0038 and 0039), so a change
 * committed by any process reaches every process's streams.
 */
export function installLiveEvents(app: FastifyInstance, database: Database): void {
  const hub = new LiveHub(
    databaseReads(app),
    { streamsPerMember: app.config.LIVE_STREAMS_PER_MEMBER, heartbeatMilliseconds: app.config.LIVE_HEARTBEAT_MS, queueWaitMilliseconds: 100 },
    app.log,
  );
  const listener = notificationListener(
    database,
    app.config.DATABASE_URL,
    {
      payload(payload) {
        const notification = parseNotification(payload);
        if (notification) hub.notify(notification);
      },
      resumed: () => hub.resumed(),
    },
    app.log,
  );
  app.decorate('live', hub);
  app.addHook('onReady', () => listener.start());
  // Before the server waits for its connections: open streams would hold a graceful shutdown forever.
  app.addHook('preClose', async () => {
    hub.close();
    await listener.close();
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(eventPaths.member, { config: access.player, schema: { querystring: eventsQuerySchema } }, async (request, reply) => {
    const { member, session } = request.auth;
    if (!hub.hasRoomFor(member.id)) throw new AppError('TOO_MANY_STREAMS');
    hub.addMember(openStream(request, reply, { memberId: member.id, sessionId: session.id }));
  });
  api.get(eventPaths.ops, { config: opsAccess('payments'), schema: { querystring: eventsQuerySchema } }, async (request, reply) => {
    hub.addStaff(openStream(request, reply, { staffSessionId: request.operator.staff?.sessionId ?? null }));
  });
}
