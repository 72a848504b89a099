import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { VendorAnswer } from '../../src/contract/vendor.ts';
import { member, session } from './members-schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A launched game: the vendor learns the member only through this session's token, of which only
 * the SHA-256 is stored. Bets need a live session; wins and rollbacks are taken after it ends.
 */
export const gameSession = pgTable(
  'game_session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    /** The member's session it was launched from: ending that session ends this one. */
    memberSessionId: bigint('member_session_id', { mode: 'number' }).references(() => session.id),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    nodeId: text('node_id').notNull(),
    playMoney: boolean('play_money').notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('game_session_token').on(table.tokenHash),
    index('game_session_member').on(table.memberId, table.createdAt),
    index('game_session_member_session').on(table.memberSessionId),
  ],
);

/**
 * Every money call a vendor made, unique on (vendor, operation, txId): a repeat answers `answer`,
 * the first answer, and moves nothing. A rollback of a bet never seen writes a 'bet' row with
 * tombstone set, so the late bet finds its id taken and is refused.
 */
export const vendorTransaction = pgTable(
  'vendor_transaction',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendor: text('vendor').notNull(),
    operation: text('operation', { enum: ['bet', 'win', 'rollback'] }).notNull(),
    txId: text('tx_id').notNull(),
    /** No foreign key (migration 0025): members are never deleted or renumbered, and the check locked the member row on every call. */
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** What the call asked for; the same txId with another fingerprint is a DUPLICATE. */
    fingerprint: text('fingerprint').notNull(),
    tombstone: boolean('tombstone').notNull().default(false),
    answer: jsonb('answer').$type<VendorAnswer>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('vendor_transaction_tx').on(table.vendor, table.operation, table.txId)],
);

/**
 * The betting record: one row per stake, settled by the round's win (won or lost) or a rollback
 * (void). Amounts in minor units.
 */
export const betRecord = pgTable(
  'bet_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** No foreign key (migration 0025): members are never deleted or renumbered, and the check locked the member row on every call. */
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The seamless wallet's vendor code (HOUSE), and the catalogue vendor the game is listed under (HOUSE_SLOT). */
    vendor: text('vendor').notNull(),
    gameVendor: text('game_vendor').notNull(),
    category: text('category').notNull(),
    gameCode: text('game_code').notNull(),
    roundId: text('round_id').notNull(),
    txId: text('tx_id').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: ['open', 'won', 'lost', 'void'] })
      .notNull()
      .default('open'),
    playMoney: boolean('play_money').notNull(),
    placedAt: at('placed_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (table) => [
    uniqueIndex('bet_record_tx').on(table.vendor, table.txId),
    index('bet_record_member_at').on(table.memberId, table.placedAt),
    // A round's bets are one member's: led by the member, this index never competes with bet_record_tx for
    // a lookup by vendor and txId (a plan made while the table was small could pick it and read every bet).
    index('bet_record_member_round').on(table.memberId, table.vendor, table.roundId),
    index('bet_record_wins')
      .on(table.settledAt)
      .where(sql`${table.status} = 'won' and not ${table.playMoney}`),
    // Contract settlements read a window's settled bets (server/modules/contracts/figures.ts).
    index('bet_record_settled')
      .on(table.settledAt, table.memberId)
      .where(sql`${table.status} in ('won', 'lost') and not ${table.playMoney}`),
    check('bet_record_amounts', sql`${table.stake} > 0 and ${table.payout} >= 0`),
  ],
);

/** Secrets of vendors that VENDOR_SECRETS does not name (HOUSE), made once and shared by every API process. */
export const vendorSecret = pgTable('vendor_secret', {
  vendor: text('vendor').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
