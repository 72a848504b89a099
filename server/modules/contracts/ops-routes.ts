import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contractItemSchema,
  contractListSchema,
  contractOpsPaths,
  opsContractQuerySchema,
  opsEndPayloadSchema,
  opsGrantPayloadSchema,
  opsSettlePayloadSchema,
  opsSettlementSchema,
  settlementItemSchema,
} from '../../../src/contract/contracts.ts';
import {
  agentDeskPaths,
  settlementPaymentsQuerySchema,
  settlementPaymentsSchema,
  settlementRunPageSchema,
  settlementRunQuerySchema,
  settlementRunSchema,
} from '../../../src/contract/agent-desk.ts';
import { idParamsSchema } from '../../../src/contract/payments.ts';
import { opsAccess } from '../../http/access.ts';
import { fieldsOf, listAnswer } from '../../http/csv.ts';
import { actorOf } from '../staff/operator.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { settlementPayments, settlementRuns } from './runs.ts';
import { endByOperator, grantContract, listContracts, operatorPeriod, previewSettlement, runByOperator } from './ops.ts';

const contractColumns = fieldsOf(contractItemSchema);
const runColumns = fieldsOf(settlementRunSchema);
const paymentColumns = fieldsOf(settlementItemSchema);

const idSchema = z.object({ id: z.number().int() });

/** The operator's side of contracts: list, grant a top agent's, end one, preview and run a settlement, read the runs made. */
export async function contractOperatorRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const policy = { config: opsAccess('agents') } as const;

  ops.get(
    contractOpsPaths.contracts,
    { ...policy, schema: { querystring: opsContractQuerySchema, response: replies(contractListSchema) } },
    async (request, reply) =>
      listAnswer(request, reply, 'contracts', { items: await listContracts(app, request.query) }, (list) => list.items, contractColumns),
  );
  ops.post(contractOpsPaths.grant, { ...policy, schema: { body: opsGrantPayloadSchema, response: replies(idSchema) } }, async (request) =>
    ok({ id: await grantContract(app, { ...request.body, actor: actorOf(request, request.body.actor) }, requestLocale(request)) }),
  );
  ops.post(contractOpsPaths.end, { ...policy, schema: { params: idParamsSchema, body: opsEndPayloadSchema, response: replies(idSchema) } }, async (request) =>
    ok({ id: await endByOperator(app, request.params.id, { actor: actorOf(request, request.body.actor), reason: request.body.reason }) }),
  );
  ops.post(contractOpsPaths.preview, { ...policy, schema: { body: opsSettlePayloadSchema, response: replies(opsSettlementSchema) } }, async (request) =>
    ok(await previewSettlement(app, await operatorPeriod(app, request.body.kind, request.body.period, requestLocale(request)))),
  );
  ops.post(contractOpsPaths.run, { ...policy, schema: { body: opsSettlePayloadSchema, response: replies(opsSettlementSchema) } }, async (request) => {
    const period = await operatorPeriod(app, request.body.kind, request.body.period, requestLocale(request));
    return ok(
      await runByOperator(app, period, { actor: actorOf(request, request.body.actor), reason: request.body.reason ?? 'settlement run by the operator' }),
    );
  });
  ops.get(
    agentDeskPaths.settlementRuns,
    { ...policy, schema: { querystring: settlementRunQuerySchema, response: replies(settlementRunPageSchema) } },
    async (request, reply) => listAnswer(request, reply, 'settlement-runs', await settlementRuns(app, request.query), (page) => page.items, runColumns),
  );
  ops.get(
    agentDeskPaths.settlementPayments,
    { ...policy, schema: { querystring: settlementPaymentsQuerySchema, response: replies(settlementPaymentsSchema) } },
    async (request, reply) =>
      listAnswer(
        request,
        reply,
        `settlement-payments-${request.query.kind}`,
        await settlementPayments(app, request.query.kind, request.query.from),
        (list) => list.items,
        paymentColumns,
      ),
  );
}
