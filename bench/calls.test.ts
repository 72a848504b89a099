import { describe, expect, it } from 'vitest';
import type { Served } from './bet-and-win.ts';
import { errorsOf, roundsOf, stakeAndPayout, statusOf, tallyNote, transfersOf, type Tally } from './calls.ts';
import { fundingOf, limitsOf } from './funding.ts';

const served: Served = {
  address: 'http://127.0.0.1:1',
  kind: 'postgres',
  members: [
    { id: 1, username: 'alpha', token: 't1', gameToken: 'g'.repeat(20) },
    { id: 2, username: 'bravo', token: 't2', gameToken: 'h'.repeat(20) },
  ],
  secret: 'bench-secret',
  vendor: 'HOUSE',
  gameCode: 'house-slot',
};

const answer = (status: string) => JSON.stringify({ status, balance: 1, currency: 'PHP' });

describe('the seamless rounds', () => {
  it('settles a taken bet with its win, and asks the balance after a refusal', () => {
    const tally: Tally = new Map();
    const next = roundsOf({ kind: 'seamless', served }, tally);
    const taken = next();
    const bet = taken.next();
    expect(bet.path).toBe('/vendor/HOUSE/bet');
    const betBody = JSON.parse(bet.body!) as { member: string; txId: string; amount: number };
    expect(betBody.member).toBe('alpha');
    taken.answered(200, answer('OK'));
    const win = taken.next();
    expect(win.path).toBe('/vendor/HOUSE/win');
    expect(JSON.parse(win.body!)).toMatchObject({ betTxId: betBody.txId, member: 'alpha' });
    taken.answered(200, answer('OK'));

    const refused = next();
    expect(JSON.parse(refused.next().body!)).toMatchObject({ member: 'bravo' });
    refused.answered(200, answer('INSUFFICIENT_FUNDS'));
    expect(refused.next().path).toBe('/vendor/HOUSE/balance');
    refused.answered(200, answer('OK'));

    const limited = next();
    limited.next();
    limited.answered(200, answer('NOT_ALLOWED'));
    limited.next();
    limited.failed();

    const broken = next();
    broken.next();
    broken.answered(500, 'Internal Server Error');
    broken.next();
    broken.answered(200, 'not json');

    expect(Object.fromEntries(tally)).toEqual({
      'bet OK': 1,
      'win OK': 1,
      'bet INSUFFICIENT_FUNDS': 1,
      'balance OK': 1,
      'bet NOT_ALLOWED': 1,
      'balance error': 2,
      'bet error': 1,
    });
    // A refusal answered with HTTP 200 moved no money: only OK bets and wins are transfers.
    expect(transfersOf(tally)).toBe(2);
    expect(errorsOf(tally)).toBe(3);
    expect(tallyNote(tally)).toBe('balance error 2, balance OK 1, bet error 1, bet INSUFFICIENT_FUNDS 1, bet NOT_ALLOWED 1, bet OK 1, win OK 1');
  });

  it('signs each call over its exact body', async () => {
    const { createHmac } = await import('node:crypto');
    const bet = roundsOf({ kind: 'seamless', served }, new Map())().next();
    expect(bet.headers?.['x-signature']).toBe(createHmac('sha256', 'bench-secret').update(bet.body!).digest('hex'));
  });

  it('stakes 1 to 20 and pays twice the stake in about 45 rounds of 100', () => {
    const rounds = Array.from({ length: 10_000 }, (_, n) => stakeAndPayout(n));
    expect(new Set(rounds.map((round) => round.stake))).toEqual(new Set([1, 2, 5, 10, 20]));
    for (const round of rounds) expect([0, round.stake * 2]).toContain(round.payout);
    const won = rounds.filter((round) => round.payout > 0).length / rounds.length;
    expect(won).toBeGreaterThan(0.42);
    expect(won).toBeLessThan(0.48);
  });

  it("reads the wallet's status from an answer, and nothing from anything else", () => {
    expect(statusOf(answer('SESSION_EXPIRED'))).toBe('SESSION_EXPIRED');
    expect(statusOf('{"balance":1}')).toBeUndefined();
    expect(statusOf('<html>')).toBeUndefined();
  });
});

describe('the other mixes', () => {
  it("rotates the members' headers round by round, and counts HTTP errors", () => {
    const tally: Tally = new Map();
    const next = roundsOf({ kind: 'rotate', path: '/b', headers: [{ a: '1' }, { a: '2' }] }, tally);
    const seen = Array.from({ length: 3 }, () => {
      const round = next();
      const call = round.next();
      round.answered(call.headers?.a === '2' ? 503 : 200, '');
      return call.headers?.a;
    });
    expect(seen).toEqual(['1', '2', '1']);
    expect(Object.fromEntries(tally)).toEqual({ 'GET 2xx': 2, 'GET error': 1 });
  });
});

describe("the seamless case's members", () => {
  it('hold small balances, spread, so the smallest run short of a 20.00 stake', () => {
    const balances = Array.from({ length: 256 }, (_, index) => fundingOf(index));
    expect(balances.every((balance) => balance > 0n && balance <= 2500_00n)).toBe(true);
    expect(balances.filter((balance) => balance < 20_00n).length).toBeGreaterThan(50);
    expect(new Set(balances).size).toBeGreaterThan(5);
  });

  it('have wager and loss limits, five in sixteen of them', () => {
    const limited = Array.from({ length: 256 }, (_, index) => limitsOf(index));
    expect(limited.filter((limits) => limits.length > 0).length).toBe(80);
    const kinds = new Set(limited.flat().map((limit) => limit.kind));
    expect(kinds).toEqual(new Set(['wager', 'loss']));
  });
});
