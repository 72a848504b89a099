import { basisOf, distinct, draw, oddsFor, text, unit, type InstantRules, type Text } from './types.ts';

const million = 1_000_000;

/**
 * Crash and limbo: the round's multiplier is target / (1 − u), floored to the cent, from a uniform
 * u in millionths; a cash-out target t wins when the multiplier reaches it, which happens for
 * floor(target × 1e6 / t) of the million values.
 */
export function crash(rule: Text, target: number, cashouts: readonly number[]): InstantRules {
  const winning = (cashout: number) => Math.floor((target * million) / cashout);
  return {
    family: 'crash',
    rule,
    choices: () => cashouts.map((cashout) => ({ pick: `x${cashout}`, label: text(`${cashout.toFixed(2)}×`), odds: cashout })),
    draw(random) {
      const value = draw(random, million);
      return { multiplier: Math.max(1, Math.floor((100 * target * million) / (million - value)) / 100), value };
    },
    pays(pick, detail) {
      const cashout = cashouts.find((candidate) => `x${candidate}` === pick);
      if (cashout === undefined) return null;
      return (detail.value as number) >= million - winning(cashout) ? basisOf(cashout) : 0;
    },
    returns: () => Object.fromEntries(cashouts.map((cashout) => [`x${cashout}`, (winning(cashout) / million) * cashout])),
  };
}

const choose = (n: number, k: number): number => {
  let result = 1;
  for (let index = 0; index < k; index += 1) result = (result * (n - index)) / (index + 1);
  return result;
};

/** Mines: 25 tiles hide `mines` mines; opening k tiles pays target × C(25,k) / C(25−mines,k) if none is a mine. */
export function mines(rule: Text, count: number, target: number, maxOpen: number): InstantRules {
  const opens = Array.from({ length: maxOpen }, (_, index) => index + 1);
  const chance = (open: number) => choose(25 - count, open) / choose(25, open);
  const odds = (open: number) => oddsFor(target, chance(open));
  // The tiles opened, in this order: spread over the board.
  const order = [12, 6, 18, 8, 16, 0, 24, 4, 20, 2, 22, 10, 14];
  return {
    family: 'mines',
    rule,
    choices: () => opens.map((open) => ({ pick: `open${open}`, label: text(`${open} ×`), odds: odds(open) })),
    draw: (random) => ({ mines: distinct(random, 25, count).sort((a, b) => a - b), order }),
    pays(pick, detail) {
      const open = opens.find((candidate) => `open${candidate}` === pick);
      if (open === undefined) return null;
      const hidden = detail.mines as number[];
      return order.slice(0, open).some((tile) => hidden.includes(tile)) ? 0 : basisOf(odds(open));
    },
    returns: () => Object.fromEntries(opens.map((open) => [`open${open}`, chance(open) * odds(open)])),
  };
}

/** Plinko: the ball falls through `rows` pegs, left or right at each with even chance; its slot's multiple pays. */
export function plinko(rule: Text, risks: readonly { pick: string; label: Text; slots: readonly number[] }[]): InstantRules {
  const rows = risks[0].slots.length - 1;
  const slotChance = (slot: number) => choose(rows, slot) / 2 ** rows;
  return {
    family: 'plinko',
    rule,
    choices: () => risks.map((risk) => ({ pick: risk.pick, label: risk.label, odds: null })),
    draw(random) {
      const path = Array.from({ length: rows }, () => draw(random, 2));
      return { path, slot: path.reduce((sum, step) => sum + step, 0) };
    },
    pays: (pick, detail) => {
      const risk = risks.find((candidate) => candidate.pick === pick);
      return risk ? Math.round(risk.slots[detail.slot as number] * unit) : null;
    },
    returns: () => Object.fromEntries(risks.map((risk) => [risk.pick, risk.slots.reduce((sum, pays, slot) => sum + slotChance(slot) * pays, 0)])),
  };
}

/** Tower: each floor hides one trap among three doors; climbing k floors through the middle door pays target × 1.5^k. */
export function tower(rule: Text, floors: number, target: number): InstantRules {
  const climbs = Array.from({ length: floors }, (_, index) => index + 1);
  const odds = (climb: number) => oddsFor(target, (2 / 3) ** climb);
  return {
    family: 'tower',
    rule,
    choices: () => climbs.map((climb) => ({ pick: `climb${climb}`, label: text(`${climb} ↑`), odds: odds(climb) })),
    draw: (random) => ({ traps: Array.from({ length: floors }, () => draw(random, 3)) }),
    pays(pick, detail) {
      const climb = climbs.find((candidate) => `climb${candidate}` === pick);
      if (climb === undefined) return null;
      return (detail.traps as number[]).slice(0, climb).includes(1) ? 0 : basisOf(odds(climb));
    },
    returns: () => Object.fromEntries(climbs.map((climb) => [`climb${climb}`, (2 / 3) ** climb * odds(climb)])),
  };
}
