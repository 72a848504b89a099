import { baccaratResult, coup } from '../baccarat.ts';
import type { RandomSource } from '../random.ts';
import { basisOf, draw, text, unit, type Detail, type InstantRules, type Text } from './types.ts';

const ranks = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const suits = ['S', 'H', 'D', 'C'];
interface Card {
  rank: number;
  suit: number;
}
const dealCard = (random: RandomSource): Card => ({ rank: draw(random, 13), suit: draw(random, 4) });
const name = (card: Card) => `${ranks[card.rank]}${suits[card.suit]}`;
/** Baccarat value of a card: 2–9 face value, tens and faces 0, ace 1. */
const pointOf = (card: Card) => (card.rank <= 7 ? card.rank + 2 : card.rank === 12 ? 1 : 0);

/** How a card game scores a hand: a higher score wins; `deal` says how many cards (or draws more). */
interface Scoring {
  deal(random: RandomSource): Card[];
  score(hand: readonly Card[]): number;
}

const fixedHand = (size: number) => (random: RandomSource) => Array.from({ length: size }, () => dealCard(random));

/** Poker ranking of three or five cards, as one comparable number: category first, then ranks. */
function pokerScore(hand: readonly Card[]): number {
  const values = hand.map((card) => card.rank).sort((a, b) => b - a);
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const groups = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const flush = hand.every((card) => card.suit === hand[0].suit);
  const unique = counts.size === hand.length;
  const straight = unique && values[0] - values[values.length - 1] === hand.length - 1;
  const shape = groups.map(([, count]) => count).join('');
  const five = hand.length === 5;
  let category: number;
  if (straight && flush) category = 8;
  else if (shape.startsWith('4') || (!five && shape === '3')) category = 7;
  else if (shape === '32') category = 6;
  else if (flush) category = five ? 5 : 4;
  else if (straight) category = five ? 4 : 5;
  else if (shape.startsWith('3')) category = 3;
  else if (shape.startsWith('22')) category = 2;
  else if (shape.startsWith('2')) category = 1;
  else category = 0;
  return groups.reduce((score, [value]) => score * 13 + value, category);
}

/** Bull bull (niu niu): three cards summing to a multiple of ten make a bull; the other two, mod 10, score (0 is "bull bull", best). */
function bullScore(hand: readonly Card[]): number {
  const points = hand.map((card) => Math.min(10, card.rank === 12 ? 1 : card.rank + 2));
  let best = -1;
  for (let a = 0; a < 5; a += 1)
    for (let b = a + 1; b < 5; b += 1)
      for (let c = b + 1; c < 5; c += 1) {
        if ((points[a] + points[b] + points[c]) % 10 !== 0) continue;
        const rest = (points.reduce((sum, point) => sum + point, 0) - points[a] - points[b] - points[c]) % 10;
        best = Math.max(best, rest === 0 ? 10 : rest);
      }
  return best;
}

/** Blackjack values: both hands draw to 17 or more; over 21 scores 0 (a bust). */
const blackjackValue = (card: Card) => (card.rank <= 8 ? card.rank + 2 : card.rank === 12 ? 11 : 10);
function blackjackTotal(hand: readonly Card[]): number {
  let total = hand.reduce((sum, card) => sum + blackjackValue(card), 0);
  let softAces = hand.filter((card) => card.rank === 12).length;
  while (total > 21 && softAces > 0) {
    total -= 10;
    softAces -= 1;
  }
  return total;
}

export const scorings = {
  /** Lucky nine: two cards, baccarat points mod 10. */
  nine: { deal: fixedHand(2), score: (hand) => hand.reduce((sum, card) => sum + pointOf(card), 0) % 10 },
  /** High card: one card, ace high. */
  high: { deal: fixedHand(1), score: (hand) => hand[0].rank },
  /** Three-card poker ranking (teen patti): trail, pure sequence, sequence, colour, pair, high card. */
  three: { deal: fixedHand(3), score: pokerScore },
  /** Five-card poker ranking. */
  poker: { deal: fixedHand(5), score: pokerScore },
  bull: { deal: fixedHand(5), score: bullScore },
  blackjack: {
    deal(random) {
      const hand = [dealCard(random), dealCard(random)];
      while (blackjackTotal(hand) < 17) hand.push(dealCard(random));
      return hand;
    },
    score: (hand) => {
      const total = blackjackTotal(hand);
      return total > 21 ? 0 : total;
    },
  },
  /** Tongits-style: three cards, the lowest point count wins (scored negative). */
  low: { deal: fixedHand(3), score: (hand) => -hand.reduce((sum, card) => sum + Math.min(10, card.rank === 12 ? 1 : card.rank + 2), 0) },
} satisfies Record<string, Scoring>;
export type ScoringName = keyof typeof scorings;

/** A duel pays 1.95 on a win and gives the stake back on a tie. */
export const duelOdds = 1.95;

/**
 * A card duel against the dealer: both hands are dealt from an endless shoe and scored by the
 * game's rule. The game is symmetric, so either side wins with the same chance (1 − tie) / 2 and
 * the return is 0.975 + 0.025 × the tie chance.
 */
export function cardDuel(scoring: ScoringName, rule: Text): InstantRules {
  const rules = scorings[scoring];
  return {
    family: 'duel',
    rule,
    choices: () => [
      { pick: 'player', label: text('Player', 'Jogador', 'Player'), odds: duelOdds },
      { pick: 'dealer', label: text('Dealer', 'Banca', 'Dealer'), odds: duelOdds },
    ],
    draw(random) {
      const player = rules.deal(random);
      const dealer = rules.deal(random);
      const [mine, theirs] = [rules.score(player), rules.score(dealer)];
      return { player: player.map(name), dealer: dealer.map(name), winner: mine > theirs ? 'player' : mine < theirs ? 'dealer' : 'tie' };
    },
    pays(pick, detail) {
      if (pick !== 'player' && pick !== 'dealer') return null;
      return detail.winner === 'tie' ? unit : detail.winner === pick ? basisOf(duelOdds) : 0;
    },
    returns: () => null,
  };
}

/** Punto banco dealt per hand with the scheduled table's rules and odds. */
export function baccaratHand(): InstantRules {
  const odds = { player: 2, banker: 1.95, tie: 9 } as const;
  return {
    family: 'baccarat',
    rule: text(
      'Punto banco, standard third-card rules. Player pays 2, Banker 1.95, Tie 9; Player and Banker bets are returned on a tie.',
      'Punto banco, regras padrão da terceira carta. Jogador paga 2, Banca 1,95, Empate 9; apostas em Jogador e Banca são devolvidas no empate.',
      'Punto banco, karaniwang tuntunin ng ikatlong baraha. Ang Player ay 2, Banker 1.95, Tabla 9; ibinabalik ang taya sa Player at Banker kapag tabla.',
    ),
    choices: () => [
      { pick: 'player', label: text('Player', 'Jogador', 'Player'), odds: odds.player },
      { pick: 'banker', label: text('Banker', 'Banca', 'Banker'), odds: odds.banker },
      { pick: 'tie', label: text('Tie', 'Empate', 'Tabla'), odds: odds.tie },
    ],
    draw: (random) => coup(random) as unknown as Detail,
    pays(pick, detail) {
      if (pick !== 'player' && pick !== 'banker' && pick !== 'tie') return null;
      const result = baccaratResult(pick, detail as unknown as ReturnType<typeof coup>);
      return result === 'won' ? basisOf(odds[pick]) : result === 'push' ? unit : 0;
    },
    // Counted exactly over the endless shoe by the scheduled table's tests (src/rules/baccarat.test.ts), to four places.
    returns: () => ({ player: 0.9877, banker: 0.9894, tie: 0.8588 }),
  };
}
