import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ledgerEntry, ledgerTransfer } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { PostedTransfer, TransferRequest, Tx } from './types.ts';

/** What the request asks for, independent of leg order: the same key must mean the same movement. */
export function fingerprintOf(request: TransferRequest): string {
  const legs = [...request.legs].map((leg) => `${leg.accountId}:${leg.amount}`).sort();
  return createHash('sha256').update(JSON.stringify([request.kind, request.memberId ?? null, legs])).digest('hex');
}

async function replay(tx: Tx, request: TransferRequest, fingerprint: string): Promise<PostedTransfer> {
  const [existing] = await tx
    .select()
    .from(ledgerTransfer)
    .where(and(eq(ledgerTransfer.ledger, request.ledger), eq(ledgerTransfer.idempotencyKey, request.idempotencyKey)));
  if (!existing) throw new Error('idempotency key conflict without a transfer');
  if (existing.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  const entries = await tx.select().from(ledgerEntry).where(eq(ledgerEntry.transferId, existing.id)).orderBy(ledgerEntry.id);
  const balances = new Map(entries.map((entry) => [entry.accountId, entry.balanceAfter]));
  return { transferId: existing.id, replayed: true, balances, metadata: existing.metadata };
}

/** The constraint that keeps member accounts at zero or above (migration 0002). */
const memberNotNegative = 'ledger_account_member_not_negative';

/**
 * Under concurrent postings on PostgreSQL the statement's check can read a balance that a transfer
 * committed while it waited for the lock has since lowered; the update then meets the database's own
 * guard. That is a lack of funds like any other: nothing was written, and the caller is told so.
 */
function overdrawnAsRefusal(error: unknown): never {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  if (cause?.code === '23514' && cause.constraint === memberNotNegative) throw new AppError('INSUFFICIENT_FUNDS');
  throw error;
}

interface Applied {
  found: number;
  off_ledger: number;
  below_zero: number;
  balances: Array<{ id: number; balance: string }> | null;
}

/**
 * Locks the legs' accounts in ascending id order, checks them (all found, all on the request's
 * ledger, no member account below zero), then moves the balances and writes the entries with the
 * balance after each, all in one statement: the locks are held for one round trip, not one per row.
 * When a check fails nothing is written and the caller's transaction is rolled back by the throw.
 */
async function applyLegs(tx: Tx, request: TransferRequest, transferId: number): Promise<Map<number, bigint>> {
  const legs = sql.join(
    request.legs.map((leg, index) => sql`(${index}::int, ${leg.accountId}::bigint, ${leg.amount.toString()}::bigint)`),
    sql`, `,
  );
  const result = await tx
    .execute(sql`
    with legs(ord, account_id, amount) as (values ${legs}),
    sums as (select account_id, sum(amount)::bigint as delta from legs group by account_id),
    locked as (
      select id, ledger, member_id, balance from ledger_account
      where id in (select account_id from sums) order by id for update
    ),
    checked as (
      select count(*)::int as found,
        (count(*) filter (where l.ledger <> ${request.ledger}))::int as off_ledger,
        (count(*) filter (where l.member_id is not null and l.balance + s.delta < 0))::int as below_zero
      from locked l join sums s on s.account_id = l.id
    ),
    updated as (
      update ledger_account a set balance = a.balance + s.delta
      from sums s, checked c
      where a.id = s.account_id and c.found = (select count(*) from sums) and c.off_ledger = 0 and c.below_zero = 0
      returning a.id, a.balance
    ),
    entries as (
      insert into ledger_entry (transfer_id, account_id, amount, balance_after)
      select ${transferId}, g.account_id, g.amount,
        u.balance - coalesce(sum(g.amount) over (partition by g.account_id order by g.ord desc rows between unbounded preceding and 1 preceding), 0)
      from legs g join updated u on u.id = g.account_id
      order by g.ord
      returning id
    )
    select c.found, c.off_ledger, c.below_zero,
      (select json_agg(json_build_object('id', u.id, 'balance', u.balance::text)) from updated u) as balances,
      (select count(*) from entries) as written
    from checked c`)
    .catch(overdrawnAsRefusal);
  const [row] = (result as unknown as { rows: Applied[] }).rows;
  if (!row) throw new Error('ledger posting answered nothing');
  if (row.found !== new Set(request.legs.map((leg) => leg.accountId)).size || row.off_ledger > 0) {
    throw new Error(`an account of the transfer is missing or not on the ${request.ledger} ledger`);
  }
  if (row.below_zero > 0) throw new AppError('INSUFFICIENT_FUNDS');
  return new Map((row.balances ?? []).map((account) => [Number(account.id), BigInt(account.balance)]));
}

/**
 * Posts one double-entry transfer inside the caller's transaction: its legs sum to zero, member
 * accounts never go below zero (INSUFFICIENT_FUNDS, and nothing is written), each entry keeps the
 * balance after it, and a repeated idempotency key returns the first result and moves nothing.
 */
export async function postTransfer(tx: Tx, request: TransferRequest): Promise<PostedTransfer> {
  if (request.legs.length < 2) throw new Error('a transfer needs at least two legs');
  if (request.legs.reduce((sum, leg) => sum + leg.amount, 0n) !== 0n) throw new Error('transfer legs must sum to zero');
  if (request.legs.some((leg) => leg.amount === 0n)) throw new Error('a leg moves a non-zero amount');
  const fingerprint = fingerprintOf(request);
  const metadata = request.metadata ?? {};

  // Claim the key first: a concurrent duplicate waits here for the first to commit, then replays it.
  const [claimed] = await tx
    .insert(ledgerTransfer)
    .values({ ledger: request.ledger, kind: request.kind, idempotencyKey: request.idempotencyKey, fingerprint, memberId: request.memberId ?? null, metadata })
    .onConflictDoNothing({ target: [ledgerTransfer.ledger, ledgerTransfer.idempotencyKey] })
    .returning({ id: ledgerTransfer.id });
  if (!claimed) return replay(tx, request, fingerprint);

  const balances = await applyLegs(tx, request, claimed.id);
  return { transferId: claimed.id, replayed: false, balances, metadata };
}
