import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  actionListSchema,
  actionQuerySchema,
  settingChangeSchema,
  settingEntrySchema,
  settingListSchema,
  settingParamsSchema,
} from '../../../src/contract/operator.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';

/** Hashing first gives both sides one length, so the comparison time says nothing of the token. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearer(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The onRequest hook every operator route plugin installs: the bearer must be OPS_TOKEN. */
export function opsTokenGuard(token: string) {
  return async function opsGuard(request: FastifyRequest): Promise<void> {
    const given = bearer(request);
    if (!given || !sameToken(given, token)) throw new AppError('NOT_LOGGED_IN');
  };
}

/** The operator API under /ops; mounted only when OPS_TOKEN is configured. */
export async function operatorRoutes(app: FastifyInstance, { token }: { token: string }): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();

  ops.addHook('onRequest', opsTokenGuard(token));

  ops.get('/ops/settings', { schema: { response: replies(settingListSchema) } }, async () => ok(await app.settings.entries()));

  ops.get('/ops/settings/:key', { schema: { params: settingParamsSchema, response: replies(settingEntrySchema) } }, async (request) => {
    const entries = await app.settings.entries();
    const entry = entries.find((candidate) => candidate.key === request.params.key);
    if (!entry) throw new AppError('NOT_FOUND');
    return ok(entry);
  });

  ops.put(
    '/ops/settings/:key',
    { schema: { params: settingParamsSchema, body: settingChangeSchema, response: replies(settingEntrySchema) } },
    async (request) => {
      const { value, reason, actor } = request.body;
      const entry = await app.settings.set(request.params.key, value, { actor: actor ?? 'ops-api', reason });
      request.log.info({ key: request.params.key, actor: actor ?? 'ops-api' }, 'operator changed a setting');
      return ok(entry);
    },
  );

  ops.get('/ops/actions', { schema: { querystring: actionQuerySchema, response: replies(actionListSchema) } }, async (request) =>
    ok(await app.settings.actions(request.query.limit)),
  );
}
