import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { successSchema } from '../../../src/contract/envelope.ts';
import { houseCatalogue, type HouseGame, type ScheduledGame } from '../../../src/contract/house.ts';
import type { z } from 'zod';
import { houseRound } from '../../db/schema.ts';
import { findGameSession } from '../../modules/games/sessions.ts';
import { launchFor } from '../../modules/games/test-support.ts';
import { gameOf } from '../../modules/vendors/test-support.ts';
import { fund, signedInMember } from '../../modules/wallet/test-support.ts';
import type { Player } from './access.ts';
import { hashSeed } from './fair.ts';
import { outcomeOf } from './outcomes.ts';
import { ensureRound, type RoundRow } from './rounds.ts';
import { roundAt, roundTimes } from '../../../src/rules/scheduled.ts';

export interface Seat {
  /** Headers that speak for the game session, as the game page sends them. */
  headers: Record<string, string>;
  player: Player;
  memberId: number;
  /** Headers of the member's site session, for site endpoints such as the balance. */
  siteHeaders: Record<string, string>;
}

/** A member (funded with `funds` minor units, or a trial account) who launched the HOUSE game. */
export async function seatAt(app: FastifyInstance, game: HouseGame, options: { funds?: bigint; trial?: boolean } = {}): Promise<Seat> {
  const who = await signedInMember(app, options.trial ? { type: 4 } : {});
  if (options.funds) await fund(app, who.member.id, options.funds);
  const launched = await launchFor(app, who.headers, gameOf(app.vendors.catalog, houseCatalogue[game].vendor));
  const session = await findGameSession(app.db, launched.token);
  if (!session) throw new Error('launch made no game session');
  return {
    headers: { authorization: `Bearer ${launched.token}` },
    player: { session, token: launched.token },
    memberId: who.member.id,
    siteHeaders: who.headers,
  };
}

/** Calls the play API and answers the success value parsed with `schema`, or throws with the body. */
export async function play<T extends z.ZodType>(
  app: FastifyInstance,
  seat: Seat,
  method: 'GET' | 'POST',
  url: string,
  schema: T,
  payload?: object,
): Promise<z.output<T>> {
  const response = await app.inject({ method, url, headers: seat.headers, ...(payload ? { payload } : {}) });
  const parsed = successSchema(schema).safeParse(response.json());
  if (!parsed.success) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return (parsed.data as { value: z.output<T> }).value;
}

export async function failureOf(app: FastifyInstance, seat: Seat, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: seat.headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, code: (response.json() as { code?: string }).code };
}

export const key = () => randomUUID();

/**
 * A round far enough ahead that nothing else touches it, with a known server seed so the test
 * knows its outcome, and an instant inside its betting time.
 */
export async function futureRound(app: FastifyInstance, game: ScheduledGame, serverSeed = 'e'.repeat(64)) {
  const number = roundAt(game, app.clock.now()) + 100 + Math.floor(Math.random() * 100_000);
  const made = await ensureRound(app.db, game, number);
  const [round] = await app.db
    .update(houseRound)
    .set({ serverSeed, serverSeedHash: hashSeed(serverSeed) })
    .where(eq(houseRound.id, made.id))
    .returning();
  if (!round) throw new Error('round vanished');
  const times = roundTimes(game, number);
  const outcome = outcomeOf(game, { serverSeed, clientSeed: round.code, nonce: 0 })?.outcome;
  if (!outcome) throw new Error('no outcome');
  return { round, outcome, betting: new Date(times.opensAt.getTime() + 1000), closed: times.closesAt, settles: times.settlesAt };
}

export async function reread(app: FastifyInstance, round: RoundRow): Promise<RoundRow> {
  const [row] = await app.db.select().from(houseRound).where(eq(houseRound.id, round.id));
  if (!row) throw new Error('round vanished');
  return row;
}
