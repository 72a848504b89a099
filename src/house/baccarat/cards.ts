import { cardRanks, cardSuits } from '../../rules/baccarat.ts';

type Suit = (typeof cardSuits)[number];
const suitSigns: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export interface Card {
  rank: string;
  suit: Suit;
  sign: string;
  red: boolean;
}

/** A card as the wire writes it: rank then suit, "10H", "AS", "QD". Anything else is null. */
export function parseCard(text: string): Card | null {
  const rank = text.slice(0, -1);
  const suit = cardSuits.find((name) => name === text.slice(-1));
  if (!suit || !(cardRanks as readonly string[]).includes(rank)) return null;
  return { rank, suit, sign: suitSigns[suit], red: suit === 'H' || suit === 'D' };
}

/**
 * The order cards come out of the shoe in baccarat: player, banker, player, banker, then the
 * player's third card and the banker's third card when drawn. The table deals in this order.
 */
export function dealOrder(player: readonly string[], banker: readonly string[]): { hand: 'player' | 'banker'; card: string; index: number }[] {
  const order: { hand: 'player' | 'banker'; card: string; index: number }[] = [];
  for (let index = 0; index < 3; index += 1) {
    const fromPlayer = player[index];
    const fromBanker = banker[index];
    if (fromPlayer !== undefined) order.push({ hand: 'player', card: fromPlayer, index });
    if (fromBanker !== undefined) order.push({ hand: 'banker', card: fromBanker, index });
  }
  return order;
}
