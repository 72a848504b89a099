import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toAmount, toMinorUnits } from '../../../src/contract/money.ts';
import type { DepositPayload, DepositRequest, DepositStatus, OpsDecision, OpsDeposit, PageQuery } from '../../../src/contract/payments.ts';
import { translator } from '../../../src/i18n/translate.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Db } from '../../db/index.ts';
import { depositChannel, depositRequest, member } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { notifyPayment } from '../inbox/payment-messages.ts';
import type { Tx } from '../ledger/types.ts';
import { refusalOf } from '../protection/enforce.ts';
import { mainCode, memberAccount, systemAccount } from '../wallet/accounts.ts';
import { checkChannelAmount } from './channels.ts';
import { currencyCode, iso, move, recordAction } from './support.ts';
import type { UploadedImage } from '../uploads/form.ts';
import { appendAudit } from '../protection/audit.ts';
import { checkOptIn, creditDepositBonus, type CreditContext } from '../promotions/deposit-bonus.ts';

export type DepositRow = typeof depositRequest.$inferSelect;

const columns = {
  id: depositRequest.id,
  memberId: depositRequest.memberId,
  username: member.username,
  source: depositRequest.source,
  channelId: depositRequest.channelId,
  channelName: depositChannel.name,
  amount: depositRequest.amount,
  reference: depositRequest.reference,
  status: depositRequest.status,
  receiptType: depositRequest.receiptType,
  rejectReason: depositRequest.rejectReason,
  decidedBy: depositRequest.decidedBy,
  createdAt: depositRequest.createdAt,
  decidedAt: depositRequest.decidedAt,
  bonusPromotionId: depositRequest.bonusPromotionId,
};

function select(executor: Db | Tx) {
  return executor
    .select(columns)
    .from(depositRequest)
    .innerJoin(member, eq(member.id, depositRequest.memberId))
    .leftJoin(depositChannel, eq(depositChannel.id, depositRequest.channelId));
}
type Listed = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function memberView(row: Listed): DepositRequest {
  return {
    id: row.id,
    source: row.source,
    channelId: row.channelId,
    channelName: row.channelName ?? '',
    amount: toAmount(row.amount),
    reference: row.reference,
    status: row.status,
    hasReceipt: row.receiptType !== null,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    bonusPromotionId: row.bonusPromotionId,
  };
}

function opsView(row: Listed): OpsDeposit {
  return { ...memberView(row), memberId: row.memberId, username: row.username, decidedBy: row.decidedBy };
}

export async function depositById(executor: Db | Tx, id: number): Promise<OpsDeposit> {
  const [row] = await select(executor).where(eq(depositRequest.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return opsView(row);
}

/**
 * Files a pending deposit. The (member, idempotency key) pair is unique: a retry answers the first
 * request, and the same key with other details is 409, so a double click files one deposit.
 */
export async function fileDeposit(
  app: FastifyInstance,
  memberId: number,
  payload: DepositPayload,
  receipt: UploadedImage | undefined,
  locale: Locale,
): Promise<DepositRequest> {
  const t = translator(locale);
  const amount = toMinorUnits(payload.amount);
  const bonusPromotionId = payload.bonusPromotionId ?? null;
  const [filedBefore] = await app.db
    .select({ id: depositRequest.id })
    .from(depositRequest)
    .where(and(eq(depositRequest.memberId, memberId), eq(depositRequest.idempotencyKey, payload.idempotencyKey)));
  // A retry answers the first request as it was filed; a new opt-in is checked against the terms first (reads through app.db, so before the transaction).
  if (!filedBefore && bonusPromotionId !== null) await checkOptIn(app, memberId, bonusPromotionId, amount, locale);
  const id = await app.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(depositRequest)
      .where(and(eq(depositRequest.memberId, memberId), eq(depositRequest.idempotencyKey, payload.idempotencyKey)));
    if (existing) return sameDeposit(existing, payload, amount);
    const [channel] = await tx.select().from(depositChannel).where(eq(depositChannel.id, payload.channelId));
    // An online channel is paid on the gateway's checkout (POST /wps/payments/online), never by a slip.
    if (!channel || !channel.enabled || channel.kind === 'online')
      throw new AppError('RULE_BROKEN', { fields: { channelId: t('payments.channelUnavailable') } });
    checkChannelAmount(channel, amount, locale);
    const refusal = await refusalOf(tx, memberId, ['deposit'], amount, app.config.TIME_ZONE);
    if (refusal) throw new AppError(refusal.reason === 'excluded' ? 'SELF_EXCLUDED' : 'LIMIT_REACHED');
    const [row] = await tx
      .insert(depositRequest)
      .values({
        memberId,
        source: 'manual',
        channelId: channel.id,
        amount,
        reference: payload.reference,
        idempotencyKey: payload.idempotencyKey,
        receipt: receipt?.content ?? null,
        receiptType: receipt?.type ?? null,
        bonusPromotionId,
      })
      .onConflictDoNothing()
      .returning({ id: depositRequest.id });
    if (row) {
      await appendAudit(tx, {
        actor: `member:${memberId}`,
        kind: 'deposit.filed',
        subject: `member:${memberId}`,
        data: { depositId: row.id, amount: amount.toString() },
      });
      return row.id;
    }
    // A concurrent twin won the key between our read and our insert: answer as a retry would.
    const [twin] = await tx
      .select()
      .from(depositRequest)
      .where(and(eq(depositRequest.memberId, memberId), eq(depositRequest.idempotencyKey, payload.idempotencyKey)));
    if (!twin) throw new Error('deposit idempotency conflict without a row');
    return sameDeposit(twin, payload, amount);
  });
  return memberView((await select(app.db).where(eq(depositRequest.id, id)))[0] as Listed);
}

function sameDeposit(row: DepositRow, payload: DepositPayload, amount: bigint): number {
  if (
    row.channelId !== payload.channelId ||
    row.amount !== amount ||
    row.reference !== payload.reference ||
    row.bonusPromotionId !== (payload.bonusPromotionId ?? null)
  ) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
  return row.id;
}

export async function memberDeposits(db: Db, memberId: number, page: PageQuery) {
  const where = eq(depositRequest.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(desc(depositRequest.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(depositRequest).where(where),
  ]);
  return { items: rows.map(memberView), total: total?.total ?? 0, page: page.page, pageSize: page.pageSize };
}

export async function opsDeposits(db: Db, query: { status?: DepositStatus; limit: number }): Promise<OpsDeposit[]> {
  const rows = await select(db)
    .where(query.status ? eq(depositRequest.status, query.status) : undefined)
    .orderBy(desc(depositRequest.id))
    .limit(query.limit);
  return rows.map(opsView);
}

/** Credits the member's main wallet for a deposit row, keyed on the row so it can only ever happen once. */
export async function creditDeposit(tx: Tx, row: DepositRow, context: CreditContext): Promise<number> {
  const { currency } = context;
  const from = await systemAccount(tx, 'deposits', currency);
  const to = await memberAccount(tx, row.memberId, mainCode, currency);
  const posted = await move(tx, {
    kind: 'deposit',
    idempotencyKey: `deposit/${row.id}`,
    memberId: row.memberId,
    from,
    to,
    amount: row.amount,
    metadata: { depositId: row.id, remark: row.reference },
  });
  if (!posted.replayed) await creditDepositBonus(tx, row, context);
  return posted.transferId;
}

/**
 * Approves (credits) or rejects a pending deposit. The row is locked first, so of two operators
 * deciding at once one wins and the other is told 409 with nothing moved.
 */
export async function decideDeposit(app: FastifyInstance, id: number, verdict: 'approve' | 'reject', decision: OpsDecision): Promise<OpsDeposit> {
  const actor = decision.actor ?? 'ops-api';
  const currency = await currencyCode(app);
  await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(depositRequest).where(eq(depositRequest.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'pending') throw new AppError('CONFLICT');
    await settleDeposit(app, tx, row, verdict, { actor, reason: decision.reason, currency });
  });
  return depositById(app.db, id);
}

/**
 * The one way a deposit is decided, by an operator or by the payment gateway's webhook: the caller
 * holds the row's lock and has checked that this verdict may follow the row's status. Crediting is
 * keyed on the row in the ledger, so even a second approval could not pay twice.
 */
export async function settleDeposit(
  app: FastifyInstance,
  tx: Tx,
  row: DepositRow,
  verdict: 'approve' | 'reject',
  decision: { actor: string; reason: string; currency: string },
): Promise<void> {
  const { actor, reason, currency } = decision;
  // The server's clock, as the credit and its bonus use: the week a mission counts the deposit in is the one it was credited in.
  const decided = { decidedBy: actor, decidedAt: app.clock.now() };
  if (verdict === 'approve') {
    const transferId = await creditDeposit(tx, row, { currency, now: app.clock.now(), timeZone: app.config.TIME_ZONE });
    await tx
      .update(depositRequest)
      .set({ ...decided, status: 'approved', rejectReason: null, transferId })
      .where(eq(depositRequest.id, row.id));
    await notifyPayment(tx, 'depositApproved', { memberId: row.memberId, id: row.id, amount: row.amount, currency, actor, now: decided.decidedAt });
  } else {
    await tx
      .update(depositRequest)
      .set({ ...decided, status: 'rejected', rejectReason: reason })
      .where(eq(depositRequest.id, row.id));
  }
  const status = verdict === 'approve' ? 'approved' : 'rejected';
  await recordAction(tx, { actor, action: `deposit.${verdict}`, target: `deposit:${row.id}`, before: { status: row.status }, after: { status }, reason });
}

/** The receipt image of a deposit, for the operator's review. */
export async function depositReceipt(db: Db, id: number): Promise<{ content: Buffer; type: string }> {
  const [row] = await db.select({ content: depositRequest.receipt, type: depositRequest.receiptType }).from(depositRequest).where(eq(depositRequest.id, id));
  if (!row?.content || !row.type) throw new AppError('NOT_FOUND');
  return { content: row.content, type: row.type };
}
