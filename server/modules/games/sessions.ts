import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { gameSessionTtlMs } from '../../../src/contract/games.ts';
import type { Db } from '../../db/index.ts';
import { perHandle } from '../../db/per-handle.ts';
import { batched } from '../../lib/batched.ts';
import { keep } from '../../lib/kept.ts';
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

/**
 * Why a game session no longer speaks for its member at `now`, or null while it does: past its end
 * (a sign-out, a password change or a suspension brings the end forward) or its member suspended.
 * The same tests, in the same order and on the same wall clock the ends are written with, as a bet's
 * own (vendor_bet, migration 0021: SESSION_EXPIRED, then NOT_ALLOWED), so whatever a game page calls
 * with such a session gets the answer a bet with it gets.
 */
export function gameSessionRefusal(
  session: Pick<GameSessionRow, 'expiresAt' | 'memberStatus'>,
  now: Date = new Date(),
): 'SESSION_EXPIRED' | 'BET_NOT_ALLOWED' | null {
  if (session.expiresAt.getTime() <= now.getTime()) return 'SESSION_EXPIRED';
  if (session.memberStatus !== 'active') return 'BET_NOT_ALLOWED';
  return null;
}

/** The session behind a vendor's token, with its member's username; null when there is none. */
export async function findGameSession(db: Db, token: string): Promise<GameSessionRow | null> {
  const row = await gameSessionLookup(db)(hashToken(token));
  return row ? { ...row.session, username: row.username, memberStatus: row.memberStatus } : null;
}

/**
 * What a game session's token stands for from its launch on: the member, the game and the money it
 * plays with. Its end (a sign-out brings it forward) and the member's status can change, so a bet
 * reads those in its own transaction (vendor_bet, migration 0021), never from here.
 */
export type GameSessionFacts = Omit<GameSessionRow, 'expiresAt' | 'memberStatus'>;

/** Sessions remembered per process and database; the oldest go first past this many. */
const factsKept = 20_000;
const rememberedFacts = perHandle(() => new Map<string, { facts: GameSessionFacts; until: number }>());

/**
 * The lasting facts of the session behind a vendor's token, remembered until the session's end as
 * it stood when looked up (it can only come sooner), so a game's calls after its first need no
 * lookup of their own; null when there is no such session. A session past its end is looked up on
 * every call.
 */
export async function findGameSessionFacts(db: Db, token: string, now = Date.now()): Promise<GameSessionFacts | null> {
  const tokenHash = hashToken(token);
  const remembered = rememberedFacts(db);
  const known = remembered.get(tokenHash);
  if (known && known.until > now) return known.facts;
  remembered.delete(tokenHash);
  const row = await gameSessionLookup(db)(tokenHash);
  if (!row) return null;
  const { expiresAt, ...lasting } = row.session;
  const facts: GameSessionFacts = { ...lasting, username: row.username };
  if (expiresAt.getTime() > now) {
    keep(remembered, tokenHash, { facts, until: expiresAt.getTime() }, factsKept);
  }
  return facts;
}
