import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exclusionPayloadSchema,
  exclusionSchema,
  limitChangeSchema,
  limitListSchema,
  protectionPaths,
  realityCheckSchema,
  realityCheckStatusSchema,
  recallQuerySchema,
  recallSchema,
} from '../../../src/contract/protection.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { access } from '../../http/access.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { decryptBody } from '../auth/encrypted.ts';
import { startExclusion } from './exclusion.ts';
import { changeLimit, limitsOf } from './limits.ts';
import { realityCheckMinutes, setRealityCheckMinutes } from './preferences.ts';
import { recallRounds } from './recall.ts';
import { netSince } from './usage.ts';
import { toAmount } from '../../../src/contract/money.ts';

/** The member's responsible-gaming tools (src/contract/protection.ts). */
export async function protectionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const timeZone = app.config.TIME_ZONE;

  api.get(protectionPaths.limits, { config: access.member, schema: { response: replies(limitListSchema) } }, async (request) =>
    ok(await limitsOf(app.db, request.auth.member.id, timeZone, app.clock.now())),
  );

  api.put(protectionPaths.limits, { config: access.member, schema: { body: limitChangeSchema, response: replies(limitListSchema) } }, async (request) => {
    const now = app.clock.now();
    await changeLimit(app.db, request.auth.member.id, request.body, now);
    return ok(await limitsOf(app.db, request.auth.member.id, timeZone, now));
  });

  api.post(protectionPaths.exclusion, { config: access.member, schema: { response: replies(exclusionSchema) } }, async (request) => {
    const payload = await decryptBody(app, request.body, exclusionPayloadSchema);
    return ok(await startExclusion(app, request.auth.member, payload, translator(requestLocale(request)), app.clock.now()));
  });

  // The session's start and this `now` are both on the wall clock, as sessions are.
  api.get(protectionPaths.realityCheck, { config: access.member, schema: { response: replies(realityCheckStatusSchema) } }, async (request) => {
    const { member, session } = request.auth;
    const [minutes, net] = await Promise.all([realityCheckMinutes(app.db, member.id), netSince(app.db, member.id, session.createdAt)]);
    return ok({ minutes, sessionStartedAt: session.createdAt.toISOString(), now: new Date().toISOString(), net: toAmount(net) });
  });

  api.put(
    protectionPaths.realityCheck,
    { config: access.member, schema: { body: realityCheckSchema, response: replies(realityCheckSchema) } },
    async (request) => ok({ minutes: await setRealityCheckMinutes(app.db, request.auth.member.id, request.body.minutes) }),
  );

  api.get(protectionPaths.recall, { config: access.member, schema: { querystring: recallQuerySchema, response: replies(recallSchema) } }, async (request) =>
    ok(await recallRounds(app.db, app.vendors.catalog, request.auth.member.id, request.query.gameId, request.query.limit)),
  );
}
