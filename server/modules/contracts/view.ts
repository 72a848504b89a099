import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { firstTierAbove } from '../../../src/contract/contract-terms.ts';
import type { ContractItem, ContractKind, ContractStatus } from '../../../src/contract/contracts.ts';
import type { Db } from '../../db/index.ts';
import { agentContract, member } from '../../db/schema.ts';
import { eventsOf, type Contract } from './repository.ts';

const offerer = alias(member, 'offerer');
const holder = alias(member, 'holder');

/**
 * Whether the holder has given its own downline a standing contract of the kind that this one does
 * not cover: signing it would end those (SPEC §3 downlineHigherRate).
 */
export function higherRateIn(contract: Pick<Contract, 'tiers'>, given: readonly Pick<Contract, 'tiers'>[]): 'Y' | 'N' {
  return given.some((other) => firstTierAbove(other.tiers, contract.tiers) !== null) ? 'Y' : 'N';
}

/** Contracts matching `where`, newest first, as the wire shows them (history and the higher-rate flag included). */
export async function contractItems(db: Db, where: SQL | undefined, limit = 200): Promise<ContractItem[]> {
  const rows = await db
    .select({ contract: agentContract, offerer: offerer.username, holder: holder.username })
    .from(agentContract)
    .innerJoin(holder, eq(holder.id, agentContract.holderId))
    .leftJoin(offerer, eq(offerer.id, agentContract.offererId))
    .where(where)
    .orderBy(desc(agentContract.id))
    .limit(limit);
  const contracts = rows.map((row) => row.contract);
  const [events, given] = await Promise.all([
    eventsOf(
      db,
      contracts.map((row) => row.id),
    ),
    givenBy(db, contracts),
  ]);
  return rows.map(({ contract, offerer: offererName, holder: holderName }) => ({
    id: contract.id,
    kind: contract.kind,
    status: contract.status,
    offerer: offererName,
    holder: holderName,
    holderId: contract.holderId,
    tiers: contract.tiers,
    downlineHigherRate: higherRateIn(
      contract,
      given.filter((other) => other.offererId === contract.holderId && other.kind === contract.kind),
    ),
    terminationBy: contract.terminationBy === null ? null : contract.terminationBy === contract.holderId ? 'holder' : 'offerer',
    offeredAt: contract.offeredAt.toISOString(),
    signedAt: contract.signedAt?.toISOString() ?? null,
    endedAt: contract.endedAt?.toISOString() ?? null,
    endReason: contract.endReason,
    history: events
      .filter((event) => event.contractId === contract.id)
      .map((event) => ({ at: event.at.toISOString(), actor: event.actor, action: event.action, note: event.note })),
  }));
}

/** The standing contracts the holders of `contracts` gave their own downline. */
function givenBy(db: Db, contracts: Contract[]): Promise<Contract[]> {
  const holders = [...new Set(contracts.map((row) => row.holderId))];
  if (holders.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(agentContract)
    .where(and(inArray(agentContract.offererId, holders), inArray(agentContract.status, ['P', 'E', 'V'])));
}

/** Contracts offered to or held by the agent (mine), or offered by it (downline). */
export function contractsOf(
  db: Db,
  agentId: number,
  scope: 'mine' | 'downline',
  filter: { kind?: ContractKind; statuses?: ContractStatus[] } = {},
): Promise<ContractItem[]> {
  return contractItems(
    db,
    and(
      scope === 'mine' ? eq(agentContract.holderId, agentId) : eq(agentContract.offererId, agentId),
      filter.kind ? eq(agentContract.kind, filter.kind) : undefined,
      filter.statuses ? inArray(agentContract.status, filter.statuses) : undefined,
    ),
  );
}

/** A standing contract the agent is a party to: pending or valid, offered by or to it. */
export const partyTo = (agentId: number) => or(eq(agentContract.holderId, agentId), eq(agentContract.offererId, agentId));
