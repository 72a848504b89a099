import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText, OnlineMethodType } from '../../src/contract/payments.ts';
import { ledgerTransfer } from './ledger-schema.ts';
import { member } from './members-schema.ts';

/** Uploaded images live in the database, so every API process behind a load balancer serves the same files. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const channelKind = (name: string) => text(name, { enum: ['bank', 'ewallet'] });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Where members send deposits: a bank account or an e-wallet, with limits in minor units; or an
 * online channel paid on the gateway's hosted checkout with the method types it lists.
 */
export const depositChannel = pgTable(
  'deposit_channel',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['bank', 'ewallet', 'online'] }).notNull(),
    methodTypes: text('method_types')
      .array()
      .$type<OnlineMethodType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    instructions: jsonb('instructions').$type<LocalizedText>().notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [check('deposit_channel_bounds', sql`${table.minAmount} > 0 and ${table.minAmount} <= ${table.maxAmount}`)],
);

/**
 * A deposit: filed by the member and decided by an operator, or credited by the payment gateway
 * (gateway_order_id). Unique keys make a retried request return the first row.
 */
export const depositRequest = pgTable(
  'deposit_request',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    source: text('source', { enum: ['manual', 'gateway', 'online'] }).notNull(),
    channelId: bigint('channel_id', { mode: 'number' }).references(() => depositChannel.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The gateway callback's order id, or an online deposit's checkout session id (cs_…). */
    gatewayOrderId: text('gateway_order_id'),
    /** The deposit-matched promotion the member opted into when filing; null: no bonus unless claimed later. */
    bonusPromotionId: bigint('bonus_promotion_id', { mode: 'number' }),
    /** An online deposit's payment intent (pi_…): PayMongo's payment events name only it. */
    gatewayIntentId: text('gateway_intent_id'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    receipt: bytea('receipt'),
    receiptType: text('receipt_type'),
    rejectReason: text('reject_reason'),
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfer.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposit_request_idempotency').on(table.memberId, table.idempotencyKey),
    uniqueIndex('deposit_request_gateway_order').on(table.gatewayOrderId),
    uniqueIndex('deposit_request_gateway_intent').on(table.gatewayIntentId),
    index('deposit_request_member').on(table.memberId, table.id),
    index('deposit_request_status').on(table.status, table.id),
    check('deposit_request_amount', sql`${table.amount} > 0`),
  ],
);

/** Where a member's withdrawals are paid. Deleting one hides it; past withdrawals still point to it. */
export const payoutAccount = pgTable(
  'payout_account',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    kind: channelKind('kind').notNull(),
    provider: text('provider').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (table) => [index('payout_account_member').on(table.memberId)],
);

/** A withdrawal and its life: pending, approved, paid, then received or not; or rejected and refunded. */
export const withdrawalRequest = pgTable(
  'withdrawal_request',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    payoutAccountId: bigint('payout_account_id', { mode: 'number' })
      .notNull()
      .references(() => payoutAccount.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'paid', 'received', 'not_received', 'rejected', 'refunded'] })
      .notNull()
      .default('pending'),
    receivedBy: text('received_by', { enum: ['member', 'auto', 'operator'] }),
    rejectReason: text('reject_reason'),
    /** The member's words when reporting the money did not arrive. */
    remark: text('remark'),
    approvedBy: text('approved_by'),
    approvedAt: at('approved_at'),
    paidBy: text('paid_by'),
    paidAt: at('paid_at'),
    closedBy: text('closed_by'),
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('withdrawal_request_idempotency').on(table.memberId, table.idempotencyKey),
    index('withdrawal_request_member').on(table.memberId, table.createdAt),
    index('withdrawal_request_status').on(table.status, table.id),
    check('withdrawal_request_amount', sql`${table.amount} > 0`),
  ],
);

/** Images a member uploads to show a paid withdrawal never arrived. */
export const withdrawalProof = pgTable(
  'withdrawal_proof',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawalRequest.id),
    content: bytea('content').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('withdrawal_proof_withdrawal').on(table.withdrawalId)],
);

/** Turnover a bonus asks to be played before the member may withdraw; open until done reaches required. */
export const wageringRequirement = pgTable(
  'wagering_requirement',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    required: bigint('required', { mode: 'bigint' }).notNull(),
    done: bigint('done', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: ['open', 'done', 'cancelled'] })
      .notNull()
      .default('open'),
    /** What granted the bonus, e.g. "promotion:12". */
    source: text('source').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (table) => [index('wagering_requirement_member').on(table.memberId, table.status), check('wagering_requirement_required', sql`${table.required} > 0`)],
);
