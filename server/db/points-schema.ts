import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../src/contract/payments.ts';
import { member } from './members-schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Items of the points mall. Stock only changes by one conditional UPDATE (a redemption takes,
 * a rejection or a restock gives back), and the CHECK keeps it from ever going below zero.
 */
export const pointsReward = pgTable(
  'points_reward',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Stable name for the seed and the catalogue page (src/content/data/rewards.json). */
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    picture: text('picture').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    stock: integer('stock').notNull(),
    perMemberLimit: integer('per_member_limit'),
    delivery: text('delivery', { enum: ['address', 'account'] }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('points_reward_code').on(table.code),
    check('points_reward_stock', sql`${table.stock} >= 0`),
    check('points_reward_points', sql`${table.points} > 0`),
  ],
);

/**
 * A member's redemption of an item (in process until the operator decides) or a conversion of
 * points to money (approved at once). The points move on the points ledger, keyed on the row.
 */
export const pointsRedemption = pgTable(
  'points_redemption',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    type: text('type', { enum: ['item', 'convert'] }).notNull(),
    rewardId: bigint('reward_id', { mode: 'number' }).references(() => pointsReward.id),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** Money a conversion credited, in minor units; 0 for an item. */
    amount: bigint('amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: ['process', 'approved', 'rejected'] }).notNull(),
    receivingAddress: text('receiving_address'),
    paidAccount: text('paid_account'),
    remark: text('remark').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('points_redemption_key').on(table.memberId, table.idempotencyKey),
    index('points_redemption_member').on(table.memberId, table.id),
    index('points_redemption_reward').on(table.rewardId, table.memberId),
    index('points_redemption_status').on(table.status, table.id),
    check('points_redemption_amounts', sql`${table.quantity} > 0 and ${table.points} > 0 and ${table.amount} >= 0`),
  ],
);

/**
 * What a member's settled bets earned beyond their whole points, in ten-thousandths of a point
 * (a stake in hundredths times a rate in hundredths). vendor_win adds each bet's earning here and
 * credits the whole points it makes, so a member's points are always the floor of everything their
 * bets earned: 0.5 points per 1.00 on two bets of 1.00 makes one point, not none.
 */
export const pointsEarnCarry = pgTable(
  'points_earn_carry',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => member.id),
    carry: bigint('carry', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [check('points_earn_carry_below_one', sql`${table.carry} >= 0 and ${table.carry} < 10000`)],
);
