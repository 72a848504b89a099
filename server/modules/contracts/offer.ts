import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agentCenterTypes } from '../../../src/contract/auth.ts';
import { firstTierAbove, termsProblem, tiersOf } from '../../../src/contract/contract-terms.ts';
import type { ContractKind, OfferPayload, Tier } from '../../../src/contract/contracts.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { agentContract, member } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { Tx } from '../ledger/types.ts';
import { memberRowLock } from '../members/lock.ts';
import type { Member } from '../members/repository.ts';
import { levelInTeam } from '../agents/team.ts';
import { addEvent, validContract } from './repository.ts';
import { contractNotes } from '../../../src/contract/contract-notes.ts';

/** The holder's row, locked: every change to a holder's contracts is made one at a time. */
export async function lockHolder(tx: Tx, holderId: number): Promise<{ id: number; type: number; username: string } | undefined> {
  const [row] = await tx.select({ id: member.id, type: member.type, username: member.username }).from(member).where(eq(member.id, holderId)).for(memberRowLock);
  return row;
}

/** Refuses tiers that do not climb, mix rate types, or pay more than the offerer's own contract. */
export function checkTerms(kind: ContractKind, tiers: readonly Tier[], own: readonly Tier[] | null, locale: Locale): void {
  const t = translator(locale);
  const problem = termsProblem(kind, tiers);
  if (problem) throw new AppError('VALIDATION_FAILED', { fields: { [`tiers.${problem.tier}`]: t(`agentCenter.contracts.problem.${problem.problem}`) } });
  if (own === null) return;
  const above = firstTierAbove(tiers, own);
  if (above !== null) throw new AppError('RATE_ABOVE_OWN', { fields: { [`tiers.${above}`]: t('agentCenter.contracts.problem.above') } });
}

/**
 * POST /wps/agent/contracts: an offer to a direct downline agent, checked against the offerer's own
 * valid contract of the kind. It replaces an offer still waiting; a dividend offered to a holder of a
 * valid dividend is a re-offer (E) that replaces that contract once signed.
 */
export async function offerContract(app: FastifyInstance, me: Member, offer: OfferPayload, locale: Locale): Promise<number> {
  const tiers = tiersOf(offer);
  const now = app.clock.now();
  const actor = `agent:${me.username}`;
  return app.db.transaction(async (tx) => {
    const level = await levelInTeam(tx, me.id, offer.downlineId);
    if (level === null) throw new AppError('NOT_FOUND');
    const holder = await lockHolder(tx, offer.downlineId);
    if (!holder || level !== 1 || !(agentCenterTypes as readonly number[]).includes(holder.type)) throw new AppError('FORBIDDEN');
    const own = await validContract(tx, me.id, offer.kind);
    if (!own) throw new AppError('RATE_ABOVE_OWN');
    checkTerms(offer.kind, tiers, own.tiers, locale);

    const waiting = await tx
      .update(agentContract)
      .set({ status: 'X', endedAt: now, endReason: 'replaced by a new offer' })
      .where(and(eq(agentContract.holderId, holder.id), eq(agentContract.kind, offer.kind), inArray(agentContract.status, ['P', 'E'])))
      .returning({ id: agentContract.id });
    for (const row of waiting) await addEvent(tx, { contractId: row.id, actor, action: 'replaced', note: contractNotes.newOffer(), at: now });
    const holding = await validContract(tx, holder.id, offer.kind);
    const [created] = await tx
      .insert(agentContract)
      .values({ kind: offer.kind, offererId: me.id, holderId: holder.id, status: offer.kind === 'dividend' && holding ? 'E' : 'P', tiers, offeredAt: now })
      .returning({ id: agentContract.id });
    if (!created) throw new Error('contract offer was not written');
    await addEvent(tx, { contractId: created.id, actor, action: 'offered', at: now });
    return created.id;
  });
}
