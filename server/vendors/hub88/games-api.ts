import {
  hub88GameListSchema,
  hub88GamesPaths,
  hub88GameUrlAnswerSchema,
  hub88SignatureHeader,
  type Hub88Game,
  type Hub88GameUrlRequest,
} from '../../../src/contract/hub88.ts';
import type { Hub88Setup } from './setup.ts';
import { signBody } from './signing.ts';

/** How long a Games API call may take: a launch waits on it. */
const timeoutMs = 10_000;

export class Hub88ApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Hub88ApiError';
  }
}

/** One signed POST to the Games API: the body signed with our private key, the answer JSON. */
async function call(setup: Hub88Setup, path: string, body: object): Promise<unknown> {
  const payload = JSON.stringify(body);
  let response: Response;
  try {
    response = await fetch(`${setup.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [hub88SignatureHeader]: signBody(setup.keys.ours, payload) },
      body: payload,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new Hub88ApiError(`Hub88 ${path} did not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text();
  if (!response.ok) throw new Hub88ApiError(`Hub88 ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new Hub88ApiError(`Hub88 ${path} answered no JSON`);
  }
}

/** POST /operator/generic/v2/game/list: every game the operator may offer. */
export async function fetchGameList(setup: Hub88Setup): Promise<Hub88Game[]> {
  const parsed = hub88GameListSchema.safeParse(await call(setup, hub88GamesPaths.list, { operator_id: setup.operatorId }));
  if (!parsed.success) throw new Hub88ApiError(`Hub88 game list is not as documented: ${parsed.error.message}`);
  return parsed.data;
}

/** POST /operator/generic/v2/game/url: where to send the player (real money, or DEMO with currency XXX). */
export async function fetchGameUrl(setup: Hub88Setup, request: Omit<Hub88GameUrlRequest, 'operator_id' | 'country'>): Promise<string> {
  const body = { ...request, operator_id: setup.operatorId, country: setup.country, ...(setup.subPartnerId ? { sub_partner_id: setup.subPartnerId } : {}) };
  const parsed = hub88GameUrlAnswerSchema.safeParse(await call(setup, hub88GamesPaths.url, body));
  if (!parsed.success) throw new Hub88ApiError('Hub88 game URL answer has no url');
  return parsed.data.url;
}
