import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  actionListSchema,
  actionQuerySchema,
  settingChangeSchema,
  settingEntrySchema,
  settingListSchema,
  settingParamsSchema,
} from '../../../src/contract/operator.ts';
import { access } from '../../http/access.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';

/** The operator API under /ops; mounted only when OPS_TOKEN is configured. */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();

  ops.get('/ops/settings', { config: access.ops, schema: { response: replies(settingListSchema) } }, async () => ok(await app.settings.entries()));

  ops.get('/ops/settings/:key', { config: access.ops, schema: { params: settingParamsSchema, response: replies(settingEntrySchema) } }, async (request) => {
    const entries = await app.settings.entries();
    const entry = entries.find((candidate) => candidate.key === request.params.key);
    if (!entry) throw new AppError('NOT_FOUND');
    return ok(entry);
  });

  ops.put(
    '/ops/settings/:key',
    { config: access.ops, schema: { params: settingParamsSchema, body: settingChangeSchema, response: replies(settingEntrySchema) } },
    async (request) => {
      const { value, reason, actor } = request.body;
      const entry = await app.settings.set(request.params.key, value, { actor: actor ?? 'ops-api', reason });
      request.log.info({ key: request.params.key, actor: actor ?? 'ops-api' }, 'operator changed a setting');
      return ok(entry);
    },
  );

  ops.get('/ops/actions', { config: access.ops, schema: { querystring: actionQuerySchema, response: replies(actionListSchema) } }, async (request) =>
    ok(await app.settings.actions(request.query.limit)),
  );
}
