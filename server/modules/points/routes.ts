import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  convertPayloadSchema,
  convertValueSchema,
  pointsBalanceSchema,
  pointsConfigSchema,
  pointsEntryPageSchema,
  pointsPageQuerySchema,
  pointsPaths,
  redeemPayloadSchema,
  redemptionPageSchema,
  redemptionSchema,
  rewardListSchema,
} from '../../../src/contract/points.ts';
import { categoryIds } from '../../../src/content/schemas.ts';
import { access } from '../../http/access.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { decryptBody } from '../auth/encrypted.ts';
import { pointsBalance, pointsValue } from './accounts.ts';
import { convertPoints } from './convert.ts';
import { redeem } from './redeem.ts';
import { listRewards, rewardView } from './rewards.ts';
import { memberRedemptions, pointsEntries } from './views.ts';

/** The member's side of the points mall (src/contract/points.ts); config and rewards are public. */
export async function pointsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(pointsPaths.config, { config: access.public, schema: { response: replies(pointsConfigSchema) } }, async () => {
    const [{ conversion, earnRates }, currency] = await Promise.all([app.settings.get('points'), app.settings.get('currency')]);
    const rates = categoryIds.flatMap((category) => {
      const rate = earnRates[category];
      return rate === undefined ? [] : [{ category, rate }];
    });
    return ok({ conversion, earnRates: rates, currency: { code: currency.code, symbol: currency.symbol } });
  });

  api.get(pointsPaths.rewards, { config: access.public, schema: { response: replies(rewardListSchema) } }, async (request) => {
    const locale = requestLocale(request);
    return ok((await listRewards(app.db, { enabledOnly: true })).map((row) => rewardView(row, locale)));
  });

  api.get(pointsPaths.balance, { config: access.member, schema: { response: replies(pointsBalanceSchema) } }, async (request) => {
    return ok({ points: pointsValue(await pointsBalance(app.db, request.auth.member.id)) });
  });

  api.post(pointsPaths.redeem, { config: access.member, schema: { response: replies(redemptionSchema) } }, async (request) => {
    const payload = await decryptBody(app, request.body, redeemPayloadSchema);
    return ok(await redeem(app, request.auth.member, payload, requestLocale(request)));
  });

  api.get(
    pointsPaths.redemptions,
    { config: access.member, schema: { querystring: pointsPageQuerySchema, response: replies(redemptionPageSchema) } },
    async (request) => ok(await memberRedemptions(app.db, request.auth.member.id, request.query, requestLocale(request))),
  );

  api.get(
    pointsPaths.transactions,
    { config: access.member, schema: { querystring: pointsPageQuerySchema, response: replies(pointsEntryPageSchema) } },
    async (request) => ok(await pointsEntries(app.db, app.vendors.catalog, request.auth.member.id, request.query, requestLocale(request))),
  );

  api.post(pointsPaths.convert, { config: access.member, schema: { response: replies(convertValueSchema) } }, async (request) => {
    const payload = await decryptBody(app, request.body, convertPayloadSchema);
    return ok(await convertPoints(app, request.auth.member, payload, requestLocale(request)));
  });
}
