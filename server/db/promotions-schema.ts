import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../src/contract/payments.ts';
import type { PromotionRules } from '../../src/contract/promotions.ts';
import { member } from './members-schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A promotion the operator runs. Its kind decides how it pays: deposit bonuses (first deposit,
 * reload) as the deposit is credited, cashback and rebates when the operator settles a period,
 * application-only activities when the operator approves an application.
 */
export const promotion = pgTable(
  'promotion',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Stable name for the seed and the static page (src/content/data/promotions.json). */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['first-deposit', 'reload', 'cashback', 'rebate', 'application'] }).notNull(),
    type: text('type').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    image: text('image').notNull(),
    rules: jsonb('rules').$type<PromotionRules>().notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** Set when the operator ends it early. */
    endedAt: at('ended_at'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('promotion_code').on(table.code), check('promotion_window', sql`${table.endsAt} > ${table.startsAt}`)],
);

/** A member's application to an application-only activity; at most one open or issued per member and activity. */
export const promotionApplication = pgTable(
  'promotion_application',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotion.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    comment: text('comment').notNull(),
    status: text('status', { enum: ['applying', 'rejected', 'issued'] })
      .notNull()
      .default('applying'),
    rejectReason: text('reject_reason'),
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotion_application_open')
      .on(table.promotionId, table.memberId)
      .where(sql`${table.status} <> 'rejected'`),
    index('promotion_application_status').on(table.status, table.id),
  ],
);

export const promotionApplicationImage = pgTable(
  'promotion_application_image',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => promotionApplication.id),
    content: bytea('content').notNull(),
    contentType: text('content_type').notNull(),
  },
  (table) => [index('promotion_application_image_application').on(table.applicationId)],
);

/**
 * Money a member may claim, or has been paid: promotion bonuses, mission, referral and VIP rewards.
 * `sourceKey` names what earned it, once: the same mission period or friend's deposit can never
 * make a second row, and the claim's ledger key is the row, so it can never pay twice.
 */
export const reward = pgTable(
  'reward',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    source: text('source', { enum: ['promotion', 'mission', 'referral', 'vip'] }).notNull(),
    sourceKey: text('source_key').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Turnover the member must play after claiming before a withdrawal (0: none). */
    wagering: bigint('wagering', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** available (offered), claimed (paid), declined (refused before payment), forfeited (paid, then given back). */
    status: text('status', { enum: ['available', 'claimed', 'declined', 'forfeited'] })
      .notNull()
      .default('available'),
    expiresAt: at('expires_at').notNull(),
    claimedAt: at('claimed_at'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    /** A deposit bonus's deposit and promotion: the conditions are the promotion's, the member's own money starts with the deposit. */
    depositId: bigint('deposit_id', { mode: 'number' }),
    promotionId: bigint('promotion_id', { mode: 'number' }),
    /** Set when declined or forfeited. */
    closedAt: at('closed_at'),
    /** The bonus-forfeit transfer; null when the forfeit took nothing back (the balance was all the member's own money). */
    forfeitTransferId: bigint('forfeit_transfer_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reward_source_key').on(table.sourceKey),
    index('reward_member').on(table.memberId, table.status, table.id),
    check('reward_amounts', sql`${table.amount} > 0 and ${table.wagering} >= 0`),
  ],
);

/** A daily or weekly task the operator sets; progress is counted from bets, deposits and logins of the period. */
export const mission = pgTable(
  'mission',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    period: text('period', { enum: ['daily', 'weekly'] }).notNull(),
    metric: text('metric', { enum: ['bet-amount', 'rounds', 'category-bets', 'deposit', 'login-days'] }).notNull(),
    /** The game category `category-bets` counts (RNG, LIVE, …). */
    category: text('category'),
    /** Minor units for amounts; a count for rounds and login days. */
    target: bigint('target', { mode: 'bigint' }).notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    /** Times the reward to play through before withdrawing. */
    turnover: integer('turnover').notNull().default(0),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('mission_code').on(table.code), check('mission_amounts', sql`${table.target} > 0 and ${table.rewardAmount} > 0`)],
);

/** VIP ranks: reached by deposits and valid bets over the operator's period; a rank-up pays once. */
export const vipRank = pgTable(
  'vip_rank',
  {
    level: integer('level').primaryKey(),
    name: text('name').notNull(),
    minDeposits: bigint('min_deposits', { mode: 'bigint' }).notNull(),
    minValidBets: bigint('min_valid_bets', { mode: 'bigint' }).notNull(),
    rankUpReward: bigint('rank_up_reward', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    benefits: jsonb('benefits').$type<LocalizedText>().notNull(),
  },
  (table) => [check('vip_rank_amounts', sql`${table.level} >= 0 and ${table.minDeposits} >= 0 and ${table.minValidBets} >= 0 and ${table.rankUpReward} >= 0`)],
);
