import {
  exclusionPayloadSchema,
  exclusionSchema,
  limitListSchema,
  protectionPaths,
  realityCheckSchema,
  realityCheckStatusSchema,
  recallSchema,
  type ExclusionPayload,
  type LimitChange,
} from '../../contract/protection.ts';
import { api, call } from './client.ts';
import { sealed } from './sealed.ts';

/** The responsible-gaming calls (src/contract/protection.ts); the exclusion carries the payment password, sealed. */

export const getLimits = () => call(limitListSchema, api().get(protectionPaths.limits));
export const putLimit = (change: LimitChange) => call(limitListSchema, api().put(protectionPaths.limits, { json: change }));
export const postExclusion = async (payload: ExclusionPayload) =>
  call(exclusionSchema, api().post(protectionPaths.exclusion, { json: await sealed(exclusionPayloadSchema, payload) }));
export const getRealityCheck = () => call(realityCheckStatusSchema, api().get(protectionPaths.realityCheck));
export const putRealityCheck = (minutes: number) => call(realityCheckSchema, api().put(protectionPaths.realityCheck, { json: { minutes } }));
export const getRecall = (gameId: string) => call(recallSchema, api().get(protectionPaths.recall, { searchParams: { gameId, limit: 10 } }));
