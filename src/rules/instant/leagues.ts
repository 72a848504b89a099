import { basisOf, oddsFor, text, weighted, draw, type Choice, type Detail, type InstantRules, type Text } from './types.ts';

export interface Side {
  name: string;
  /** Relative strength: a side's chance is its strength over the sum. */
  strength: number;
}

export interface League {
  rule: Text;
  sides: readonly Side[];
  /** Runners per event: 2 for a match, more for a race. */
  field: number;
  /** Chance of a draw in percent (matches only); 0 for sports without draws. */
  drawPercent: number;
  /** What the bookmaker returns: odds are target / chance, rounded down to the cent. */
  target: number;
  /** The score range a winner reaches, for the result shown (goals, points, rounds). */
  score: readonly [number, number];
}

/** The event of play `nonce`: fixed by the nonce, so its runners and odds are shown before the bet. */
export function fixtureOf(league: League, nonce: number): Side[] {
  const count = league.sides.length;
  const first = nonce % count;
  const step = 1 + (Math.floor(nonce / count) % (count - 1));
  return Array.from({ length: league.field }, (_, index) => league.sides[(first + index * step) % count]);
}

const drawLabel = text('Draw', 'Empate', 'Tabla');

/** Integer weights of each pick (runner indexes, then "draw"), so chances are exact fractions. */
function weightsOf(league: League, runners: readonly Side[]): { picks: string[]; weights: number[] } {
  const scale = 100 - league.drawPercent;
  const total = runners.reduce((sum, side) => sum + side.strength, 0);
  const picks = runners.map((_, index) => String(index));
  const weights = runners.map((side) => side.strength * scale);
  if (league.drawPercent > 0) {
    picks.push('draw');
    weights.push(league.drawPercent * total);
  }
  return { picks, weights };
}

/** A virtual league: each play is an event with pre-match odds, settled at once by the fair stream. */
export function virtualLeague(league: League): InstantRules {
  const priced = (nonce: number) => {
    const runners = fixtureOf(league, nonce);
    const { picks, weights } = weightsOf(league, runners);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const odds = weights.map((weight) => oddsFor(league.target, weight / total));
    return { runners, picks, weights, total, odds };
  };
  return {
    family: 'league',
    rule: league.rule,
    choices(nonce): Choice[] {
      const { runners, picks, odds } = priced(nonce);
      return picks.map((pick, index) => ({ pick, label: pick === 'draw' ? drawLabel : text(runners[index].name), odds: odds[index] }));
    },
    draw(random, nonce): Detail {
      const { runners, picks, weights } = priced(nonce);
      const winner = picks[weighted(random, weights)];
      const [low, high] = league.score;
      const top = low + draw(random, high - low + 1);
      const scores = runners.map((_, index) => (winner === 'draw' || String(index) === winner ? top : Math.max(0, top - 1 - draw(random, Math.max(1, top)))));
      return { runners: runners.map((side) => side.name), winner, scores };
    },
    pays(pick, detail, nonce) {
      const { picks, odds } = priced(nonce);
      const index = picks.indexOf(pick);
      if (index < 0) return null;
      return detail.winner === pick ? basisOf(odds[index]) : 0;
    },
    returns(nonce) {
      const { picks, weights, total, odds } = priced(nonce);
      return Object.fromEntries(picks.map((pick, index) => [pick, (weights[index] / total) * odds[index]]));
    },
  };
}
