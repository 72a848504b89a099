import { asc, eq } from 'drizzle-orm';
import { toAmount, toMinorUnits } from '../../../src/contract/money.ts';
import type { DepositChannel, OpsChannel, OpsChannelPayload } from '../../../src/contract/payments.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Db } from '../../db/index.ts';
import { depositChannel } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { formatMoney, recordAction } from './support.ts';

export type ChannelRow = typeof depositChannel.$inferSelect;

export function memberChannelView(row: ChannelRow, locale: Locale): DepositChannel {
  return {
    id: row.id,
    kind: row.kind,
    methodTypes: row.methodTypes,
    name: row.name,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    // An operator who wrote only English still gives every member instructions.
    instructions: row.instructions[locale] || row.instructions.en,
    min: toAmount(row.minAmount),
    max: toAmount(row.maxAmount),
  };
}

export function opsChannelView(row: ChannelRow): OpsChannel {
  const { instructions, enabled, sortOrder } = row;
  return { ...memberChannelView(row, 'en'), instructions, enabled, sortOrder };
}

/** A deposit's amount within its channel's limits, or a field error naming them. */
export function checkChannelAmount(channel: ChannelRow, amount: bigint, locale: Locale): void {
  if (amount >= channel.minAmount && amount <= channel.maxAmount) return;
  const range = { min: formatMoney(channel.minAmount, locale), max: formatMoney(channel.maxAmount, locale) };
  throw new AppError('RULE_BROKEN', { fields: { amount: translator(locale)('payments.amountRange', range) } });
}

const ordered = [asc(depositChannel.sortOrder), asc(depositChannel.id)];

/** What a member may pick: online channels only while an online gateway is configured. */
export async function enabledChannels(db: Db, options: { online: boolean }): Promise<ChannelRow[]> {
  const rows = await db
    .select()
    .from(depositChannel)
    .where(eq(depositChannel.enabled, true))
    .orderBy(...ordered);
  return options.online ? rows : rows.filter((row) => row.kind !== 'online');
}

export function allChannels(db: Db): Promise<ChannelRow[]> {
  return db
    .select()
    .from(depositChannel)
    .orderBy(...ordered);
}

function columnsOf(payload: OpsChannelPayload) {
  const { kind, methodTypes, name, accountName, accountNumber, instructions, enabled, sortOrder } = payload;
  return {
    kind,
    methodTypes,
    name,
    accountName,
    accountNumber,
    instructions,
    enabled,
    sortOrder,
    minAmount: toMinorUnits(payload.min),
    maxAmount: toMinorUnits(payload.max),
  };
}

// The audit log keeps JSON: the view, whose amounts are plain numbers, not the row with its bigints.
const auditView = opsChannelView;

export async function createChannel(db: Db, payload: OpsChannelPayload, actor: string): Promise<ChannelRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(depositChannel).values(columnsOf(payload)).returning();
    if (!row) throw new Error('deposit channel was not written');
    await recordAction(tx, { actor, action: 'channel.create', target: `channel:${row.id}`, before: null, after: auditView(row), reason: payload.reason });
    return row;
  });
}

/** Replaces a channel's details, or only flips `enabled` when `change` is a boolean. */
export async function updateChannel(db: Db, id: number, change: OpsChannelPayload | boolean, context: { actor: string; reason: string }): Promise<ChannelRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(depositChannel).where(eq(depositChannel.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    const values = typeof change === 'boolean' ? { enabled: change } : columnsOf(change);
    const [row] = await tx
      .update(depositChannel)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(depositChannel.id, id))
      .returning();
    if (!row) throw new Error('deposit channel was not written');
    const action = typeof change === 'boolean' ? (change ? 'channel.enable' : 'channel.disable') : 'channel.update';
    await recordAction(tx, {
      actor: context.actor,
      action,
      target: `channel:${id}`,
      before: auditView(current),
      after: auditView(row),
      reason: context.reason,
    });
    return row;
  });
}
