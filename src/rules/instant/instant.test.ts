import { describe, expect, it } from 'vitest';
import { sfc32 } from '../test-support.ts';
import games from '../../content/data/games.json' with { type: 'json' };
import { houseGames, houseCatalogue } from '../../contract/house.ts';
import { instantCodes, instantRules } from './catalogue.ts';
import { unit } from './types.ts';

const builtIn = new Set<string>(houseGames.map((game) => houseCatalogue[game].code));
const tableGames = instantCodes.map((code) => [code, instantRules(code)!] as const).filter(([, rules]) => rules.family !== 'slot');

describe('HOUSE instant games', () => {
  it('gives every catalogue game besides the six built-in ones its own rules, texts in three languages', () => {
    const missing = games.filter((game) => !builtIn.has(game.code) && !instantRules(game.code)).map((game) => game.code);
    expect(missing).toEqual([]);
    for (const code of instantCodes) {
      const rules = instantRules(code)!;
      const choices = rules.choices(0);
      expect(choices.length).toBeGreaterThan(0);
      expect(new Set(choices.map((choice) => choice.pick)).size).toBe(choices.length);
      for (const text of [rules.rule, ...choices.map((choice) => choice.label)])
        for (const locale of ['en', 'pt', 'tl'] as const) expect(text[locale].length).toBeGreaterThan(0);
    }
  });

  it('refuses a pick that is not one of the choices', () => {
    const random = sfc32(1, 2, 3, 4);
    for (const [, rules] of tableGames) expect(rules.pays('nothing-like-this', rules.draw(random, 0), 0)).toBeNull();
  });

  it('pays the classic tables their known odds', () => {
    const roulette = instantRules('velvt-speed-roulette')!;
    expect(roulette.pays('n17', { number: 17, color: 'black' }, 0)).toBe(36 * unit);
    expect(roulette.pays('red', { number: 0, color: 'green' }, 0)).toBe(0);
    expect(roulette.returns(0)?.red).toBeCloseTo(36 / 37, 12);
    const sicbo = instantRules('luna-sic-bo-deluxe')!;
    expect(sicbo.pays('big', { dice: [6, 6, 6] }, 0)).toBe(0);
    expect(sicbo.pays('face6', { dice: [6, 6, 2] }, 0)).toBe(3 * unit);
    expect(sicbo.returns(0)?.big).toBeCloseTo(210 / 216, 12);
    const dragonTiger = instantRules('velvt-dragon-tiger')!;
    expect(dragonTiger.pays('dragon', { winner: 'tie' }, 0)).toBe(unit / 2);
    expect(dragonTiger.returns(0)?.dragon).toBeCloseTo(162.5 / 169, 12);
  });

  it('shows a league match and its odds before the bet, fixed by the play number', () => {
    const league = instantRules('kns-football-match-odds')!;
    expect(league.choices(7)).toEqual(league.choices(7));
    expect(league.choices(7).map((choice) => choice.label.en)).not.toEqual(league.choices(8).map((choice) => choice.label.en));
  });

  it.each(tableGames)('%s returns what its rules state over 20,000 rounds', (code, rules) => {
    const rounds = 20_000;
    const random = sfc32(0x243f6a88, code.length, 0x85a308d3, 7);
    const picks = rules.choices(0).map((choice) => choice.pick);
    const sums = new Map(picks.map((pick) => [pick, { sum: 0, squares: 0 }]));
    for (let round = 0; round < rounds; round += 1) {
      const detail = rules.draw(random, 0);
      for (const pick of picks) {
        const paid = (rules.pays(pick, detail, 0) ?? Number.NaN) / unit;
        const entry = sums.get(pick)!;
        entry.sum += paid;
        entry.squares += paid * paid;
      }
    }
    const stated = rules.returns(0);
    if (rules.matchChances) {
      // Top prizes are too rare to meet in a simulation: check how often each number of matches
      // comes up, and that the stated return is what the paytable pays on those chances.
      const seen = new Array<number>(rules.matchChances.length).fill(0);
      const again = sfc32(0x243f6a88, code.length, 0x85a308d3, 7);
      for (let round = 0; round < rounds; round += 1) seen[rules.draw(again, 0).matches as number] += 1;
      expect(rules.matchChances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 10);
      rules.matchChances.forEach((chance, matches) =>
        expect(Math.abs(seen[matches] / rounds - chance)).toBeLessThanOrEqual(5 * Math.sqrt((chance * (1 - chance)) / rounds) + 1e-9),
      );
      const paid = rules.matchChances.reduce((sum, chance, matches) => sum + (chance * (rules.pays('ticket', { matches }, 0) ?? 0)) / unit, 0);
      expect(stated?.ticket).toBeCloseTo(paid, 10);
      expect(paid).toBeGreaterThan(0.9);
      expect(paid).toBeLessThan(0.96);
      return;
    }
    const measured = new Map(
      [...sums].map(([pick, { sum, squares }]) => {
        const mean = sum / rounds;
        return [pick, { mean, error: Math.sqrt(Math.max(0, squares / rounds - mean * mean) / rounds) }];
      }),
    );
    for (const [pick, { mean, error }] of measured) {
      if (stated) {
        expect(stated[pick]).toBeLessThan(1);
        expect(stated[pick]).toBeGreaterThan(0.8);
        // Five standard errors, plus a floor for picks that paid nothing in this many rounds.
        expect(Math.abs(mean - stated[pick])).toBeLessThanOrEqual(5 * error + 0.02);
      } else {
        // Card duels are symmetric: either side returns 0.975 + 0.025 × the tie chance.
        expect(mean).toBeGreaterThan(0.975 - 5 * error);
        expect(mean).toBeLessThan(1 + 5 * error);
      }
    }
  });
});
