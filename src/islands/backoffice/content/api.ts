import {
  opsApplicationListSchema,
  opsMissionListSchema,
  opsMissionSchema,
  opsPromotionListSchema,
  opsPromotionSchema,
  opsSettlePreviewSchema,
  opsSettleValueSchema,
  opsVipRankListSchema,
  opsVipRankSchema,
  type OpsMissionCreate,
  type OpsPromotionCreate,
  type OpsVipRankChange,
} from '../../../contract/promotions.ts';
import { z } from 'zod';
import {
  opsRedemptionListSchema,
  opsRedemptionSchema,
  opsRewardListSchema,
  opsRewardSchema,
  type OpsRewardCreate,
  type OpsRewardUpdate,
  type RedemptionStatus,
  type redemptionVerdicts,
} from '../../../contract/points.ts';
import {
  inboxOpsPaths,
  opsCsChannelSchema,
  opsMessageValueSchema,
  opsNoticePreviewSchema,
  opsNoticeSchema,
  type OpsCsChannelPayload,
  type OpsMessagePayload,
  type OpsNoticePayload,
} from '../../../contract/inbox.ts';
import { api, call } from '../../../lib/api/client.ts';

/** The content desk's calls (role marketing, permission `content`); the staff cookie goes along by itself. */

export type ApplicationVerdict = 'approve' | 'reject';
export interface Period {
  from: string;
  to: string;
}

/** The content desk's lists, each one GET: the screen reads it and its "Export CSV" downloads it. */
export const contentListPaths = {
  promotions: '/ops/promotions',
  applications: '/ops/promotion-applications',
  missions: '/ops/missions',
  vipRanks: '/ops/vip/ranks',
  notices: inboxOpsPaths.notices,
  csChannels: inboxOpsPaths.csChannels,
  rewards: '/ops/points/rewards',
  redemptions: '/ops/points/redemptions',
} as const;

export const getPromotions = () => call(opsPromotionListSchema, api().get(contentListPaths.promotions));
export const createPromotion = (input: OpsPromotionCreate) => call(opsPromotionSchema, api().post('/ops/promotions', { json: input }));
export const schedulePromotion = (id: number, window: { startsAt: string; endsAt: string }, reason: string) =>
  call(opsPromotionSchema, api().put(`/ops/promotions/${id}/schedule`, { json: { ...window, reason } }));
export const endPromotion = (id: number, reason: string) => call(opsPromotionSchema, api().post(`/ops/promotions/${id}/end`, { json: { reason } }));
export const previewSettlement = (id: number, period: Period) =>
  call(opsSettlePreviewSchema, api().get(`/ops/promotions/${id}/settlement`, { searchParams: { ...period } }));
export const settlePromotion = (id: number, period: Period, reason: string) =>
  call(opsSettleValueSchema, api().post(`/ops/promotions/${id}/settle`, { json: { ...period, reason } }));

export const getApplications = (status?: 'applying' | 'rejected' | 'issued') =>
  call(opsApplicationListSchema, api().get(contentListPaths.applications, { searchParams: status ? { status } : {} }));
export const decideApplication = (id: number, verdict: ApplicationVerdict, reason: string, amount?: number) =>
  call(opsApplicationListSchema, api().post(`/ops/promotion-applications/${id}/${verdict}`, { json: { reason, ...(amount === undefined ? {} : { amount }) } }));

export const getMissions = () => call(opsMissionListSchema, api().get(contentListPaths.missions));
export const createMission = (input: OpsMissionCreate) => call(opsMissionSchema, api().post('/ops/missions', { json: input }));
export const enableMission = (id: number, enabled: boolean, reason: string) =>
  call(opsMissionSchema, api().put(`/ops/missions/${id}/enabled`, { json: { enabled, reason } }));

export const getVipRanks = () => call(opsVipRankListSchema, api().get(contentListPaths.vipRanks));
export const saveVipRank = (level: number, input: OpsVipRankChange) => call(opsVipRankSchema, api().put(`/ops/vip/ranks/${level}`, { json: input }));

export const getNotices = () => call(z.array(opsNoticeSchema), api().get(contentListPaths.notices));
export const createNotice = (input: OpsNoticePayload) => call(opsNoticeSchema, api().post(inboxOpsPaths.notices, { json: input }));
export const updateNotice = (id: number, input: OpsNoticePayload) =>
  call(opsNoticeSchema, api().put(inboxOpsPaths.notice.replace(':id', String(id)), { json: input }));
/** The HTML as the server's sanitizer leaves it: what members will see, nothing stored. */
export const previewNotice = (content: string) => call(opsNoticePreviewSchema, api().post(inboxOpsPaths.noticePreview, { json: { content } }));

/** One message to a member, a team, a VIP rank or everyone; answers how many members it reached. */
export const sendMessage = (input: OpsMessagePayload) => call(opsMessageValueSchema, api().post(inboxOpsPaths.messages, { json: input }));

export const getCsChannels = () => call(z.array(opsCsChannelSchema), api().get(contentListPaths.csChannels));
export const saveCsChannel = (id: number | null, input: OpsCsChannelPayload) =>
  call(
    opsCsChannelSchema,
    id === null ? api().post(inboxOpsPaths.csChannels, { json: input }) : api().put(inboxOpsPaths.csChannel.replace(':id', String(id)), { json: input }),
  );

export const getRewards = () => call(opsRewardListSchema, api().get(contentListPaths.rewards));
/** A new item with its first stock, or an item's fields changed (its stock stays as restocks and redemptions left it). */
export const saveReward = (id: number | null, input: OpsRewardCreate | OpsRewardUpdate) =>
  call(opsRewardSchema, id === null ? api().post('/ops/points/rewards', { json: input }) : api().put(`/ops/points/rewards/${id}`, { json: input }));
export const restockReward = (id: number, quantity: number, reason: string) =>
  call(opsRewardSchema, api().post(`/ops/points/rewards/${id}/restock`, { json: { quantity, reason } }));
export const getRedemptions = (status: RedemptionStatus) =>
  call(opsRedemptionListSchema, api().get(contentListPaths.redemptions, { searchParams: { status } }));
export const decideRedemption = (id: number, verdict: (typeof redemptionVerdicts)[number], reason: string) =>
  call(opsRedemptionSchema, api().post(`/ops/points/redemptions/${id}/${verdict}`, { json: { reason } }));
