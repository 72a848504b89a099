import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { favouriteGame, recentGame } from '../../db/schema.ts';

/** How many recent launches a member's list keeps. */
export const recentLimit = 20;
/** A member may star at most this many games; the catalogue is far smaller. */
export const favouriteLimit = 500;

export async function favouriteIds(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ nodeId: favouriteGame.nodeId })
    .from(favouriteGame)
    .where(eq(favouriteGame.memberId, memberId))
    .orderBy(desc(favouriteGame.createdAt), desc(favouriteGame.nodeId))
    .limit(favouriteLimit);
  return rows.map((row) => row.nodeId);
}

/** Adding a game twice keeps its first star. */
export async function addFavourite(db: Db, memberId: number, nodeId: string): Promise<void> {
  await db.insert(favouriteGame).values({ memberId, nodeId }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, memberId: number, nodeId: string): Promise<void> {
  await db.delete(favouriteGame).where(and(eq(favouriteGame.memberId, memberId), eq(favouriteGame.nodeId, nodeId)));
}

export async function recentIds(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ nodeId: recentGame.nodeId })
    .from(recentGame)
    .where(eq(recentGame.memberId, memberId))
    .orderBy(desc(recentGame.launchedAt), desc(recentGame.nodeId))
    .limit(recentLimit);
  return rows.map((row) => row.nodeId);
}

/** Called by the game launch: puts the game at the front of the member's recent list. */
export async function rememberLaunch(db: Db, memberId: number, nodeId: string, now: Date = new Date()): Promise<void> {
  await db
    .insert(recentGame)
    .values({ memberId, nodeId, launchedAt: now })
    .onConflictDoUpdate({ target: [recentGame.memberId, recentGame.nodeId], set: { launchedAt: sql`excluded.launched_at` } });
}
