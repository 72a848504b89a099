import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  backofficePaths,
  bulkResultSchema,
  dashboardQuerySchema,
  dashboardSchema,
  depositBulkSchema,
  depositQueueSchema,
  queueQuerySchema,
  withdrawalBulkSchema,
  withdrawalQueueSchema,
} from '../../../src/contract/backoffice.ts';
import { opsAccess } from '../../http/access.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { decideDeposit } from '../payments/deposits.ts';
import { decideWithdrawal } from '../payments/withdrawal-life.ts';
import { actorOf } from '../staff/operator.ts';
import { decideEach } from './bulk.ts';
import { dashboard } from './dashboard.ts';
import { depositQueue, withdrawalQueue } from './queues.ts';

/** The back office's dashboard and the cashiers' queues with their bulk decisions. */
export async function backofficeRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();

  ops.get(
    backofficePaths.dashboard,
    { config: opsAccess('reports'), schema: { querystring: dashboardQuerySchema, response: replies(dashboardSchema) } },
    async (request) => ok(await dashboard(app, request.query.days)),
  );

  ops.get(
    backofficePaths.depositQueue,
    { config: opsAccess('payments'), schema: { querystring: queueQuerySchema, response: replies(depositQueueSchema) } },
    async (request) => ok(await depositQueue(app, request.query)),
  );
  ops.get(
    backofficePaths.withdrawalQueue,
    { config: opsAccess('payments'), schema: { querystring: queueQuerySchema, response: replies(withdrawalQueueSchema) } },
    async (request) => ok(await withdrawalQueue(app, request.query)),
  );

  ops.post(
    backofficePaths.depositBulk,
    { config: opsAccess('payments'), schema: { body: depositBulkSchema, response: replies(bulkResultSchema) } },
    async (request) => {
      const { ids, verdict, reason } = request.body;
      const decision = { reason, actor: actorOf(request) };
      return ok(await decideEach(ids, requestLocale(request), (id) => decideDeposit(app, id, verdict, decision)));
    },
  );
  ops.post(
    backofficePaths.withdrawalBulk,
    { config: opsAccess('payments'), schema: { body: withdrawalBulkSchema, response: replies(bulkResultSchema) } },
    async (request) => {
      const { ids, verdict, reason } = request.body;
      const decision = { reason, actor: actorOf(request) };
      return ok(await decideEach(ids, requestLocale(request), (id) => decideWithdrawal(app, id, verdict, decision)));
    },
  );
}
