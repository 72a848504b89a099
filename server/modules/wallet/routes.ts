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
import { ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { decryptBody } from '../auth/encrypted.ts';
import { requireSession } from '../auth/guard.ts';
import { readBalance, walletSettings } from './accounts.ts';
import { walletTransfer } from './transfer.ts';
import { transferToUpline, uplineOf } from './upline.ts';

// The header shows a free-play account its play balance; moving money needs a real account.
const viewer = requireSession({ allowTrial: true });
const realMember = requireSession();

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(walletPaths.balance, { preHandler: viewer, schema: { response: replies(balanceSchema) } }, async (request) =>
    ok(await readBalance(app.db, request.auth.member.id, await walletSettings(app))),
  );

  api.get(walletPaths.merchant, { preHandler: viewer, schema: { response: replies(merchantWalletSchema) } }, async () => {
    const { walletMode } = await walletSettings(app);
    return ok({ isSingle: walletMode.isSingle, vendors: walletMode.isSingle ? [] : walletMode.vendors });
  });

  api.post(
    walletPaths.walletTransfer,
    { preHandler: realMember, schema: { body: walletTransferPayloadSchema, response: replies(balanceSchema) } },
    async (request) => ok(await walletTransfer(app, request.auth.member.id, request.body, requestLocale(request))),
  );

  api.get(walletPaths.upline, { preHandler: realMember, schema: { response: replies(uplineInfoSchema) } }, async (request) =>
    ok({ upline: (await uplineOf(app, request.auth.member))?.username ?? null }),
  );

  api.post(
    walletPaths.uplineTransfer,
    { preHandler: realMember, schema: { response: replies(uplineTransferValueSchema) } },
    async (request) => {
      const payload = await decryptBody(app, request.body, uplineTransferPayloadSchema);
      return ok(await transferToUpline(app, request.auth.member, payload, requestLocale(request)));
    },
  );
}
