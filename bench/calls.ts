/**
 * What a load generator sends, described as data so that a generator in a process of its own
 * (bench/generator.ts) can rebuild it: the same path over and over, one path with each member's
 * headers in turn, or the seamless case's signed bet + win rounds. Each round is a short sequence
 * of calls, the next of which may depend on the last answer (a vendor settles a bet that was taken
 * and asks the balance after a refusal), and every answer is counted by what it said.
 */
import { randomUUID } from 'node:crypto';
import { signedCalls, type Served } from './bet-and-win.ts';
import type { Call } from './load.ts';

export type Mix =
  | { kind: 'repeat'; path: string; headers?: Record<string, string> }
  /** One path, each round with the next of `headers` (each member's bearer token, say). */
  | { kind: 'rotate'; path: string; headers: Array<Record<string, string>> }
  /** Several paths in turn, each with its headers. */
  | { kind: 'paths'; calls: Array<{ path: string; headers?: Record<string, string> }> }
  | { kind: 'seamless'; served: Served };

/** Answers by what they said: `bet OK`, `bet INSUFFICIENT_FUNDS`, `win OK`, `balance OK`, `GET 2xx`, `bet error`… */
export type Tally = Map<string, number>;

export function count(tally: Tally, key: string, by = 1): void {
  tally.set(key, (tally.get(key) ?? 0) + by);
}

/** The answers that were a transfer: a bet or a win the wallet answered OK. */
export const transfersOf = (tally: Tally) => (tally.get('bet OK') ?? 0) + (tally.get('win OK') ?? 0);

/** Every answer that was not what the case asks for: an HTTP error, an unreadable answer, a dropped connection. */
export const errorsOf = (tally: Tally) => [...tally].filter(([key]) => key.endsWith(' error')).reduce((sum, [, value]) => sum + value, 0);

/** `bet OK 5,000, bet INSUFFICIENT_FUNDS 120, win OK 5,000, error 0`: the tally as a row's note prints it. */
export function tallyNote(tally: Tally): string {
  const parts = [...tally].sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => `${key} ${value.toLocaleString('en')}`);
  return parts.join(', ');
}

/** One round of calls: `next()` gives the round's next call, `answered` reads its answer. */
export interface Round {
  next(): Call;
  answered(status: number, body: string): void;
  /** The call failed before any answer (a dropped connection, a timeout). */
  failed(): void;
}

/** A well-spread number from a round's counter, so stakes and outcomes do not follow the members' order. */
export const spread = (n: number, modulo: number) => ((Math.imul(n + 1, 2654435761) >>> 0) % 1_000_003) % modulo;

/** The seamless case's stakes in pesos: mostly small, some larger. */
const stakes = [1, 1, 2, 2, 5, 5, 10, 20];

/** A round's stake, and its payout: 45 rounds in 100 pay twice the stake, the rest lose (a 90% return). */
export function stakeAndPayout(n: number): { stake: number; payout: number } {
  const stake = stakes[spread(n, stakes.length)]!;
  return { stake, payout: spread(n * 7 + 3, 100) < 45 ? stake * 2 : 0 };
}

/** How many calls a round of the mix makes. */
export const stepsOf = (mix: Mix) => (mix.kind === 'seamless' ? 2 : 1);

/** Rounds of the mix in turn, counting every answer in `tally`. */
export function roundsOf(mix: Mix, tally: Tally): () => Round {
  let n = 0;
  if (mix.kind === 'seamless') return seamlessRounds(mix.served, tally);
  const nextCall = (): Call => {
    n += 1;
    if (mix.kind === 'repeat') return { path: mix.path, headers: mix.headers };
    if (mix.kind === 'rotate') return { path: mix.path, headers: mix.headers[(n - 1) % mix.headers.length] };
    return mix.calls[(n - 1) % mix.calls.length]!;
  };
  return () => ({
    next: nextCall,
    answered: (status) => count(tally, status >= 200 && status < 300 ? 'GET 2xx' : 'GET error'),
    failed: () => count(tally, 'GET error'),
  });
}

/**
 * The seamless case: in each round a member (the members in turn) bets a stake and, when the bet was
 * taken, the round is settled by a win of its payout (0 when lost); a refused bet is followed by a
 * balance call, as a game asks after a refusal. Every answer is HTTP 200 with the wallet's status in
 * its body, so the status is what counts.
 */
function seamlessRounds(served: Served, tally: Tally): () => Round {
  const signed = signedCalls(served);
  let n = 0;
  return () => {
    const round = n;
    n += 1;
    const who = served.members[round % served.members.length]!;
    const id = randomUUID();
    const { stake, payout } = stakeAndPayout(round);
    const session = { sessionToken: who.gameToken, member: who.username };
    const base = { ...session, gameCode: served.gameCode, roundId: `r-${id}` };
    let step = 0;
    let taken = false;
    const operation = () => (step === 1 ? 'bet' : taken ? 'win' : 'balance');
    return {
      next() {
        step += 1;
        if (step === 1) return signed('bet', { ...base, txId: `b-${id}`, amount: stake });
        if (taken) return signed('win', { ...base, txId: `w-${id}`, betTxId: `b-${id}`, amount: payout });
        return signed('balance', session);
      },
      answered(status, body) {
        const said = status === 200 ? statusOf(body) : undefined;
        count(tally, `${operation()} ${said ?? 'error'}`);
        if (step === 1) taken = said === 'OK';
      },
      failed() {
        count(tally, `${operation()} error`);
      },
    };
  };
}

/** The wallet's status in an answer's body, or undefined when the body is not a wallet answer. */
export function statusOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { status?: unknown };
    return typeof parsed.status === 'string' ? parsed.status : undefined;
  } catch {
    return undefined;
  }
}
