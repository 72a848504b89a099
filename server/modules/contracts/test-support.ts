import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  contractItemSchema,
  contractOpsPaths,
  contractPaths,
  type ContractKind,
  type HeldKind,
  type OfferPayload,
  type Tier,
} from '../../../src/contract/contracts.ts';
import { offerFor } from '../../../src/contract/contract-terms.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { toMinorUnits } from '../../../src/contract/money.ts';
import { betRecord } from '../../db/schema.ts';
import { ops } from '../payments/test-support.ts';
import type { SignedIn } from '../wallet/test-support.ts';

/** Percentage tiers on valid bet (salaries) or net loss (dividends), from [minimumBet, activeMember, rate] rows. */
export const pTiers = (...rows: [number, number, number][]): Tier[] =>
  rows.map(([minimumBet, activeMember, rate]) => ({ minimumBet, netLoss: 0, activeMember, rateType: 'P', rate }));

/** The platform's contract for a top agent, valid at once. */
export async function grant(app: FastifyInstance, username: string, kind: ContractKind, tiers: Tier[]): Promise<number> {
  const response = await ops(app, 'POST', contractOpsPaths.grant, { username, kind, tiers, reason: 'test contract' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { value: { id: number } }).value.id;
}

export const offerOf = offerFor;

export function postOffer(app: FastifyInstance, from: SignedIn, payload: OfferPayload) {
  return app.inject({ method: 'POST', url: contractPaths.contracts, headers: from.headers, payload });
}

/** An offer that must succeed: its id. */
export async function offer(app: FastifyInstance, from: SignedIn, to: SignedIn, kind: HeldKind, tiers: Tier[]): Promise<number> {
  const response = await postOffer(app, from, offerOf(kind, to.member.id, tiers));
  expect(response.statusCode, response.body).toBe(200);
  return successSchema(contractItemSchema).parse(response.json()).value.id;
}

const processPath: Record<ContractKind, string> = {
  dividend: contractPaths.dividendProcess,
  daily: contractPaths.dailyProcess,
  hourly: contractPaths.hourlyProcess,
  realtime: contractPaths.hourlyProcess,
};
/** The specification's payload of each process endpoint. */
export function processBody(kind: ContractKind, id: number, status: 'A' | 'R' | 'C', confirmHigherRate?: boolean) {
  const key = kind === 'dividend' ? 'type' : kind === 'daily' ? 'id' : 'contractId';
  return { [key]: id, status, ...(confirmHigherRate === undefined ? {} : { confirmHigherRate }) };
}
export function act(app: FastifyInstance, who: SignedIn, kind: ContractKind, id: number, status: 'A' | 'R' | 'C', confirmHigherRate?: boolean) {
  return app.inject({ method: 'POST', url: processPath[kind], headers: who.headers, payload: processBody(kind, id, status, confirmHigherRate) });
}

/**
 * A settled bet of the team's betting record (stake and payout in major units), as the seamless wallet
 * leaves it; `category` is the catalogue's category id.
 */
export async function settledBet(app: FastifyInstance, memberId: number, stake: number, payout: number, settledAt: Date, category = 'RNG'): Promise<void> {
  await app.db.insert(betRecord).values({
    memberId,
    vendor: 'HOUSE',
    gameVendor: 'HOUSE_SLOT',
    category,
    gameCode: 'house-slot',
    roundId: randomUUID(),
    txId: randomUUID(),
    stake: toMinorUnits(stake),
    payout: toMinorUnits(payout),
    status: payout > 0 ? 'won' : 'lost',
    playMoney: false,
    placedAt: settledAt,
    settledAt,
  });
}
