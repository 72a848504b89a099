import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { firstTierAbove } from '../../../src/contract/contract-terms.ts';
import type { ContractAction, ContractKind } from '../../../src/contract/contracts.ts';
import { agentContract } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { Tx } from '../ledger/types.ts';
import type { Member } from '../members/repository.ts';
import { recordAction } from '../payments/support.ts';
import { notifyAutomaticEnd } from './ended-messages.ts';
import { lockHolder } from './offer.ts';
import { addEvent, endContract, givenContracts, lockContract, validContract, type Contract } from './repository.ts';
import { contractNotes } from '../../../src/contract/contract-notes.ts';

/** Which kinds each process endpoint answers for. */
export const processKinds = { dividend: ['dividend'], daily: ['daily'], hourly: ['hourly'] } as const satisfies Record<string, readonly ContractKind[]>;
export type ProcessGroup = keyof typeof processKinds;

interface Request {
  group: ProcessGroup;
  id: number;
  action: ContractAction;
  confirmHigherRate: boolean;
}

/**
 * The specification's table (SPEC §4): on an offer (P, or a re-offered dividend E) the holder signs
 * (A) or rejects (R), and the offerer may withdraw it (R). On a valid contract either side asks to
 * terminate (C); the other side confirms (C; for hourly contracts R) or refuses (A); the asker may
 * take the request back (A). Anything else is a conflict.
 */
export async function processContract(app: FastifyInstance, me: Member, request: Request): Promise<void> {
  const now = app.clock.now();
  const actor = `agent:${me.username}`;
  await app.db.transaction(async (tx) => {
    const [found] = await tx.select({ holderId: agentContract.holderId }).from(agentContract).where(eq(agentContract.id, request.id));
    if (found) await lockHolder(tx, found.holderId);
    const contract = found ? await lockContract(tx, request.id) : undefined;
    const kinds: readonly ContractKind[] = processKinds[request.group];
    if (!contract || !kinds.includes(contract.kind) || (contract.holderId !== me.id && contract.offererId !== me.id)) throw new AppError('NOT_FOUND');
    const isHolder = contract.holderId === me.id;

    if (contract.status === 'P' || contract.status === 'E') {
      if (isHolder && request.action === 'A') return sign(tx, contract, { actor, now, confirmHigherRate: request.confirmHigherRate });
      if (request.action === 'R') {
        await endContract(tx, contract, {
          status: isHolder ? 'R' : 'X',
          actor,
          reason: isHolder ? contractNotes.rejected() : contractNotes.withdrawn(),
          at: now,
        });
        return;
      }
      throw new AppError('CONFLICT');
    }
    if (contract.status !== 'V' || contract.offererId === null) throw new AppError('CONFLICT');

    const confirms = request.action === 'C' || (request.group === 'hourly' && request.action === 'R');
    if (contract.terminationBy === null) {
      if (request.action !== 'C') throw new AppError('CONFLICT');
      await tx.update(agentContract).set({ terminationBy: me.id }).where(eq(agentContract.id, contract.id));
      await addEvent(tx, { contractId: contract.id, actor, action: 'termination-asked', at: now });
    } else if (contract.terminationBy === me.id) {
      if (request.action !== 'A') throw new AppError('CONFLICT');
      await tx.update(agentContract).set({ terminationBy: null }).where(eq(agentContract.id, contract.id));
      await addEvent(tx, { contractId: contract.id, actor, action: 'termination-withdrawn', at: now });
    } else if (confirms) {
      await endContract(tx, contract, { status: 'C', actor, reason: contractNotes.terminated(), at: now });
    } else if (request.action === 'A') {
      await tx.update(agentContract).set({ terminationBy: null }).where(eq(agentContract.id, contract.id));
      await addEvent(tx, { contractId: contract.id, actor, action: 'termination-refused', at: now });
    } else {
      throw new AppError('CONFLICT');
    }
  });
}

/**
 * Signs an offer. The offer must still fit the offerer's own contract; the signer's previous valid
 * contract of the kind ends; and the signer's own downline contracts that pay more than the new one
 * end too (after the signer confirmed the higher-rate warning), audited and in their history.
 */
async function sign(tx: Tx, contract: Contract, { actor, now, confirmHigherRate }: { actor: string; now: Date; confirmHigherRate: boolean }): Promise<void> {
  if (contract.offererId !== null) {
    const offerers = await validContract(tx, contract.offererId, contract.kind);
    if (!offerers || firstTierAbove(contract.tiers, offerers.tiers) !== null) throw new AppError('RATE_ABOVE_OWN');
  }
  const given = await givenContracts(tx, contract.holderId, contract.kind);
  const higher = given.filter((other) => firstTierAbove(other.tiers, contract.tiers) !== null);
  if (higher.length > 0 && !confirmHigherRate) throw new AppError('HIGHER_RATE');

  const previous = await validContract(tx, contract.holderId, contract.kind);
  if (previous) await endContract(tx, previous, { status: 'C', actor, reason: contractNotes.replacedBy(contract.id), at: now });
  await tx.update(agentContract).set({ status: 'V', signedAt: now, terminationBy: null }).where(eq(agentContract.id, contract.id));
  await addEvent(tx, { contractId: contract.id, actor, action: 'signed', at: now });

  for (const other of higher) {
    const reason = contractNotes.higherRate(contract.id);
    const ended = await endContract(tx, other, { status: other.status === 'V' ? 'C' : 'X', actor: 'system', reason, at: now });
    if (!ended) continue;
    await notifyAutomaticEnd(tx, other, 'higherRate', now);
    await recordAction(tx, {
      actor,
      action: 'contract.end-higher-rate',
      target: `contract:${other.id}`,
      before: { status: other.status, tiers: other.tiers },
      after: { status: other.status === 'V' ? 'C' : 'X' },
      reason,
    });
  }
}
