import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ContractEventAction, ContractKind } from '../../../src/contract/contracts.ts';
import type { Db } from '../../db/index.ts';
import { agentContract, contractEvent } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';

export type Contract = typeof agentContract.$inferSelect;
export type ContractEvent = typeof contractEvent.$inferSelect;

/** The contract, locked for the rest of the transaction. */
export async function lockContract(tx: Tx, id: number): Promise<Contract | undefined> {
  const [row] = await tx.select().from(agentContract).where(eq(agentContract.id, id)).for('update');
  return row;
}

/** The holder's valid contract of a kind, if any. */
export async function validContract(db: Db | Tx, holderId: number, kind: ContractKind): Promise<Contract | undefined> {
  const [row] = await db
    .select()
    .from(agentContract)
    .where(and(eq(agentContract.holderId, holderId), eq(agentContract.kind, kind), eq(agentContract.status, 'V')));
  return row;
}

/** Contracts the agent gave its downline that still stand (valid or waiting to be signed). */
export function givenContracts(db: Db | Tx, offererId: number, kind: ContractKind): Promise<Contract[]> {
  return db
    .select()
    .from(agentContract)
    .where(and(eq(agentContract.offererId, offererId), eq(agentContract.kind, kind), inArray(agentContract.status, ['P', 'E', 'V'])));
}

export async function addEvent(db: Db | Tx, event: { contractId: number; actor: string; action: ContractEventAction; note?: string; at: Date }): Promise<void> {
  await db.insert(contractEvent).values({ ...event, note: event.note ?? '' });
}

/** Ends a contract (valid or pending) with its reason in its history, unless it already ended. */
export async function endContract(tx: Tx, contract: Contract, end: { status: 'R' | 'C' | 'X'; actor: string; reason: string; at: Date }): Promise<boolean> {
  const ended = await tx
    .update(agentContract)
    .set({ status: end.status, endedAt: end.at, endReason: end.reason, terminationBy: null })
    .where(and(eq(agentContract.id, contract.id), inArray(agentContract.status, ['P', 'E', 'V'])))
    .returning({ id: agentContract.id });
  if (ended.length === 0) return false;
  await addEvent(tx, {
    contractId: contract.id,
    actor: end.actor,
    action: end.status === 'R' ? 'rejected' : end.status === 'X' ? 'withdrawn' : 'ended',
    note: end.reason,
    at: end.at,
  });
  return true;
}

export function eventsOf(db: Db, ids: number[]): Promise<ContractEvent[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(contractEvent).where(inArray(contractEvent.contractId, ids)).orderBy(asc(contractEvent.id));
}

/** Valid contracts of a kind at a moment: signed before it and not ended by it. */
export const validAt = (kind: ContractKind, moment: Date) =>
  and(
    eq(agentContract.kind, kind),
    sql`${agentContract.signedAt} < ${moment.toISOString()}::timestamptz`,
    sql`(${agentContract.endedAt} is null or ${agentContract.endedAt} >= ${moment.toISOString()}::timestamptz)`,
    inArray(agentContract.status, ['V', 'C']),
  );

export const platformGranted = () => isNull(agentContract.offererId);
