import { bigint, bigserial, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const day = (name: string) => date(name, { mode: 'string' });

const moneyFigures = {
  day: day('day').notNull(),
  kind: text('kind').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
};

/**
 * Ledger entries on members' money not yet counted into the team figures below. A trigger on
 * ledger_entry (migration 0015_performance) adds them as they commit; server/modules/agents/rollup.ts
 * takes them out and counts them, so a report reads figures kept as money moved, never the ledger.
 */
export const teamRollupQueue = pgTable('team_rollup_queue', {
  entryId: bigint('entry_id', { mode: 'number' }).primaryKey(),
});

/** A member's money by day (the operator's time zone) and transfer kind: what a move carries to the new uplines. */
export const memberDayMoney = pgTable('member_day_money', { memberId: bigint('member_id', { mode: 'number' }).notNull(), ...moneyFigures }, (table) => [
  primaryKey({ columns: [table.memberId, table.day, table.kind] }),
]);

/** The money of an agent's whole team (every depth below it) by day and kind; kind 'first-deposit' counts members. */
export const agentDayMoney = pgTable('agent_day_money', { agentId: bigint('agent_id', { mode: 'number' }).notNull(), ...moneyFigures }, (table) => [
  primaryKey({ columns: [table.agentId, table.day, table.kind] }),
]);

/**
 * The days a member staked, each with the member's previous staking day ('0001-01-01' for none; null
 * while not yet counted), so the members active in a period are the days within it whose previous
 * day falls before it: a sum, not a distinct count over the team.
 */
export const memberBetDay = pgTable(
  'member_bet_day',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: day('day').notNull(),
    prevDay: day('prev_day'),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);

/** How many of an agent's team staked on `day` with `prevDay` as their previous staking day. */
export const agentDayActive = pgTable(
  'agent_day_active',
  {
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    day: day('day').notNull(),
    prevDay: day('prev_day').notNull(),
    members: integer('members').notNull(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.day, table.prevDay] })],
);

/** The day of each member's first deposit ever. */
export const memberFirstDeposit = pgTable('member_first_deposit', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  day: day('day').notNull(),
});

/**
 * Changes to the betting record (real money) not yet counted into the team's betting figures: a new
 * bet adds itself, a settlement or a void takes the old row out and puts the new one in.
 */
export const teamBetQueue = pgTable('team_bet_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  category: text('category').notNull(),
  gameVendor: text('game_vendor').notNull(),
  bets: integer('bets').notNull(),
  stake: bigint('stake', { mode: 'bigint' }).notNull(),
  validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
  payout: bigint('payout', { mode: 'bigint' }).notNull(),
});

const betFigures = {
  day: day('day').notNull(),
  category: text('category').notNull(),
  gameVendor: text('game_vendor').notNull(),
  bets: integer('bets').notNull(),
  stake: bigint('stake', { mode: 'bigint' }).notNull(),
  validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
  payout: bigint('payout', { mode: 'bigint' }).notNull(),
};

/** A member's real-money bets by the day they were placed, category and catalogue vendor. */
export const memberDayBets = pgTable('member_day_bets', { memberId: bigint('member_id', { mode: 'number' }).notNull(), ...betFigures }, (table) => [
  primaryKey({ columns: [table.memberId, table.day, table.category, table.gameVendor] }),
]);

/** The bets of an agent's whole team by day, category and catalogue vendor. */
export const agentDayBets = pgTable('agent_day_bets', { agentId: bigint('agent_id', { mode: 'number' }).notNull(), ...betFigures }, (table) => [
  primaryKey({ columns: [table.agentId, table.day, table.category, table.gameVendor] }),
]);

/** Every member's money by day and kind, summed: the back office's dashboard reads days, not members. */
export const platformDayMoney = pgTable('platform_day_money', { ...moneyFigures }, (table) => [primaryKey({ columns: [table.day, table.kind] })]);

/** How many members staked on `day` with `prevDay` as their previous staking day, over the whole platform. */
export const platformDayActive = pgTable(
  'platform_day_active',
  {
    day: day('day').notNull(),
    prevDay: day('prev_day').notNull(),
    members: integer('members').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.prevDay] })],
);
