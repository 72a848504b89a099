import { createHmac, randomUUID } from 'node:crypto';
import { signatureHeader, vendorPath } from '../src/contract/vendor.ts';
import type { Call } from './load.ts';

/** What bench/serve.ts prints once it listens. */
export interface Served {
  address: string;
  kind: string;
  members: Array<{ id: number; username: string; token: string; gameToken: string }>;
  secret: string;
  vendor: string;
  gameCode: string;
}

/**
 * The seamless case's calls: bets and wins take both processes about 20,000 calls to warm, not the
 * 4,000 of the other cases. Timed after 4,000, the first 12,000 calls cost the server a third more
 * CPU than the next 12,000, and their p99 read half as long again (bench/README.md). They come
 * from 64 connections, as every case of the bench.
 */
export const seamlessCalls = { warm: 20000, timed: 12000, connections: 64 };

/** The member a client plays in a round: the clients take the members in turn. */
export const memberOf = (served: Served, client: number, round: number) =>
  served.members[(client + round * seamlessCalls.connections) % served.members.length]!;

/** A call to the served vendor's wallet API, signed as HOUSE signs. */
export function signedCalls(served: Served): (operation: 'bet' | 'win' | 'balance', body: object) => Call {
  const sign = (body: string) => createHmac('sha256', served.secret).update(body).digest('hex');
  return (operation, body) => {
    const text = JSON.stringify(body);
    return {
      method: 'POST',
      path: vendorPath(served.vendor, operation),
      headers: { 'content-type': 'application/json', [signatureHeader]: sign(text) },
      body: text,
    };
  };
}

/** Bet then win (each one ledger transfer), members in turn. */
export function betAndWin(served: Served) {
  const call = signedCalls(served);
  return (client: number, round: number): Call[] => {
    const who = memberOf(served, client, round);
    const id = randomUUID();
    const base = { sessionToken: who.gameToken, member: who.username, gameCode: served.gameCode, roundId: `r-${id}` };
    return [call('bet', { ...base, txId: `b-${id}`, amount: 1 }), call('win', { ...base, txId: `w-${id}`, betTxId: `b-${id}`, amount: 1 })];
  };
}
