import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bonusListSchema, periodQuerySchema, profitSchema, recordPageSchema, recordQuerySchema, walletPaths } from '../../../src/contract/wallet.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { requireSession } from '../auth/guard.ts';
import { accountRecords, bonusDetails, personalProfit } from './service.ts';

const realMember = requireSession();

export async function recordRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(walletPaths.records, { preHandler: realMember, schema: { querystring: recordQuerySchema, response: replies(recordPageSchema) } }, async (request) =>
    ok(await accountRecords(app, request.auth.member.id, request.query, requestLocale(request))),
  );

  api.get(walletPaths.profit, { preHandler: realMember, schema: { querystring: periodQuerySchema, response: replies(profitSchema) } }, async (request) =>
    ok(await personalProfit(app, request.auth.member.id, request.query, requestLocale(request))),
  );

  api.get(walletPaths.bonuses, { preHandler: realMember, schema: { response: replies(bonusListSchema) } }, async (request) =>
    ok(await bonusDetails(app, request.auth.member.id)),
  );
}
