import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxImageBytes } from '../../../src/contract/payments.ts';
import {
  activityListSchema,
  applicationCommentMax,
  applicationImageField,
  applicationImagesMax,
  applicationSchema,
  claimPayloadSchema,
  depositBonusListSchema,
  forfeitSchema,
  engagementConfigSchema,
  engagementPaths,
  leaderboardQuerySchema,
  leaderboardSchema,
  missionBoardSchema,
  promotionListSchema,
  referralSchema,
  rewardListSchema,
  rewardParamsSchema,
  rewardSchema,
  vipSchema,
} from '../../../src/contract/promotions.ts';
import { access } from '../../http/access.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { bodyDoc } from '../../http/route-docs.ts';
import { replies } from '../../http/schema.ts';
import { readImageForm } from '../uploads/form.ts';
import { memberActivity } from './activity.ts';
import { applyTo } from './applications.ts';
import { missionBoard, missionLeaderboard } from './missions.ts';
import { allPromotions, promotionView } from './promotions.ts';
import { referralOf } from './referral.ts';
import { refreshRewards } from './refresh.ts';
import { depositBonusOptions } from './deposit-bonus.ts';
import { forfeitReward } from './forfeit.ts';
import { claimReward, declineReward, memberRewards, openWageringSources, rewardView } from './rewards.ts';
import { vipOf } from './vip.ts';

const applicationFields = z.object({ comment: z.string().max(applicationCommentMax) });

/** The member's side of promotions, the reward center, missions, invite friends and VIP (src/contract/promotions.ts). */
export async function promotionRoutes(app: FastifyInstance): Promise<void> {
  // Registered here, not app-wide: only the application route reads a multipart body.
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: applicationImagesMax } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(engagementPaths.promotions, { config: access.public, schema: { response: replies(promotionListSchema) } }, async (request) => {
    const now = app.clock.now();
    const locale = requestLocale(request);
    return ok((await allPromotions(app.db)).map((row) => promotionView(row, locale, now, app.config.TIME_ZONE)));
  });

  api.get(engagementPaths.config, { config: access.public, schema: { response: replies(engagementConfigSchema) } }, async () => {
    const [referral, vip] = await Promise.all([app.settings.get('referral'), app.settings.get('vip')]);
    return ok({ referral: referral.enabled, vip: vip.enabled });
  });

  api.get(engagementPaths.activity, { config: access.member, schema: { response: replies(activityListSchema) } }, async (request) =>
    ok(await memberActivity(app.db, request.auth.member.id, app.clock.now())),
  );

  api.get(engagementPaths.depositBonuses, { config: access.member, schema: { response: replies(depositBonusListSchema) } }, async (request) =>
    ok(await depositBonusOptions(app, request.auth.member.id, requestLocale(request))),
  );

  api.post(
    engagementPaths.apply,
    {
      config: access.member,
      schema: {
        params: rewardParamsSchema,
        documentedBody: bodyDoc.form(applicationFields, { [applicationImageField]: { max: applicationImagesMax } }),
        response: replies(applicationSchema),
      },
    },
    async (request) => {
      const form = await readImageForm(request, applicationImagesMax);
      return ok(await applyTo(app, request.auth.member.id, request.params.id, form, requestLocale(request)));
    },
  );

  api.get(engagementPaths.rewards, { config: access.member, schema: { response: replies(rewardListSchema) } }, async (request) => {
    const memberId = request.auth.member.id;
    const locale = requestLocale(request);
    await refreshRewards(app, memberId, locale);
    const now = app.clock.now();
    const [rows, playing] = await Promise.all([memberRewards(app.db, memberId), openWageringSources(app.db, memberId)]);
    return ok(rows.map((row) => rewardView(row, locale, now, playing)));
  });

  api.post(
    engagementPaths.claim,
    { config: access.member, schema: { params: rewardParamsSchema, body: claimPayloadSchema.optional(), response: replies(rewardSchema) } },
    async (request) => ok(await claimReward(app, request.auth.member.id, request.params.id, requestLocale(request))),
  );

  api.post(engagementPaths.decline, { config: access.member, schema: { params: rewardParamsSchema, response: replies(rewardSchema) } }, async (request) =>
    ok(await declineReward(app, request.auth.member.id, request.params.id, requestLocale(request))),
  );

  api.post(engagementPaths.forfeit, { config: access.member, schema: { params: rewardParamsSchema, response: replies(forfeitSchema) } }, async (request) =>
    ok(await forfeitReward(app, request.auth.member.id, request.params.id, requestLocale(request))),
  );

  api.get(engagementPaths.missions, { config: access.member, schema: { response: replies(missionBoardSchema) } }, async (request) =>
    ok(await missionBoard(app, request.auth.member.id, requestLocale(request))),
  );

  api.get(
    engagementPaths.leaderboard,
    { config: access.member, schema: { querystring: leaderboardQuerySchema, response: replies(leaderboardSchema) } },
    async (request) => ok(await missionLeaderboard(app, request.auth.member.id, request.query.period)),
  );

  api.get(engagementPaths.referral, { config: access.member, schema: { response: replies(referralSchema) } }, async (request) =>
    ok(await referralOf(app, request.auth.member.id)),
  );

  api.get(engagementPaths.vip, { config: access.member, schema: { response: replies(vipSchema) } }, async (request) =>
    ok(await vipOf(app, request.auth.member.id, requestLocale(request))),
  );
}
