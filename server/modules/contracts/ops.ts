import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agentCenterTypes } from '../../../src/contract/auth.ts';
import { toAmount } from '../../../src/contract/money.ts';
import type { ContractKind, OpsGrantPayload, OpsSettlement } from '../../../src/contract/contracts.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { agentContract, member } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { findMemberByUsername } from '../members/repository.ts';
import { recordAction } from '../payments/support.ts';
import { checkTerms, lockHolder } from './offer.ts';
import { periodRefusal } from './period-refusal.ts';
import { lastClosed, periodFrom, unitOf, type Period } from './periods.ts';
import { addEvent, endContract, lockContract, validContract } from './repository.ts';
import { computeSettlement, runSettlement, type SettledItem } from './settle.ts';
import { contractItems } from './view.ts';

interface Actor {
  actor: string;
  reason: string;
}

/** GET /ops/contracts: newest first, by status, kind or holder. */
export function listContracts(app: FastifyInstance, filter: { status?: (typeof agentContract.$inferSelect)['status']; kind?: ContractKind; holder?: string }) {
  return contractItems(
    app.db,
    and(
      filter.status ? eq(agentContract.status, filter.status) : undefined,
      filter.kind ? eq(agentContract.kind, filter.kind) : undefined,
      filter.holder
        ? sql`${agentContract.holderId} = (select ${member.id} from ${member} where lower(${member.username}) = lower(${filter.holder}))`
        : undefined,
    ),
    500,
  );
}

/** POST /ops/contracts/:id/end: the operator ends a valid or pending contract, audited and in its history. */
export async function endByOperator(app: FastifyInstance, id: number, { actor, reason }: Actor): Promise<number> {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const contract = await lockContract(tx, id);
    if (!contract) throw new AppError('NOT_FOUND');
    const status = contract.status === 'V' ? 'C' : 'X';
    if (!(await endContract(tx, contract, { status, actor: `ops:${actor}`, reason, at: now }))) throw new AppError('CONFLICT');
    await recordAction(tx, { actor, action: 'contract.end', target: `contract:${id}`, before: { status: contract.status }, after: { status }, reason });
  });
  return id;
}

/**
 * POST /ops/contracts/grant: the platform's contract with a top agent, valid at once (there is no
 * one above to sign with). It replaces the agent's valid contract of the kind.
 */
export async function grantContract(app: FastifyInstance, payload: OpsGrantPayload & { actor: string }, locale: Locale): Promise<number> {
  const found = await findMemberByUsername(app.db, payload.username);
  if (!found) throw new AppError('NOT_FOUND');
  if (!(agentCenterTypes as readonly number[]).includes(found.type)) throw new AppError('FORBIDDEN');
  checkTerms(payload.kind, payload.tiers, null, locale);
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    await lockHolder(tx, found.id);
    const previous = await validContract(tx, found.id, payload.kind);
    if (previous) await endContract(tx, previous, { status: 'C', actor: `ops:${payload.actor}`, reason: payload.reason, at: now });
    const [created] = await tx
      .insert(agentContract)
      .values({ kind: payload.kind, offererId: null, holderId: found.id, status: 'V', tiers: payload.tiers, offeredAt: now, signedAt: now })
      .returning({ id: agentContract.id });
    if (!created) throw new Error('granted contract was not written');
    await addEvent(tx, { contractId: created.id, actor: `ops:${payload.actor}`, action: 'granted', note: payload.reason, at: now });
    await recordAction(tx, {
      actor: payload.actor,
      action: 'contract.grant',
      target: `member:${found.username}`,
      before: previous ? { contract: previous.id } : null,
      after: { contract: created.id, kind: payload.kind, tiers: payload.tiers },
      reason: payload.reason,
    });
    return created.id;
  });
}

/** The period the operator names, or the last closed one; an open period cannot be settled yet. */
export async function operatorPeriod(app: FastifyInstance, kind: ContractKind, label: string | undefined, locale: Locale): Promise<Period> {
  const { dividendPeriod } = await app.settings.get('contracts');
  const unit = unitOf(kind, dividendPeriod);
  const now = app.clock.now();
  const period = label ? periodFrom(kind, unit, label, app.config.TIME_ZONE) : lastClosed(kind, unit, now, app.config.TIME_ZONE);
  if (!period || period.end.getTime() > now.getTime()) throw periodRefusal(kind, label, period, app.config.TIME_ZONE, locale);
  return period;
}

const wireItems = (period: Period, items: SettledItem[]) =>
  items.map((item) => ({
    contractId: item.contractId,
    kind: period.kind,
    holder: item.holder,
    period: period.label,
    from: period.start.toISOString(),
    to: period.end.toISOString(),
    figures: item.figures,
    amount: toAmount(item.amount),
  }));

function answer(period: Period, items: SettledItem[], ran: boolean, alreadySettled: boolean): OpsSettlement {
  return {
    kind: period.kind,
    period: period.label,
    from: period.start.toISOString(),
    to: period.end.toISOString(),
    ran,
    alreadySettled,
    items: wireItems(period, items),
    total: toAmount(items.reduce((sum, item) => sum + item.amount, 0n)),
  };
}

/** POST /ops/settlements/preview: what a run would pay now, paying nothing. */
export async function previewSettlement(app: FastifyInstance, period: Period): Promise<OpsSettlement> {
  const settings = await app.settings.get('contracts');
  const items = await app.db.transaction((tx) => computeSettlement(app, tx, period, settings));
  return answer(period, items, false, false);
}

/** POST /ops/settlements/run: settles the period now (waiting for a scheduler already on it); a settled period pays nothing again. */
export async function runByOperator(app: FastifyInstance, period: Period, { actor, reason }: Actor): Promise<OpsSettlement> {
  const outcome = await runSettlement(app, period, { wait: true });
  if (outcome.ran) {
    await app.db.transaction((tx) =>
      recordAction(tx, {
        actor,
        action: 'settlement.run',
        target: `${period.kind}:${period.key}`,
        before: null,
        after: { contracts: outcome.items.length, paid: toAmount(outcome.items.reduce((sum, item) => sum + item.amount, 0n)) },
        reason,
      }),
    );
  }
  return answer(period, outcome.items, outcome.ran, outcome.alreadySettled);
}
