import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { member } from './members-schema.ts';

// The double-entry ledgers every movement of money and points goes through.

/**
 * Double-entry ledgers (DESIGN §4): 'money' in minor units of the currency, and 'points' for the
 * points mall. A member's account never goes below zero; system accounts (no member) may, being
 * the other side of money entering or leaving the platform. An account is never deleted and only its
 * balance changes (migration 0026's triggers), so the server may keep an account's id (known-accounts.ts).
 */
export const ledgerAccount = pgTable(
  'ledger_account',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ledger: text('ledger', { enum: ['money', 'points'] }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => member.id),
    /** 'main', 'vendor:<CODE>', 'pending-withdrawal' for members; 'system:<purpose>' otherwise. */
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_account_member_code')
      .on(table.ledger, table.memberId, table.code)
      .where(sql`${table.memberId} is not null`),
    uniqueIndex('ledger_account_system_code')
      .on(table.ledger, table.code)
      .where(sql`${table.memberId} is null`),
    check('ledger_account_member_not_negative', sql`${table.memberId} is null or ${table.balance} >= 0`),
  ],
);

/** One movement: its entries sum to zero. The idempotency key makes a retry return the first answer. */
export const ledgerTransfer = pgTable(
  'ledger_transfer',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ledger: text('ledger', { enum: ['money', 'points'] }).notNull(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the request asked for, so the same key with another request is told apart (409). */
    fingerprint: text('fingerprint').notNull(),
    /** No foreign key (migration 0025): members are never deleted or renumbered, and the check locked the member row on every posting. */
    memberId: bigint('member_id', { mode: 'number' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transfer_idempotency').on(table.ledger, table.idempotencyKey),
    index('ledger_transfer_member').on(table.memberId, table.createdAt),
  ],
);

/** One side of a transfer on one account, with the account's balance right after it. */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfer.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccount.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ledger_entry_account').on(table.accountId, table.id), index('ledger_entry_transfer').on(table.transferId)],
);
