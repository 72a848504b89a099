import { describe, expect, it } from 'vitest';
import { baccaratPicks } from '../contract/house.ts';
import { coup, type BaccaratOutcome } from './baccarat.ts';
import { betReturn, scheduledRules } from './scheduled.ts';
import { choosing, numbers } from './test-support.ts';

/** The card of rank index `rank` (0 = ace … 12 = king) of spades. */
const card = (rank: number) => choosing(rank, 52);

/**
 * The banker's tableau as casinos print it: row = banker's total, column = the player's third
 * card (0-9); D draws, S stands. Written here apart from the rule module on purpose.
 */
const tableau: Record<number, string> = {
  0: 'DDDDDDDDDD',
  1: 'DDDDDDDDDD',
  2: 'DDDDDDDDDD',
  3: 'DDDDDDDDSD',
  4: 'SSDDDDDDSS',
  5: 'SSSSDDDDSS',
  6: 'SSSSSSDDSS',
  7: 'SSSSSSSSSS',
};

/** Who wins when the shoe gives these card values in order (player, banker, player, banker, …). */
function expectedWinner(values: readonly number[]): 'player' | 'banker' | 'tie' {
  let player = (values[0] + values[2]) % 10;
  let banker = (values[1] + values[3]) % 10;
  if (player < 8 && banker < 8) {
    if (player <= 5) {
      const third = values[4];
      player = (player + third) % 10;
      if (tableau[banker][third] === 'D') banker = (banker + values[5]) % 10;
    } else if (banker <= 5) {
      banker = (banker + values[4]) % 10;
    }
  }
  return player === banker ? 'tie' : player > banker ? 'player' : 'banker';
}

describe('baccarat: outcome and return counted over six cards from an infinite shoe', () => {
  // Each card is one of 13 ranks; by value, 0 has four ranks (10, J, Q, K) and 1-9 one each.
  // Counting the 10^6 value sequences with those weights counts all 13^6 rank sequences.
  const weightOf = (value: number) => (value === 0 ? 4 : 1);
  const rankOf = (value: number) => (value === 0 ? 9 : value - 1);
  const wins = { player: 0, banker: 0, tie: 0 };
  let disagreements = 0;
  const values = [0, 0, 0, 0, 0, 0];
  for (let sequence = 0; sequence < 1_000_000; sequence += 1) {
    let rest = sequence;
    let weight = 1;
    for (let position = 0; position < 6; position += 1) {
      values[position] = rest % 10;
      rest = Math.floor(rest / 10);
      weight *= weightOf(values[position]);
    }
    const expected = expectedWinner(values);
    if (coup(numbers(values.map((value) => card(rankOf(value))))).winner !== expected) disagreements += 1;
    wins[expected] += weight;
  }
  const chance = (winner: keyof typeof wins) => wins[winner] / 13 ** 6;

  it('decides every one of the 10^6 card sequences as the printed tableau does', () => {
    expect(disagreements).toBe(0);
    expect(wins.player + wins.banker + wins.tie).toBe(13 ** 6);
  });

  it('returns 98.77% on player (2.00), 98.94% on banker (1.95) and 85.88% on tie (9.00), the published infinite-deck figures', () => {
    const documented = { player: 0.9877, banker: 0.9894, tie: 0.8588 };
    for (const pick of baccaratPicks) {
      const odds = scheduledRules.baccarat.oddsOf(pick, 1) ?? 0;
      let returned = 0;
      for (const winner of baccaratPicks) {
        const outcome: BaccaratOutcome = { game: 'baccarat', player: [], banker: [], playerTotal: 0, bankerTotal: 0, winner };
        returned += chance(winner) * Number(betReturn(10_000n, Math.round(odds * 100), scheduledRules.baccarat.result(pick, outcome)));
      }
      expect(returned / 10_000).toBeCloseTo(documented[pick], 4);
    }
  });
});

describe('baccarat: hands', () => {
  it('names the cards it deals and stands on naturals', () => {
    expect(coup(numbers([card(3), card(0), card(3), card(0)]))).toMatchObject({ player: ['4S', '4S'], banker: ['AS', 'AS'], winner: 'player' });
    // Numbers 51, 13, 21, 34 of the 52 are the king of clubs, ace of hearts, 9 of hearts and 9 of diamonds.
    expect(coup(numbers([choosing(51, 52), choosing(13, 52), choosing(21, 52), choosing(34, 52)]))).toEqual({
      game: 'baccarat',
      player: ['KC', '9H'],
      banker: ['AH', '9D'],
      playerTotal: 9,
      bankerTotal: 0,
      winner: 'player',
    });
  });

  it('lets the banker stand on 3 against a third 8, and pushes player and banker bets on a tie', () => {
    expect(coup(numbers([card(0), card(0), card(12), card(1), card(7)]))).toMatchObject({ player: ['AS', 'KS', '8S'], banker: ['AS', '2S'], playerTotal: 9 });
    const tie: BaccaratOutcome = { game: 'baccarat', player: [], banker: [], playerTotal: 6, bankerTotal: 6, winner: 'tie' };
    expect(baccaratPicks.map((pick) => scheduledRules.baccarat.result(pick, tie))).toEqual(['push', 'push', 'won']);
  });
});
