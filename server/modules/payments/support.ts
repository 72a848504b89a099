import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toAmount } from '../../../src/contract/money.ts';
import type { TransferKind } from '../../../src/contract/wallet.ts';
import { localeTags, type Locale } from '../../../src/i18n/locales.ts';
import { operatorAction } from '../../db/schema.ts';
import type { ActionRecord } from '../settings/repository.ts';
import { postTransfer } from '../ledger/transfers.ts';
import type { PostedTransfer, Tx } from '../ledger/types.ts';
import { appendAudit } from '../protection/audit.ts';

/** The platform's currency code, read from the operator's settings at the time of the movement. */
export async function currencyCode(app: FastifyInstance): Promise<string> {
  return (await app.settings.get('currency')).code;
}

/** Written in the same transaction as the change, so an action is on record exactly when it happened. */
export async function recordAction(tx: Tx, record: ActionRecord): Promise<void> {
  await tx.insert(operatorAction).values(record);
  await appendAudit(tx, {
    actor: record.actor,
    kind: `operator.${record.action}`,
    subject: record.target,
    data: { before: record.before, after: record.after, reason: record.reason },
  });
}

export interface Movement {
  kind: TransferKind;
  idempotencyKey: string;
  memberId: number;
  from: number;
  to: number;
  /** Minor units, positive. */
  amount: bigint;
  /** `remark` is what the member's account record shows beside the movement. */
  metadata: Record<string, unknown> & { remark: string };
}

/** One ledger transfer of `amount` from one account to another. */
export function move(tx: Tx, movement: Movement): Promise<PostedTransfer> {
  return postTransfer(tx, {
    ledger: 'money',
    kind: movement.kind,
    idempotencyKey: movement.idempotencyKey,
    memberId: movement.memberId,
    legs: [
      { accountId: movement.from, amount: -movement.amount },
      { accountId: movement.to, amount: movement.amount },
    ],
    metadata: movement.metadata,
  });
}

/** An amount for a message, written the member's way: "50,000.00" or "50.000,00". */
export function formatMoney(minor: bigint, locale: Locale): string {
  return new Intl.NumberFormat(localeTags[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(toAmount(minor));
}

/** Midnight that began today in the operator's time zone: daily limits count from it. */
export function startOfToday(timeZone: string) {
  return sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
}

export const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);
