import { eq } from 'drizzle-orm';
import type { HeldKind, Tier } from '../../src/contract/contracts.ts';
import type { Db } from './index.ts';
import { agentContract, contractEvent } from './schema.ts';
import { findMemberByUsername } from '../modules/members/repository.ts';
import { contractNotes } from '../../src/contract/contract-notes.ts';

const p = (minimumBet: number, activeMember: number, rate: number, netLoss = 0): Tier => ({ minimumBet, netLoss, activeMember, rateType: 'P', rate });

/** The platform's demo contracts with agent1, so it can offer its downline contracts of every kind. */
export const demoContracts: Record<HeldKind, Tier[]> = {
  dividend: [p(0, 0, 0.3), p(10_000, 5, 0.4, 5_000)],
  daily: [p(0, 0, 0.01), p(5_000, 3, 0.015)],
  hourly: [p(0, 0, 0.005), p(1_000, 2, 0.008)],
};

/** Grants agent1 the demo contracts when it holds none yet. */
export async function seedDemoContracts(db: Db, now: Date): Promise<number> {
  const agent = await findMemberByUsername(db, 'agent1');
  if (!agent) return 0;
  const held = await db.select({ id: agentContract.id }).from(agentContract).where(eq(agentContract.holderId, agent.id)).limit(1);
  if (held.length > 0) return 0;
  for (const [kind, tiers] of Object.entries(demoContracts) as [HeldKind, Tier[]][]) {
    const [row] = await db
      .insert(agentContract)
      .values({ kind, holderId: agent.id, status: 'V', tiers, offeredAt: now, signedAt: now })
      .returning({ id: agentContract.id });
    if (row) await db.insert(contractEvent).values({ contractId: row.id, actor: 'seed', action: 'granted', note: contractNotes.demo(), at: now });
  }
  return Object.keys(demoContracts).length;
}
