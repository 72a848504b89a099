import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  actionListSchema,
  operatorActionSchema,
  actionQuerySchema,
  settingChangeRecordSchema,
  settingChangeSchema,
  settingDesks,
  settingEntrySchema,
  settingHistoryQuerySchema,
  settingHistorySchema,
  settingListSchema,
  settingParamsSchema,
  settingsPaths,
  type SettingDesk,
  type SettingKey,
} from '../../../src/contract/operator.ts';
import type { StaffPermission } from '../../../src/contract/staff.ts';
import { opsAccess } from '../../http/access.ts';
import { fieldsOf, listAnswer } from '../../http/csv.ts';
import { actorOf } from '../staff/operator.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';

const actionColumns = fieldsOf(operatorActionSchema);
const changeColumns = fieldsOf(settingChangeRecordSchema);

/**
 * The operator's settings (the `settings` permission), the keys a desk keeps besides admin under
 * that desk's permission (`settingDesks`: the region blocks for `region`, which the risk desk holds
 * too; the points mall, invite friends and VIP for `content`, marketing's) and the log of operator
 * actions (`protection`).
 */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();

  /** Read, change and the history of one key, under one permission; `params` bounds the keys it accepts. */
  function keyRoutes(permission: StaffPermission, paths: { one: string; history: string }, params: typeof settingParamsSchema | SettingDesk['params']) {
    ops.get(paths.one, { config: opsAccess(permission), schema: { params, response: replies(settingEntrySchema) } }, async (request) => {
      const key: SettingKey = request.params.key;
      const entry = (await app.settings.entries()).find((candidate) => candidate.key === key);
      if (!entry) throw new AppError('NOT_FOUND');
      return ok(entry);
    });

    ops.put(
      paths.one,
      { config: opsAccess(permission), schema: { params, body: settingChangeSchema, response: replies(settingEntrySchema) } },
      async (request) => {
        const { value, reason, actor } = request.body;
        const key: SettingKey = request.params.key;
        const by = actorOf(request, actor);
        const entry = await app.settings.set(key, value, { actor: by, reason });
        request.log.info({ key, actor: by }, 'operator changed a setting');
        return ok(entry);
      },
    );

    ops.get(
      paths.history,
      { config: opsAccess(permission), schema: { params, querystring: settingHistoryQuerySchema, response: replies(settingHistorySchema) } },
      async (request, reply) =>
        listAnswer(
          request,
          reply,
          `${request.params.key}-history`,
          await app.settings.history(request.params.key, request.query.limit),
          (list) => list,
          changeColumns,
        ),
    );
  }

  ops.get(settingsPaths.list, { config: opsAccess('settings'), schema: { response: replies(settingListSchema) } }, async () =>
    ok(await app.settings.entries()),
  );
  keyRoutes('settings', { one: settingsPaths.one, history: settingsPaths.history }, settingParamsSchema);

  for (const desk of settingDesks) {
    const keys: readonly SettingKey[] = desk.keys;
    ops.get(desk.paths.list, { config: opsAccess(desk.permission), schema: { response: replies(settingListSchema) } }, async () =>
      ok((await app.settings.entries()).filter((entry) => keys.includes(entry.key))),
    );
    keyRoutes(desk.permission, desk.paths, desk.params);
  }

  ops.get(
    '/ops/actions',
    { config: opsAccess('protection'), schema: { querystring: actionQuerySchema, response: replies(actionListSchema) } },
    async (request, reply) => listAnswer(request, reply, 'actions', await app.settings.actions(request.query.limit), (list) => list, actionColumns),
  );
}
