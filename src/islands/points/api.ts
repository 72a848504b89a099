import {
  convertPayloadSchema,
  convertValueSchema,
  pointsBalanceSchema,
  pointsConfigSchema,
  pointsEntryPageSchema,
  pointsPaths,
  redeemPayloadSchema,
  redemptionPageSchema,
  redemptionSchema,
  rewardListSchema,
  type ConvertPayload,
  type RedeemPayload,
} from '../../contract/points.ts';
import { api, call } from '../../lib/api/client.ts';
import { sealed } from '../../lib/api/sealed.ts';

/** The points mall's calls, one per endpoint; redeem and convert carry the payment password sealed ({ jwe }). */
export const historyPageSize = 10;

export const getPointsBalance = () => call(pointsBalanceSchema, api().get(pointsPaths.balance));
export const getPointsConfig = () => call(pointsConfigSchema, api().get(pointsPaths.config));
export const getRewards = () => call(rewardListSchema, api().get(pointsPaths.rewards));
export const redeemReward = async (payload: RedeemPayload) =>
  call(redemptionSchema, api().post(pointsPaths.redeem, { json: await sealed(redeemPayloadSchema, payload) }));
export const convertPoints = async (payload: ConvertPayload) =>
  call(convertValueSchema, api().post(pointsPaths.convert, { json: await sealed(convertPayloadSchema, payload) }));
export const getRedemptions = (page: number) =>
  call(redemptionPageSchema, api().get(pointsPaths.redemptions, { searchParams: { page, pageSize: historyPageSize } }));
export const getPointsRecord = (page: number) =>
  call(pointsEntryPageSchema, api().get(pointsPaths.transactions, { searchParams: { page, pageSize: historyPageSize } }));
