import { z } from 'zod';
import { watchListSchema } from '../../../contract/protection.ts';
import { api, call } from '../../../lib/api/client.ts';

/** The risk desk's calls on player protection (permission `protection`): the watch list and ending a permanent exclusion. */
export const watchListPath = '/ops/protection/members';
export const getWatchList = () => call(watchListSchema, api().get(watchListPath));
export const endExclusion = (id: number, reason: string) => call(z.literal(true), api().post(`/ops/members/${id}/exclusion/end`, { json: { reason } }));
