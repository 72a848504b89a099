import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { gameSessionTtlMs } from '../../../src/contract/games.ts';
import type { Db } from '../../db/index.ts';
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

function gameSessionQuery(db: Db) {
  return db
    .select({ session: gameSession, username: member.username, memberStatus: member.status })
    .from(gameSession)
    .innerJoin(member, eq(member.id, gameSession.memberId))
    .where(eq(gameSession.tokenHash, sql.placeholder('tokenHash')))
    .prepare('tala_find_game_session');
}

/** Every vendor call asks this: built and named once per database handle, a prepared statement on PostgreSQL. */
const preparedGameSessionQuery = new WeakMap<Db, ReturnType<typeof gameSessionQuery>>();

/** The session behind a vendor's token, with its member's username; null when there is none. */
export async function findGameSession(db: Db, token: string): Promise<GameSessionRow | null> {
  let query = preparedGameSessionQuery.get(db);
  if (!query) {
    query = gameSessionQuery(db);
    preparedGameSessionQuery.set(db, query);
  }
  const [row] = await query.execute({ tokenHash: hashToken(token) });
  return row ? { ...row.session, username: row.username, memberStatus: row.memberStatus } : null;
}
