import { distinct, draw, text, unit, type InstantRules, type Text } from './types.ts';

const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 0; index < k; index += 1) result = (result * (n - index)) / (index + 1);
  return result;
};

/**
 * A paytable by matches from steps [at least k matches, relative size], scaled so the exact return
 * comes to just under `target` (each pay rounded down to the cent).
 */
function paytableOf(size: number, chance: (matches: number) => number, target: number, steps: readonly (readonly [number, number])[]): number[] {
  const shape = Array.from({ length: size + 1 }, (_, matches) => steps.reduce((pays, [least, value]) => (matches >= least ? value : pays), 0));
  const base = shape.reduce((sum, value, matches) => sum + chance(matches) * value, 0);
  return shape.map((value) => Math.floor((100 * target * value) / base) / 100);
}

/** The rule as shown: the game's own words, then what each number of matches pays. */
const withPays = (rule: Text, steps: readonly (readonly [number, number])[], paytable: readonly number[]): Text => {
  const list = steps.map(([least]) => `${least}+ → ×${paytable[least]}`).join(', ');
  return { en: `${rule.en} Pays: ${list}.`, pt: `${rule.pt} Prêmios: ${list}.`, tl: `${rule.tl} Bayad: ${list}.` };
};

export interface NumberDraw {
  rule: Text;
  /** Numbers 1..pool. */
  pool: number;
  /** How many the ticket (or bingo card) holds, picked for the member by the stream. */
  ticket: number;
  /** How many balls are drawn. */
  drawn: number;
  target: number;
  /** [at least k matches, relative pay]. */
  steps: readonly (readonly [number, number])[];
}

/**
 * Keno, bingo and number lotteries: a quick-pick ticket and the draw both come from the stream;
 * the chance of k matches is hypergeometric, so the return is exact.
 */
export function numberDraw(game: NumberDraw): InstantRules {
  const chance = (matches: number) => (choose(game.ticket, matches) * choose(game.pool - game.ticket, game.drawn - matches)) / choose(game.pool, game.drawn);
  const paytable = paytableOf(game.ticket, chance, game.target, game.steps);
  const expected = paytable.reduce((sum, pays, matches) => sum + chance(matches) * pays, 0);
  return {
    family: 'draw',
    rule: withPays(game.rule, game.steps, paytable),
    choices: () => [{ pick: 'ticket', label: text('Quick pick', 'Surpresinha', 'Quick pick'), odds: null }],
    draw(random) {
      const numbers = distinct(random, game.pool, game.ticket + game.drawn).map((value) => value + 1);
      const ticket = numbers.slice(0, game.ticket).sort((a, b) => a - b);
      const balls = distinct(random, game.pool, game.drawn).map((value) => value + 1);
      return { ticket, balls, matches: ticket.filter((number) => balls.includes(number)).length };
    },
    pays: (pick, detail) => (pick === 'ticket' ? Math.round((paytable[detail.matches as number] ?? 0) * unit) : null),
    returns: () => ({ ticket: expected }),
    matchChances: paytable.map((_, matches) => chance(matches)),
  };
}

export interface DigitDraw {
  rule: Text;
  digits: number;
  target: number;
  /** [at least k positions matching, relative pay]. */
  steps: readonly (readonly [number, number])[];
}

/** Digit games (three digits, pick four, jackpot nine): a quick-pick number against drawn digits, matched position by position. */
export function digitDraw(game: DigitDraw): InstantRules {
  const chance = (matches: number) => choose(game.digits, matches) * 0.1 ** matches * 0.9 ** (game.digits - matches);
  const paytable = paytableOf(game.digits, chance, game.target, game.steps);
  const expected = paytable.reduce((sum, pays, matches) => sum + chance(matches) * pays, 0);
  return {
    family: 'digits',
    rule: withPays(game.rule, game.steps, paytable),
    choices: () => [{ pick: 'ticket', label: text('Quick pick', 'Surpresinha', 'Quick pick'), odds: null }],
    draw(random) {
      const ticket = Array.from({ length: game.digits }, () => draw(random, 10));
      const balls = Array.from({ length: game.digits }, () => draw(random, 10));
      return { ticket, balls, matches: ticket.filter((digit, index) => balls[index] === digit).length };
    },
    pays: (pick, detail) => (pick === 'ticket' ? Math.round((paytable[detail.matches as number] ?? 0) * unit) : null),
    returns: () => ({ ticket: expected }),
    matchChances: paytable.map((_, matches) => chance(matches)),
  };
}
