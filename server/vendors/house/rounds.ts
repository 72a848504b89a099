import { and, desc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { ScheduledGame, ScheduledRound } from '../../../src/contract/house.ts';
import type { Db } from '../../db/index.ts';
import { houseRound } from '../../db/schema.ts';
import { hashSeed, newServerSeed } from './fair.ts';
import { roundAt, roundTimes, scheduledRules } from '../../../src/rules/scheduled.ts';

export type RoundRow = typeof houseRound.$inferSelect;

/**
 * Round `number` of the game, made with its server seed if it is not there yet. Any process may
 * make it; the unique (game, number) keeps one, and everyone reads that one back.
 */
export async function ensureRound(db: Db, game: ScheduledGame, number: number): Promise<RoundRow> {
  const find = async () => {
    const [row] = await db
      .select()
      .from(houseRound)
      .where(and(eq(houseRound.game, game), eq(houseRound.number, number)));
    return row;
  };
  const found = await find();
  if (found) return found;
  const serverSeed = newServerSeed();
  await db
    .insert(houseRound)
    .values({ game, number, ...roundTimes(game, number), serverSeed, serverSeedHash: hashSeed(serverSeed) })
    .onConflictDoNothing();
  const made = await find();
  if (!made) throw new Error('no round after insert');
  return made;
}

/**
 * The round playing now and the one before it; the next round is made too, so its seed hash is
 * published a whole period before its betting opens.
 */
export async function roundsAround(db: Db, game: ScheduledGame, now: Date): Promise<{ current: RoundRow; previous: RoundRow }> {
  const number = roundAt(game, now);
  const current = await ensureRound(db, game, number);
  await ensureRound(db, game, number + 1);
  return { current, previous: await ensureRound(db, game, number - 1) };
}

export function phaseOf(row: RoundRow, now: Date): ScheduledRound['phase'] {
  if (row.settledAt && row.outcome) return 'settled';
  return now.getTime() < row.closesAt.getTime() ? 'betting' : 'running';
}

/** The round as the page sees it: the seed and the outcome only once it is settled. */
export function roundView(game: ScheduledGame, row: RoundRow, now: Date): ScheduledRound {
  const rules = scheduledRules[game];
  const phase = phaseOf(row, now);
  return {
    roundId: row.code,
    phase,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    settlesAt: row.settlesAt.toISOString(),
    serverSeedHash: row.serverSeedHash,
    serverSeed: phase === 'settled' ? row.serverSeed : null,
    sides: rules.sides(row.number),
    markets: rules.markets(row.number),
    outcome: phase === 'settled' ? row.outcome : null,
  };
}

/** The opened numbers of the last `limit` settled lottery draws, newest first. */
export async function openedDraws(db: Db, limit: number): Promise<{ roundId: string; openedAt: string; numbers: number[] }[]> {
  const rows = await db
    .select()
    .from(houseRound)
    .where(and(eq(houseRound.game, 'lotto'), isNotNull(houseRound.settledAt)))
    .orderBy(desc(houseRound.number))
    .limit(limit);
  return rows.flatMap((row) =>
    row.outcome?.game === 'lotto' ? [{ roundId: row.code, openedAt: row.settlesAt.toISOString(), numbers: row.outcome.numbers }] : [],
  );
}

/** Rounds whose time is up and that are not settled yet. */
export async function dueRounds(db: Db, now: Date): Promise<RoundRow[]> {
  return db
    .select()
    .from(houseRound)
    .where(and(isNull(houseRound.settledAt), lte(houseRound.settlesAt, now)))
    .orderBy(houseRound.settlesAt)
    .limit(50);
}
