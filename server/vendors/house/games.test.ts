import { describe, expect, it } from 'vitest';
import { outcomeSchema } from '../../../src/contract/house.ts';
import { digest, hashSeed, randoms, type Randoms } from './fair.ts';
import { coup, type BaccaratOutcome } from './games/baccarat.ts';
import { dicePayout, diceReturnPercent, winChance } from './games/dice.ts';
import { fixture, footballOdds, outcomeChances } from './games/football.ts';
import { lottoWins, type LottoOutcome } from './games/lotto.ts';
import { roundAt, roundTimes, scheduledRules } from './games/scheduled.ts';
import { outcomeOf } from './outcomes.ts';

const serverSeed = 'f'.repeat(64);
const round = (game: 'derby' | 'lotto' | 'baccarat' | 'football', number: number) =>
  outcomeOf(game, { serverSeed, clientSeed: `${game}-${number}`, nonce: 0 })?.outcome;

/** A stream that deals the given numbers, for rule tests that need a chosen hand. */
function fixed(values: number[]): Randoms {
  let index = 0;
  return { next: () => values[index++] ?? 0, digests: () => [] };
}
/** The number that deals card `rank` (0 = ace … 12 = king) of spades. */
const card = (rank: number) => (rank + 0.5) / 52;

describe('provably fair randomness', () => {
  it('is HMAC-SHA256(serverSeed, clientSeed:nonce:round), eight numbers per digest', () => {
    const seed = { serverSeed, clientSeed: 'abc', nonce: 7 };
    const stream = randoms(seed);
    const first = digest(seed, 0);
    expect(stream.next()).toBe(first.readUInt32BE(0) / 2 ** 32);
    for (let index = 1; index < 8; index += 1) stream.next();
    expect(stream.next()).toBe(digest(seed, 1).readUInt32BE(0) / 2 ** 32);
    expect(stream.digests()).toEqual([first.toString('hex'), digest(seed, 1).toString('hex')]);
    expect(hashSeed(serverSeed)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the same outcome to anyone holding the seeds, and another for another nonce', () => {
    const played = outcomeOf('slot', { serverSeed, clientSeed: 'abc', nonce: 0 });
    expect(outcomeOf('slot', { serverSeed, clientSeed: 'abc', nonce: 0 })).toEqual(played);
    expect(outcomeOf('slot', { serverSeed, clientSeed: 'abc', nonce: 1 })?.outcome).not.toEqual(played?.outcome);
    expect(played?.outcome).toMatchObject({ game: 'slot', multiplier: 1.35 });
    expect(outcomeOf('dice', { serverSeed, clientSeed: 'abc', nonce: 0 })?.outcome).toEqual({ game: 'dice', roll: 96.62 });
    for (const game of ['derby', 'lotto', 'baccarat', 'football'] as const) expect(outcomeSchema.parse(round(game, 1000))).toBeTruthy();
  });

  it('refuses a scheduled check whose client seed is not a round of that game', () => {
    expect(outcomeOf('derby', { serverSeed, clientSeed: 'lotto-1000', nonce: 0 })).toBeNull();
    expect(outcomeOf('derby', { serverSeed, clientSeed: 'whatever', nonce: 0 })).toBeNull();
  });
});

describe('dice', () => {
  it('returns 99% for every target and direction', () => {
    for (const direction of ['under', 'over'] as const) {
      for (const target of [2, 10.5, 49.99, 50, 75.25, 98]) {
        const chance = winChance({ target, direction }) / 10_000;
        const payout = Number(dicePayout(1_000_000n, { target, direction }, { game: 'dice', roll: direction === 'under' ? 0 : 99.99 }));
        expect(payout * chance).toBeCloseTo((1_000_000 * diceReturnPercent) / 100, -1);
      }
    }
  });

  it('pays under below the target and over at or above it', () => {
    const stake = 100n;
    expect(dicePayout(stake, { target: 50, direction: 'under' }, { game: 'dice', roll: 49.99 })).toBe(198n);
    expect(dicePayout(stake, { target: 50, direction: 'under' }, { game: 'dice', roll: 50 })).toBe(0n);
    expect(dicePayout(stake, { target: 50, direction: 'over' }, { game: 'dice', roll: 50 })).toBe(198n);
  });
});

describe('derby draws with fixed seeds', () => {
  it('fights rounds 1000-1002 to meron, meron, draw', () => {
    expect([1000, 1001, 1002].map((number) => round('derby', number))).toEqual([
      { game: 'derby', winner: 'meron' },
      { game: 'derby', winner: 'meron' },
      { game: 'derby', winner: 'draw' },
    ]);
  });

  it('pays meron 1.90, gives meron and wala back on a draw and pays the draw 8.00', () => {
    const rules = scheduledRules.derby;
    const meron = { game: 'derby', winner: 'meron' } as const;
    const draw = { game: 'derby', winner: 'draw' } as const;
    expect([rules.result('meron', meron), rules.result('wala', meron), rules.result('draw', meron)]).toEqual(['won', 'lost', 'lost']);
    expect([rules.result('meron', draw), rules.result('wala', draw), rules.result('draw', draw)]).toEqual(['push', 'push', 'won']);
    expect(rules.oddsOf('draw', 1)).toBe(8);
    expect(rules.oddsOf('meron', 1)).toBe(1.9);
    expect(rules.oddsOf('tie', 1)).toBeNull();
  });

  it('opens betting for 40 s of every 60 s round', () => {
    const times = roundTimes('derby', 1000);
    expect(times.code).toBe('derby-1000');
    expect(times.closesAt.getTime() - times.opensAt.getTime()).toBe(40_000);
    expect(times.settlesAt.getTime() - times.opensAt.getTime()).toBe(60_000);
    expect(roundAt('derby', new Date(times.opensAt.getTime() + 59_999))).toBe(1000);
  });
});

describe('lottery draws with fixed seeds', () => {
  it('opens five different numbers per draw', () => {
    expect(round('lotto', 1000)).toEqual({ game: 'lotto', numbers: [61, 75, 91, 6, 39] });
    expect(round('lotto', 1001)).toEqual({ game: 'lotto', numbers: [24, 13, 23, 68, 12] });
    for (let number = 0; number < 200; number += 1) {
      const outcome = round('lotto', number);
      expect(outcome?.game === 'lotto' && new Set(outcome.numbers).size).toBe(5);
    }
  });

  it('settles any and first picks', () => {
    const outcome: LottoOutcome = { game: 'lotto', numbers: [61, 75, 91, 6, 39] };
    expect(lottoWins('any:06', outcome)).toBe(true);
    expect(lottoWins('first:61', outcome)).toBe(true);
    expect(lottoWins('first:75', outcome)).toBe(false);
    expect(lottoWins('any:07', outcome)).toBe(false);
    expect(scheduledRules.lotto.oddsOf('any:07', 1)).toBe(19);
    expect(scheduledRules.lotto.oddsOf('first:07', 1)).toBe(95);
    expect(scheduledRules.lotto.oddsOf('any:7', 1)).toBeNull();
  });
});

describe('baccarat', () => {
  it('deals rounds 1000 and 1002 with the third-card rules', () => {
    expect(round('baccarat', 1000)).toEqual({
      game: 'baccarat',
      player: ['JS', 'AS', '2S'],
      banker: ['3H', 'QH', '9H'],
      playerTotal: 3,
      bankerTotal: 2,
      winner: 'player',
    });
    expect(round('baccarat', 1002)).toMatchObject({ player: ['AS', '8H'], banker: ['8C', '2D'], playerTotal: 9, winner: 'player' });
  });

  it('stands on naturals, lets the banker stand on 3 against a third 8, and pushes player and banker bets on a tie', () => {
    // Player 4+4 = 8 natural: nobody draws.
    expect(coup(fixed([card(3), card(0), card(3), card(0)]))).toMatchObject({ player: ['4S', '4S'], banker: ['AS', 'AS'], winner: 'player' });
    // Player 1+K = 1 draws an 8; banker A+2 = 3 stands against an 8.
    expect(coup(fixed([card(0), card(0), card(12), card(1), card(7)]))).toMatchObject({ player: ['AS', 'KS', '8S'], banker: ['AS', '2S'], playerTotal: 9 });
    // Player 6+K = 6 stands; banker 2+3 = 5 draws.
    expect(coup(fixed([card(5), card(1), card(12), card(2), card(0)]))).toMatchObject({ player: ['6S', 'KS'], banker: ['2S', '3S', 'AS'], winner: 'tie' });
    const tie: BaccaratOutcome = { game: 'baccarat', player: [], banker: [], playerTotal: 6, bankerTotal: 6, winner: 'tie' };
    expect([scheduledRules.baccarat.result('player', tie), scheduledRules.baccarat.result('tie', tie)]).toEqual(['push', 'won']);
    expect(scheduledRules.baccarat.oddsOf('banker', 1)).toBe(1.95);
  });
});

describe('virtual football', () => {
  it('plays matches 1000-1002 from the match seed', () => {
    expect(round('football', 1000)).toEqual({ game: 'football', homeGoals: 1, awayGoals: 0, goals: [{ side: 'home', minute: 85 }], winner: '1' });
    expect(round('football', 1002)).toMatchObject({ homeGoals: 1, awayGoals: 1, winner: 'X' });
  });

  it('prices 1X2 from the strengths with a 6% margin', () => {
    const match = fixture(1000);
    expect(match).toMatchObject({ home: 'Manila Carabaos', away: 'Davao Eagles' });
    const chances = outcomeChances(match);
    expect(chances['1'] + chances.X + chances['2']).toBeCloseTo(1, 9);
    expect(chances['1']).toBeGreaterThan(chances['2']);
    const odds = footballOdds(match);
    expect(odds).toEqual({ '1': 1.62, X: 4.09, '2': 4.91 });
    expect(1 / odds['1'] + 1 / odds.X + 1 / odds['2']).toBeGreaterThan(1.06);
  });
});
