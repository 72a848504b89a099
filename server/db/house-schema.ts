import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Outcome } from '../../src/contract/house.ts';
import { gameSession } from './games-schema.ts';
import { member } from './members-schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * HOUSE's provably fair seed pairs of the personal games: one active pair per member per game.
 * The server seed stays secret while active; rotating retires the pair and reveals it.
 */
export const houseSeed = pgTable(
  'house_seed',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    game: text('game').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    revealedAt: at('revealed_at'),
  },
  (table) => [
    uniqueIndex('house_seed_active')
      .on(table.memberId, table.game)
      .where(sql`${table.active}`),
    index('house_seed_member').on(table.memberId, table.game, table.createdAt),
  ],
);

/**
 * A round of a scheduled game. Its server seed is made (and its hash shown) before betting opens;
 * the outcome is written once, and settled_at once every bet of the round is paid. A settler
 * claims the round with lease_until, so several API processes never work one round at once.
 */
export const houseRound = pgTable(
  'house_round',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    game: text('game').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    settlesAt: at('settles_at').notNull(),
    outcome: jsonb('outcome').$type<Outcome>(),
    leaseUntil: at('lease_until'),
    settledAt: at('settled_at'),
  },
  (table) => [
    uniqueIndex('house_round_number').on(table.game, table.number),
    uniqueIndex('house_round_code').on(table.code),
    index('house_round_due')
      .on(table.settlesAt)
      .where(sql`${table.settledAt} is null`),
  ],
);

/**
 * The game session a play's wallet calls speak for, its token sealed (AES-GCM) because a
 * settlement may need it after the player left.
 */
const sessionColumns = {
  sessionId: bigint('session_id', { mode: 'number' })
    .notNull()
    .references(() => gameSession.id),
  sealedToken: text('sealed_token').notNull(),
  playMoney: boolean('play_money').notNull(),
};

/**
 * A spin or a roll: outcome and payout are fixed before the stake moves. 'placing' until the bet
 * call answered, 'placed' until the win call answered, then 'settled'; 'void' when the stake
 * never moved or was given back.
 */
export const housePlay = pgTable(
  'house_play',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    game: text('game').notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => houseSeed.id),
    nonce: integer('nonce').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    ...sessionColumns,
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    outcome: jsonb('outcome').$type<Outcome>().notNull(),
    status: text('status', { enum: ['placing', 'placed', 'settled', 'void'] })
      .notNull()
      .default('placing'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('house_play_key').on(table.memberId, table.game, table.idempotencyKey),
    uniqueIndex('house_play_nonce').on(table.seedId, table.nonce),
    index('house_play_member').on(table.memberId, table.game, table.id),
    index('house_play_unfinished')
      .on(table.updatedAt)
      .where(sql`${table.status} in ('placing', 'placed')`),
    check('house_play_amounts', sql`${table.stake} > 0 and ${table.payout} >= 0`),
  ],
);

/** A bet on a scheduled round: 'placing' until the bet call answered, 'open' until the round settles. */
export const houseBet = pgTable(
  'house_bet',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => houseRound.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    game: text('game').notNull(),
    pick: text('pick').notNull(),
    /** The payout multiple in hundredths (1.95 -> 195), fixed when the bet was taken. */
    oddsCents: integer('odds_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    ...sessionColumns,
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: ['placing', 'open', 'won', 'lost', 'push', 'void'] })
      .notNull()
      .default('placing'),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (table) => [
    uniqueIndex('house_bet_key').on(table.memberId, table.game, table.idempotencyKey),
    index('house_bet_round').on(table.roundId, table.status),
    index('house_bet_member').on(table.memberId, table.game, table.roundId),
    check('house_bet_amounts', sql`${table.stake} > 0 and ${table.payout} >= 0`),
  ],
);
