import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { fairnessSchema } from '../../../src/contract/house.ts';
import type { Db } from '../../db/index.ts';
import { houseSeed } from '../../db/schema.ts';
import type { Tx } from '../../modules/ledger/types.ts';
import { hashSeed, newServerSeed } from './fair.ts';

export type SeedRow = typeof houseSeed.$inferSelect;
export type Fairness = z.infer<typeof fairnessSchema>;

const newClientSeed = () => randomBytes(8).toString('hex');

/** The member's active pair of the game (a personal HouseGame or an instant game's code), made on first need; two first plays at once agree on one. */
export async function activeSeed(executor: Db | Tx, memberId: number, game: string, lock = false): Promise<SeedRow> {
  const find = async () => {
    const query = executor
      .select()
      .from(houseSeed)
      .where(and(eq(houseSeed.memberId, memberId), eq(houseSeed.game, game), eq(houseSeed.active, true)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  };
  const found = await find();
  if (found) return found;
  const serverSeed = newServerSeed();
  await executor
    .insert(houseSeed)
    .values({ memberId, game, serverSeed, serverSeedHash: hashSeed(serverSeed), clientSeed: newClientSeed() })
    .onConflictDoNothing();
  const made = await find();
  if (!made) throw new Error('no active seed pair after insert');
  return made;
}

/** Takes the next nonce of the active pair (locked, so two plays never share one). */
export async function takeNonce(tx: Tx, memberId: number, game: string): Promise<{ seed: SeedRow; nonce: number }> {
  const seed = await activeSeed(tx, memberId, game, true);
  await tx
    .update(houseSeed)
    .set({ nextNonce: sql`${houseSeed.nextNonce} + 1` })
    .where(eq(houseSeed.id, seed.id));
  return { seed, nonce: seed.nextNonce };
}

/** Retires the active pair, revealing its server seed, and starts a new one with the given client seed. */
export async function rotateSeed(db: Db, memberId: number, game: string, clientSeed: string | undefined, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await activeSeed(tx, memberId, game, true);
    await tx.update(houseSeed).set({ active: false, revealedAt: now }).where(eq(houseSeed.id, current.id));
    const serverSeed = newServerSeed();
    await tx.insert(houseSeed).values({
      memberId,
      game,
      serverSeed,
      serverSeedHash: hashSeed(serverSeed),
      clientSeed: clientSeed ?? newClientSeed(),
      createdAt: now,
    });
  });
}

/** What the member may know: the active pair's hash and nonce, and the last retired pair in full. */
export async function fairnessOf(db: Db, memberId: number, game: string): Promise<Fairness> {
  const active = await activeSeed(db, memberId, game);
  const [previous] = await db
    .select()
    .from(houseSeed)
    .where(and(eq(houseSeed.memberId, memberId), eq(houseSeed.game, game), eq(houseSeed.active, false)))
    .orderBy(desc(houseSeed.id))
    .limit(1);
  return {
    serverSeedHash: active.serverSeedHash,
    clientSeed: active.clientSeed,
    nonce: active.nextNonce,
    previous: previous
      ? { serverSeed: previous.serverSeed, serverSeedHash: previous.serverSeedHash, clientSeed: previous.clientSeed, lastNonce: previous.nextNonce - 1 }
      : null,
  };
}
