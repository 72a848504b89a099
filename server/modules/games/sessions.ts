import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { gameSessionTtlMs } from '../../../src/contract/games.ts';
import type { Db } from '../../db/index.ts';
import { perHandle } from '../../db/per-handle.ts';
import { batched } from '../../lib/batched.ts';
import { gameSession, member } from '../../db/schema.ts';

type MemberStatus = (typeof member.$inferSelect)['status'];

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewGameSession {
  memberId: number;
  memberSessionId: number;
  /** The seamless wallet's vendor code the session's calls come from. */
  vendor: string;
  gameCode: string;
  nodeId: string;
  playMoney: boolean;
  currency: string;
}

/** Opens a game session; the token goes to the vendor once and only its hash is kept. */
export async function openGameSession(db: Db, values: NewGameSession, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + gameSessionTtlMs);
  await db.insert(gameSession).values({ ...values, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

export type GameSessionRow = typeof gameSession.$inferSelect & { username: string; memberStatus: MemberStatus };

/**
 * Every vendor call asks this: one prepared statement per database handle, and the lookups of one
 * turn of the event loop go to the database as one query (server/lib/batched.ts).
 */
const gameSessionLookup = perHandle((db) => {
  const query = db
    .select({ session: gameSession, username: member.username, memberStatus: member.status })
    .from(gameSession)
    .innerJoin(member, eq(member.id, gameSession.memberId))
    .where(sql`${gameSession.tokenHash} = any(${sql.placeholder('tokenHashes')})`)
    .prepare('tala_find_game_sessions');
  return batched(
    (tokenHashes: string[]) => query.execute({ tokenHashes }),
    (row) => row.session.tokenHash,
  );
});

/** The session behind a vendor's token, with its member's username; null when there is none. */
export async function findGameSession(db: Db, token: string): Promise<GameSessionRow | null> {
  const row = await gameSessionLookup(db)(hashToken(token));
  return row ? { ...row.session, username: row.username, memberStatus: row.memberStatus } : null;
}
