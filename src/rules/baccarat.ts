import type { z } from 'zod';
import type { baccaratOutcomeSchema, baccaratPicks } from '../contract/house.ts';
import { pick, type RandomSource } from './random.ts';

export type BaccaratOutcome = z.infer<typeof baccaratOutcomeSchema>;
export type BaccaratPick = (typeof baccaratPicks)[number];

/**
 * Punto banco from a continuously shuffled shoe (every card equally likely each draw). Player pays
 * 2.00, banker 2.00 less 5% commission (1.95), tie 9.00; on a tie, player and banker bets are given back.
 */
export const baccaratOdds: Readonly<Record<BaccaratPick, number>> = { player: 2, banker: 1.95, tie: 9 };

/** A card is named rank then suit ("10H", "AS"); the table reads the names dealt here. */
export const cardRanks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const cardSuits = ['S', 'H', 'D', 'C'] as const;

interface Card {
  name: string;
  points: number;
}

function deal(random: RandomSource): Card {
  const index = pick(random, 52);
  const rank = index % 13;
  return { name: `${cardRanks[rank]}${cardSuits[Math.floor(index / 13)]}`, points: rank >= 9 ? 0 : rank + 1 };
}

const total = (cards: readonly Card[]) => cards.reduce((sum, card) => sum + card.points, 0) % 10;

/** The banker's third-card rule once the player drew a third card worth `third`. */
function bankerDraws(banker: number, third: number): boolean {
  if (banker <= 2) return true;
  if (banker === 3) return third !== 8;
  if (banker === 4) return third >= 2 && third <= 7;
  if (banker === 5) return third >= 4 && third <= 7;
  if (banker === 6) return third === 6 || third === 7;
  return false;
}

/** One coup: player, banker, player, banker, then the third-card rules. */
export function coup(random: RandomSource): BaccaratOutcome {
  const first = [deal(random), deal(random), deal(random), deal(random)];
  const player = [first[0], first[2]];
  const banker = [first[1], first[3]];
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    if (total(player) <= 5) {
      const third = deal(random);
      player.push(third);
      if (bankerDraws(total(banker), third.points)) banker.push(deal(random));
    } else if (total(banker) <= 5) {
      banker.push(deal(random));
    }
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner = playerTotal === bankerTotal ? 'tie' : playerTotal > bankerTotal ? 'player' : 'banker';
  return {
    game: 'baccarat',
    player: player.map((card) => card.name),
    banker: banker.map((card) => card.name),
    playerTotal,
    bankerTotal,
    winner,
  };
}

export function baccaratResult(choice: BaccaratPick, outcome: BaccaratOutcome): 'won' | 'push' | 'lost' {
  if (choice === outcome.winner) return 'won';
  return outcome.winner === 'tie' ? 'push' : 'lost';
}
