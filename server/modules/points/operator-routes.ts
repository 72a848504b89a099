import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../src/contract/payments.ts';
import {
  opsGrantSchema,
  opsGrantValueSchema,
  opsPointsDecisionSchema,
  opsRedemptionListSchema,
  opsRedemptionQuerySchema,
  opsRedemptionSchema,
  opsRestockSchema,
  opsRewardCreateSchema,
  opsRewardListSchema,
  opsRewardSchema,
  opsRewardUpdateSchema,
  redemptionVerdicts,
} from '../../../src/contract/points.ts';
import { opsAccess } from '../../http/access.ts';
import { fieldsOf, listAnswer } from '../../http/csv.ts';
import { actorOf } from '../staff/operator.ts';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { pointsValue } from './accounts.ts';
import { decideRedemption } from './decide.ts';
import { grantPoints } from './earning.ts';
import { createReward, listRewards, opsRewardView, restockReward, updateReward } from './rewards.ts';
import { opsRedemptions } from './views.ts';

const rewardColumns = fieldsOf(opsRewardSchema);
const redemptionColumns = fieldsOf(opsRedemptionSchema);

const verdictParams = idParamsSchema.extend({ verdict: z.enum(redemptionVerdicts) });
const contextOf = (request: FastifyRequest, body: { reason: string; actor?: string | undefined }) => ({
  reason: body.reason,
  actor: actorOf(request, body.actor),
});

/**
 * The points side of the operator API under /ops, for the `content` permission. Earning rates and the
 * conversion are the `points` setting, which the same permission changes at PUT /ops/content-settings/points.
 */
export async function pointsOperatorRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();

  ops.get('/ops/points/rewards', { config: opsAccess('content'), schema: { response: replies(opsRewardListSchema) } }, async (request, reply) =>
    listAnswer(request, reply, 'points-rewards', (await listRewards(app.db, { enabledOnly: false })).map(opsRewardView), (rows) => rows, rewardColumns),
  );
  ops.post(
    '/ops/points/rewards',
    { config: opsAccess('content'), schema: { body: opsRewardCreateSchema, response: replies(opsRewardSchema) } },
    async (request) => ok(opsRewardView(await createReward(app.db, request.body, contextOf(request, request.body)))),
  );
  ops.put(
    '/ops/points/rewards/:id',
    { config: opsAccess('content'), schema: { params: idParamsSchema, body: opsRewardUpdateSchema, response: replies(opsRewardSchema) } },
    async (request) => ok(opsRewardView(await updateReward(app.db, request.params.id, request.body, contextOf(request, request.body)))),
  );
  ops.post(
    '/ops/points/rewards/:id/restock',
    { config: opsAccess('content'), schema: { params: idParamsSchema, body: opsRestockSchema, response: replies(opsRewardSchema) } },
    async (request) => ok(opsRewardView(await restockReward(app.db, request.params.id, request.body.quantity, contextOf(request, request.body)))),
  );

  ops.get(
    '/ops/points/redemptions',
    { config: opsAccess('content'), schema: { querystring: opsRedemptionQuerySchema, response: replies(opsRedemptionListSchema) } },
    async (request, reply) => listAnswer(request, reply, 'points-redemptions', await opsRedemptions(app.db, request.query), (rows) => rows, redemptionColumns),
  );
  ops.post(
    '/ops/points/redemptions/:id/:verdict',
    { config: opsAccess('content'), schema: { params: verdictParams, body: opsPointsDecisionSchema, response: replies(opsRedemptionSchema) } },
    async (request) => ok(await decideRedemption(app, request.params.id, request.params.verdict, contextOf(request, request.body))),
  );

  ops.post(
    '/ops/members/:id/points',
    { config: opsAccess('content'), schema: { params: idParamsSchema, body: opsGrantSchema, response: replies(opsGrantValueSchema) } },
    async (request) => {
      const { points, idempotencyKey } = request.body;
      const result = await grantPoints(app, {
        memberId: request.params.id,
        points: BigInt(points),
        ...contextOf(request, request.body),
        // Without a key from the caller each call is its own grant.
        idempotencyKey: idempotencyKey ?? randomUUID(),
      });
      return ok({ transferId: result.transferId, points: pointsValue(result.points), replayed: result.replayed });
    },
  );
}
