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
  queuedDepositSchema,
  queuedWithdrawalSchema,
  withdrawalBulkSchema,
  withdrawalQueueSchema,
} from '../../../src/contract/backoffice.ts';
import { opsAccess } from '../../http/access.ts';
import { fieldsOf, listAnswer } from '../../http/csv.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { decideDeposit } from '../payments/deposits.ts';
import { decideWithdrawal } from '../payments/withdrawal-life.ts';
import { actorOf } from '../staff/operator.ts';
import { decideEach } from './bulk.ts';
import { dashboard } from './dashboard.ts';
import { depositQueue, withdrawalQueue } from './queues.ts';

const depositColumns = fieldsOf(queuedDepositSchema);
const withdrawalColumns = fieldsOf(queuedWithdrawalSchema);

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
    async (request, reply) => listAnswer(request, reply, 'deposits', await depositQueue(app, request.query), (page) => page.items, depositColumns),
  );
  ops.get(
    backofficePaths.withdrawalQueue,
    { config: opsAccess('payments'), schema: { querystring: queueQuerySchema, response: replies(withdrawalQueueSchema) } },
    async (request, reply) => listAnswer(request, reply, 'withdrawals', await withdrawalQueue(app, request.query), (page) => page.items, withdrawalColumns),
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
