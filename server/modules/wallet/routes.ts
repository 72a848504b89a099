import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  balanceSchema,
  merchantWalletSchema,
  uplineInfoSchema,
  uplineTransferPayloadSchema,
  uplineTransferValueSchema,
  walletPaths,
  walletTransferPayloadSchema,
} from '../../../src/contract/wallet.ts';
import { access } from '../../http/access.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { bodyDoc } from '../../http/route-docs.ts';
import { decryptBody } from '../auth/encrypted.ts';
import { balanceOfAccounts, walletSettings } from './accounts.ts';
import { walletTransfer } from './transfer.ts';
import { transferToUpline, uplineOf } from './upline.ts';

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  api.get(walletPaths.balance, { config: access.player, schema: { response: replies(balanceSchema) } }, async (request) =>
    ok(balanceOfAccounts(request.auth.spendable, await walletSettings(app))),
  );

  api.get(walletPaths.merchant, { config: access.player, schema: { response: replies(merchantWalletSchema) } }, async () => {
    const { walletMode } = await walletSettings(app);
    return ok({ isSingle: walletMode.isSingle, vendors: walletMode.isSingle ? [] : walletMode.vendors });
  });

  api.post(
    walletPaths.walletTransfer,
    { config: access.member, schema: { body: walletTransferPayloadSchema, response: replies(balanceSchema) } },
    async (request) => ok(await walletTransfer(app, request.auth.member.id, request.body, requestLocale(request))),
  );

  api.get(walletPaths.upline, { config: access.member, schema: { response: replies(uplineInfoSchema) } }, async (request) =>
    ok({ upline: (await uplineOf(app, request.auth.member))?.username ?? null }),
  );

  api.post(
    walletPaths.uplineTransfer,
    { config: access.member, schema: { documentedBody: bodyDoc.jwe(uplineTransferPayloadSchema), response: replies(uplineTransferValueSchema) } },
    async (request) => {
      const payload = await decryptBody(app, request.body, uplineTransferPayloadSchema);
      return ok(await transferToUpline(app, request.auth.member, payload, requestLocale(request)));
    },
  );
}
