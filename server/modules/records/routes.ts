import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bonusListSchema, periodQuerySchema, profitSchema, recordPageSchema, recordQuerySchema, walletPaths } from '../../../src/contract/wallet.ts';
import { access } from '../../http/access.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { accountRecords, bonusDetails, personalProfit } from './service.ts';

export async function recordRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(walletPaths.records, { config: access.member, schema: { querystring: recordQuerySchema, response: replies(recordPageSchema) } }, async (request) =>
    ok(await accountRecords(app, request.auth.member.id, request.query, requestLocale(request))),
  );

  api.get(walletPaths.profit, { config: access.member, schema: { querystring: periodQuerySchema, response: replies(profitSchema) } }, async (request) =>
    ok(await personalProfit(app, request.auth.member.id, request.query, requestLocale(request))),
  );

  api.get(walletPaths.bonuses, { config: access.member, schema: { response: replies(bonusListSchema) } }, async (request) =>
    ok(await bonusDetails(app, request.auth.member.id, requestLocale(request))),
  );
}
