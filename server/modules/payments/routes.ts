import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  depositChannelListSchema,
  depositPayloadSchema,
  depositRequestPageSchema,
  depositRequestSchema,
  idParamsSchema,
  maxImageBytes,
  maxProofImages,
  notReceivedFieldsSchema,
  pageQuerySchema,
  paymentPaths,
  payoutAccountListSchema,
  payoutAccountPayloadSchema,
  uploadFields,
  withdrawalPageSchema,
  withdrawalPayloadSchema,
  withdrawalSchema,
  withdrawInfoSchema,
} from '../../../src/contract/payments.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { access } from '../../http/access.ts';
import { AppError, ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { bodyDoc } from '../../http/route-docs.ts';
import { decryptBody } from '../auth/encrypted.ts';
import { enabledChannels, memberChannelView } from './channels.ts';
import { fileDeposit, memberDeposits } from './deposits.ts';
import { addPayoutAccount, payoutAccounts, payoutAccountView, removePayoutAccount } from './payout-accounts.ts';
import { readImageForm } from '../uploads/form.ts';
import { confirmReceived, reportNotReceived } from './withdrawal-life.ts';
import { memberWithdrawals } from './withdrawal-views.ts';
import { requestWithdrawal, withdrawInfo } from './withdrawals.ts';

/** The member's side of deposits, payout accounts and withdrawals. */
export async function paymentRoutes(app: FastifyInstance, { onlineDeposits }: { onlineDeposits: boolean }): Promise<void> {
  // Registered here, not app-wide: only these routes read multipart bodies, each with its own limits.
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: maxProofImages } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(paymentPaths.depositChannels, { config: access.member, schema: { response: replies(depositChannelListSchema) } }, async (request) => {
    const locale = requestLocale(request);
    return ok((await enabledChannels(app.db, { online: onlineDeposits })).map((row) => memberChannelView(row, locale)));
  });

  api.post(
    paymentPaths.deposits,
    {
      config: access.member,
      schema: { documentedBody: bodyDoc.form(depositPayloadSchema, { [uploadFields.receipt]: { max: 1 } }), response: replies(depositRequestSchema) },
    },
    async (request) => {
      const form = await readImageForm(request, 1);
      const payload = depositPayloadSchema.parse(form.fields, { reportInput: true });
      const receipt = form.files.get(uploadFields.receipt)?.[0];
      return ok(await fileDeposit(app, request.auth.member.id, payload, receipt, requestLocale(request)));
    },
  );

  api.get(
    paymentPaths.deposits,
    { config: access.member, schema: { querystring: pageQuerySchema, response: replies(depositRequestPageSchema) } },
    async (request) => ok(await memberDeposits(app.db, request.auth.member.id, request.query)),
  );

  api.get(paymentPaths.payoutAccounts, { config: access.member, schema: { response: replies(payoutAccountListSchema) } }, async (request) =>
    ok((await payoutAccounts(app.db, request.auth.member.id)).map(payoutAccountView)),
  );

  api.post(
    paymentPaths.payoutAccounts,
    { config: access.member, schema: { body: payoutAccountPayloadSchema, response: replies(payoutAccountListSchema) } },
    async (request) => {
      const t = translator(requestLocale(request));
      return ok((await addPayoutAccount(app.db, request.auth.member.id, request.body, t)).map(payoutAccountView));
    },
  );

  api.delete(
    `${paymentPaths.payoutAccounts}/:id`,
    { config: access.member, schema: { params: idParamsSchema, response: replies(payoutAccountListSchema) } },
    async (request) => ok((await removePayoutAccount(app.db, request.auth.member.id, request.params.id)).map(payoutAccountView)),
  );

  api.get(paymentPaths.withdrawInfo, { config: access.member, schema: { response: replies(withdrawInfoSchema) } }, async (request) =>
    ok(await withdrawInfo(app, request.auth.member)),
  );

  api.post(
    paymentPaths.withdrawals,
    { config: access.member, schema: { documentedBody: bodyDoc.jwe(withdrawalPayloadSchema), response: replies(withdrawalSchema) } },
    async (request) => {
      const payload = await decryptBody(app, request.body, withdrawalPayloadSchema);
      return ok(await requestWithdrawal(app, request.auth.member, payload, requestLocale(request)));
    },
  );

  api.get(
    paymentPaths.withdrawals,
    { config: access.member, schema: { querystring: pageQuerySchema, response: replies(withdrawalPageSchema) } },
    async (request) => {
      const minutes = await app.settings.get('withdrawalAutoReceiptMinutes');
      return ok(await memberWithdrawals(app.db, request.auth.member.id, request.query, minutes));
    },
  );

  api.post(
    `${paymentPaths.withdrawals}/:id/received`,
    { config: access.member, schema: { params: idParamsSchema, response: replies(withdrawalSchema) } },
    async (request) => ok(await confirmReceived(app, request.auth.member.id, request.params.id)),
  );

  api.post(
    `${paymentPaths.withdrawals}/:id/not-received`,
    {
      config: access.member,
      schema: {
        params: idParamsSchema,
        documentedBody: bodyDoc.form(notReceivedFieldsSchema, { [uploadFields.proof]: { max: maxProofImages } }),
        response: replies(withdrawalSchema),
      },
    },
    async (request) => {
      const t = translator(requestLocale(request));
      const form = await readImageForm(request, maxProofImages);
      const { remark } = notReceivedFieldsSchema.parse(form.fields, { reportInput: true });
      const proofs = form.files.get(uploadFields.proof) ?? [];
      if (proofs.length === 0) throw new AppError('VALIDATION_FAILED', { fields: { [uploadFields.proof]: t('payments.proofCount') } });
      return ok(await reportNotReceived(app, request.auth.member.id, request.params.id, proofs, remark));
    },
  );
}
