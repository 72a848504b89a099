import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  actionListSchema,
  operatorActionSchema,
  actionQuerySchema,
  settingChangeSchema,
  settingEntrySchema,
  settingListSchema,
  settingParamsSchema,
} from '../../../src/contract/operator.ts';
import { opsAccess } from '../../http/access.ts';
import { fieldsOf, listAnswer } from '../../http/csv.ts';
import { actorOf } from '../staff/operator.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';

/** The operator's settings (the `settings` permission) and the log of operator actions (`protection`). */
const actionColumns = fieldsOf(operatorActionSchema);

export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();

  ops.get('/ops/settings', { config: opsAccess('settings'), schema: { response: replies(settingListSchema) } }, async () => ok(await app.settings.entries()));

  ops.get(
    '/ops/settings/:key',
    { config: opsAccess('settings'), schema: { params: settingParamsSchema, response: replies(settingEntrySchema) } },
    async (request) => {
      const entries = await app.settings.entries();
      const entry = entries.find((candidate) => candidate.key === request.params.key);
      if (!entry) throw new AppError('NOT_FOUND');
      return ok(entry);
    },
  );

  ops.put(
    '/ops/settings/:key',
    { config: opsAccess('settings'), schema: { params: settingParamsSchema, body: settingChangeSchema, response: replies(settingEntrySchema) } },
    async (request) => {
      const { value, reason, actor } = request.body;
      const by = actorOf(request, actor);
      const entry = await app.settings.set(request.params.key, value, { actor: by, reason });
      request.log.info({ key: request.params.key, actor: by }, 'operator changed a setting');
      return ok(entry);
    },
  );

  ops.get(
    '/ops/actions',
    { config: opsAccess('protection'), schema: { querystring: actionQuerySchema, response: replies(actionListSchema) } },
    async (request, reply) => listAnswer(request, reply, 'actions', await app.settings.actions(request.query.limit), (list) => list, actionColumns),
  );
}
