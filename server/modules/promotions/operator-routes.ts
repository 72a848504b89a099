import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../src/contract/payments.ts';
import {
  opsApplicationDecisionSchema,
  opsApplicationListSchema,
  opsApplicationQuerySchema,
  opsApplicationSchema,
  opsEnableSchema,
  opsMissionCreateSchema,
  opsMissionListSchema,
  opsMissionSchema,
  opsPromotionCreateSchema,
  opsPromotionListSchema,
  opsPromotionScheduleSchema,
  opsPromotionSchema,
  opsReasonSchema,
  opsSettlePreviewQuerySchema,
  opsSettlePreviewSchema,
  opsSettleSchema,
  opsSettleValueSchema,
  opsVipRankChangeSchema,
  opsVipRankListSchema,
  opsVipRankSchema,
} from '../../../src/contract/promotions.ts';
import { opsAccess } from '../../http/access.ts';
import { fieldsOf, listAnswer } from '../../http/csv.ts';
import { actorOf } from '../staff/operator.ts';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { decideApplication, opsApplications } from './applications.ts';
import { allMissions, createMission, enableMission, opsMissionView } from './missions.ts';
import { allPromotions, createPromotion, endPromotion, opsPromotionView, schedulePromotion } from './promotions.ts';
import { previewSettlement, settlePromotion } from './settle.ts';
import { opsVipView, putVipRank, vipRanks } from './vip.ts';

const promotionColumns = fieldsOf(opsPromotionSchema);
const applicationColumns = fieldsOf(opsApplicationSchema);
const missionColumns = fieldsOf(opsMissionSchema);
const vipRankColumns = fieldsOf(opsVipRankSchema);

const contextOf = (request: FastifyRequest, body: { reason: string; actor?: string | undefined }) => ({
  reason: body.reason,
  actor: actorOf(request, body.actor),
});
const verdictParams = idParamsSchema.extend({ verdict: z.enum(['approve', 'reject']) });
const levelParams = z.object({ level: z.coerce.number().int().min(0).max(100) });

/**
 * The operator's side of promotions, applications, missions and VIP ranks under /ops. Invite-friend
 * rules and the VIP period are the `referral` and `vip` settings (PUT /ops/settings/:key).
 */
export async function promotionOperatorRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();

  ops.get('/ops/promotions', { config: opsAccess('content'), schema: { response: replies(opsPromotionListSchema) } }, async (request, reply) => {
    const now = app.clock.now();
    const list = (await allPromotions(app.db)).map((row) => opsPromotionView(row, now, app.config.TIME_ZONE));
    return listAnswer(request, reply, 'promotions', list, (rows) => rows, promotionColumns);
  });
  ops.post(
    '/ops/promotions',
    { config: opsAccess('content'), schema: { body: opsPromotionCreateSchema, response: replies(opsPromotionSchema) } },
    async (request) =>
      ok(opsPromotionView(await createPromotion(app.db, request.body, contextOf(request, request.body)), app.clock.now(), app.config.TIME_ZONE)),
  );
  ops.put(
    '/ops/promotions/:id/schedule',
    { config: opsAccess('content'), schema: { params: idParamsSchema, body: opsPromotionScheduleSchema, response: replies(opsPromotionSchema) } },
    async (request) =>
      ok(
        opsPromotionView(
          await schedulePromotion(app.db, request.params.id, request.body, contextOf(request, request.body)),
          app.clock.now(),
          app.config.TIME_ZONE,
        ),
      ),
  );
  ops.post(
    '/ops/promotions/:id/end',
    { config: opsAccess('content'), schema: { params: idParamsSchema, body: opsReasonSchema, response: replies(opsPromotionSchema) } },
    async (request) => {
      const now = app.clock.now();
      return ok(opsPromotionView(await endPromotion(app.db, request.params.id, now, contextOf(request, request.body)), now, app.config.TIME_ZONE));
    },
  );
  ops.get(
    '/ops/promotions/:id/settlement',
    {
      config: opsAccess('content'),
      schema: { params: idParamsSchema, querystring: opsSettlePreviewQuerySchema, response: replies(opsSettlePreviewSchema) },
    },
    async (request) => ok(await previewSettlement(app.db, request.params.id, { from: new Date(request.query.from), to: new Date(request.query.to) })),
  );
  ops.post(
    '/ops/promotions/:id/settle',
    { config: opsAccess('content'), schema: { params: idParamsSchema, body: opsSettleSchema, response: replies(opsSettleValueSchema) } },
    async (request) => {
      const window = { from: new Date(request.body.from), to: new Date(request.body.to) };
      return ok({ rewards: await settlePromotion(app.db, request.params.id, window, app.clock.now(), contextOf(request, request.body)) });
    },
  );

  ops.get(
    '/ops/promotion-applications',
    { config: opsAccess('content'), schema: { querystring: opsApplicationQuerySchema, response: replies(opsApplicationListSchema) } },
    async (request, reply) =>
      listAnswer(request, reply, 'promotion-applications', await opsApplications(app.db, request.query.status), (rows) => rows, applicationColumns),
  );
  ops.post(
    '/ops/promotion-applications/:id/:verdict',
    { config: opsAccess('content'), schema: { params: verdictParams, body: opsApplicationDecisionSchema, response: replies(opsApplicationListSchema) } },
    async (request) => {
      await decideApplication(
        app.db,
        request.params.id,
        request.params.verdict,
        { ...contextOf(request, request.body), amount: request.body.amount },
        app.clock.now(),
      );
      return ok((await opsApplications(app.db)).filter((row) => row.id === request.params.id));
    },
  );

  ops.get('/ops/missions', { config: opsAccess('content'), schema: { response: replies(opsMissionListSchema) } }, async (request, reply) =>
    listAnswer(request, reply, 'missions', (await allMissions(app.db)).map(opsMissionView), (rows) => rows, missionColumns),
  );
  ops.post('/ops/missions', { config: opsAccess('content'), schema: { body: opsMissionCreateSchema, response: replies(opsMissionSchema) } }, async (request) =>
    ok(opsMissionView(await createMission(app.db, request.body, contextOf(request, request.body)))),
  );
  ops.put(
    '/ops/missions/:id/enabled',
    { config: opsAccess('content'), schema: { params: idParamsSchema, body: opsEnableSchema, response: replies(opsMissionSchema) } },
    async (request) => ok(opsMissionView(await enableMission(app.db, request.params.id, request.body.enabled, contextOf(request, request.body)))),
  );

  ops.get('/ops/vip/ranks', { config: opsAccess('content'), schema: { response: replies(opsVipRankListSchema) } }, async (request, reply) => {
    const list = (await vipRanks(app.db)).map((row) => ({ ...opsVipView(row), benefits: row.benefits }));
    return listAnswer(request, reply, 'vip-ranks', list, (rows) => rows, vipRankColumns);
  });
  ops.put(
    '/ops/vip/ranks/:level',
    { config: opsAccess('content'), schema: { params: levelParams, body: opsVipRankChangeSchema, response: replies(opsVipRankSchema) } },
    async (request) => {
      const { reason, actor, ...rank } = request.body;
      const saved = await putVipRank(app.db, { ...rank, level: request.params.level }, { reason, actor: actorOf(request, actor) });
      return ok({ ...opsVipView(saved), benefits: saved.benefits });
    },
  );
}
