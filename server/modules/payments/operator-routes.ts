import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toAmount, toMinorUnits } from '../../../src/contract/money.ts';
import {
  idParamsSchema,
  opsAdjustPayloadSchema,
  opsAdjustValueSchema,
  opsChannelListSchema,
  opsChannelPayloadSchema,
  opsChannelSchema,
  opsChannelToggleSchema,
  opsDecisionSchema,
  opsDepositListSchema,
  opsDepositQuerySchema,
  opsDepositSchema,
  opsMemberParamsSchema,
  opsMemberRefSchema,
  opsWithdrawalListSchema,
  opsWithdrawalQuerySchema,
  opsWithdrawalSchema,
} from '../../../src/contract/payments.ts';
import { opsAccess } from '../../http/access.ts';
import { actorOf } from '../staff/operator.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { sendImage } from '../uploads/serve.ts';
import { replies } from '../../http/schema.ts';
import { findMemberByUsername } from '../members/repository.ts';
import { adjustBalance } from '../wallet/adjust.ts';
import { allChannels, createChannel, opsChannelView, updateChannel } from './channels.ts';
import { decideDeposit, depositReceipt, opsDeposits } from './deposits.ts';
import { operatorVerdicts, decideWithdrawal } from './withdrawal-life.ts';
import { opsWithdrawals, withdrawalProofImage } from './withdrawal-views.ts';

const depositVerdictParams = idParamsSchema.extend({ verdict: z.enum(['approve', 'reject']) });
const withdrawalVerdictParams = idParamsSchema.extend({ verdict: z.enum(operatorVerdicts) });
const toggleParams = idParamsSchema.extend({ toggle: z.enum(['enable', 'disable']) });
const proofParams = idParamsSchema.extend({ n: z.coerce.number().int().min(1).max(10) });

/** The payments side of the operator API under /ops, for the `payments` permission. */
export async function paymentOperatorRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();

  ops.get(
    '/ops/deposits',
    { config: opsAccess('payments'), schema: { querystring: opsDepositQuerySchema, response: replies(opsDepositListSchema) } },
    async (request) => ok(await opsDeposits(app.db, request.query)),
  );
  ops.post(
    '/ops/deposits/:id/:verdict',
    { config: opsAccess('payments'), schema: { params: depositVerdictParams, body: opsDecisionSchema, response: replies(opsDepositSchema) } },
    async (request) =>
      ok(await decideDeposit(app, request.params.id, request.params.verdict, { ...request.body, actor: actorOf(request, request.body.actor) })),
  );
  ops.get('/ops/deposits/:id/receipt', { config: opsAccess('payments'), schema: { params: idParamsSchema } }, async (request, reply) =>
    sendImage(reply, await depositReceipt(app.db, request.params.id), `deposit-${request.params.id}-receipt`),
  );

  ops.get(
    '/ops/withdrawals',
    { config: opsAccess('payments'), schema: { querystring: opsWithdrawalQuerySchema, response: replies(opsWithdrawalListSchema) } },
    async (request) => ok(await opsWithdrawals(app.db, request.query, await app.settings.get('withdrawalAutoReceiptMinutes'))),
  );
  ops.post(
    '/ops/withdrawals/:id/:verdict',
    { config: opsAccess('payments'), schema: { params: withdrawalVerdictParams, body: opsDecisionSchema, response: replies(opsWithdrawalSchema) } },
    async (request) =>
      ok(await decideWithdrawal(app, request.params.id, request.params.verdict, { ...request.body, actor: actorOf(request, request.body.actor) })),
  );
  ops.get('/ops/withdrawals/:id/proofs/:n', { config: opsAccess('payments'), schema: { params: proofParams } }, async (request, reply) =>
    sendImage(reply, await withdrawalProofImage(app.db, request.params.id, request.params.n), `withdrawal-${request.params.id}-proof-${request.params.n}`),
  );

  ops.get('/ops/channels', { config: opsAccess('payments'), schema: { response: replies(opsChannelListSchema) } }, async () =>
    ok((await allChannels(app.db)).map(opsChannelView)),
  );
  ops.post(
    '/ops/channels',
    { config: opsAccess('payments'), schema: { body: opsChannelPayloadSchema, response: replies(opsChannelSchema) } },
    async (request) => ok(opsChannelView(await createChannel(app.db, request.body, actorOf(request, request.body.actor)))),
  );
  ops.put(
    '/ops/channels/:id',
    { config: opsAccess('payments'), schema: { params: idParamsSchema, body: opsChannelPayloadSchema, response: replies(opsChannelSchema) } },
    async (request) => {
      const context = { actor: actorOf(request, request.body.actor), reason: request.body.reason };
      return ok(opsChannelView(await updateChannel(app.db, request.params.id, request.body, context)));
    },
  );
  ops.post(
    '/ops/channels/:id/:toggle',
    { config: opsAccess('payments'), schema: { params: toggleParams, body: opsChannelToggleSchema, response: replies(opsChannelSchema) } },
    async (request) => {
      const context = { actor: actorOf(request, request.body.actor), reason: request.body.reason };
      return ok(opsChannelView(await updateChannel(app.db, request.params.id, request.params.toggle === 'enable', context)));
    },
  );

  ops.get(
    '/ops/members/by-username/:username',
    { config: opsAccess('members.read'), schema: { params: opsMemberParamsSchema, response: replies(opsMemberRefSchema) } },
    async (request) => {
      const found = await findMemberByUsername(app.db, request.params.username);
      if (!found) throw new AppError('NOT_FOUND');
      return ok({ id: found.id, username: found.username });
    },
  );
  ops.post(
    '/ops/members/:id/adjust',
    { config: opsAccess('payments'), schema: { params: idParamsSchema, body: opsAdjustPayloadSchema, response: replies(opsAdjustValueSchema) } },
    async (request) => {
      const { amount, reason, actor, idempotencyKey } = request.body;
      const result = await adjustBalance(app, {
        memberId: request.params.id,
        amount: toMinorUnits(amount),
        reason,
        actor: actorOf(request, actor),
        // Without a key from the caller each call is its own adjustment.
        idempotencyKey: idempotencyKey ?? randomUUID(),
      });
      return ok({ transferId: result.transferId, balance: toAmount(result.balance), replayed: result.replayed });
    },
  );
}
