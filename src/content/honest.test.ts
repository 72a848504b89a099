import { describe, expect, it } from 'vitest';
import categoriesJson from './data/categories.json' with { type: 'json' };
import gamesJson from './data/games.json' with { type: 'json' };
import vendorsJson from './data/vendors.json' with { type: 'json' };
import { buildNav, displayCategory } from './catalog.ts';
import { isHouseVendor } from './playable.ts';
import { providerOf } from './providers.ts';
import { categorySchema, gameSchema, vendorSchema, type CategoryId, type Game, type Localized, type Vendor } from './schemas.ts';
import { houseCatalogue, scheduledGames, type HouseGame } from '../contract/house.ts';
import { scheduledRules } from '../rules/scheduled.ts';

/**
 * The catalogue says what the built-in games are: Tala's own, RNG tables as RNG, virtual sports as
 * virtual, and a lottery either drawn on its clock or called instant.
 */
const categories = categorySchema.array().parse(categoriesJson);
const vendors = vendorSchema.array().parse(vendorsJson);
const games = gameSchema.array().parse(gamesJson);
const vendorOf = (game: Game): Vendor => {
  const vendor = vendors.find((entry) => entry.id === game.vendor);
  if (!vendor) throw new Error(`game ${game.id} has no vendor`);
  return vendor;
};
const houseGames = games.filter((game) => isHouseVendor(vendorOf(game)));
const shownIn = (category: CategoryId) => houseGames.filter((game) => displayCategory(vendorOf(game)) === category);
const texts = (name: Localized) => [name.en, name.pt, name.tl];
const builtInOf = (code: string) => (Object.entries(houseCatalogue) as [HouseGame, { code: string }][]).find(([, entry]) => entry.code === code)?.[0];

describe('an honest catalogue', () => {
  it('puts every HOUSE game under the one provider, Tala Originals', () => {
    expect(houseGames.length).toBe(167);
    const makers = new Set(houseGames.map((game) => providerOf(vendorOf(game)).name));
    expect([...makers]).toEqual(['Tala Originals']);
    expect(new Set(houseGames.map((game) => vendorOf(game).provider))).toEqual(new Set(['TALA']));
  });

  it('lists Tala once in each nav drop-down, not its collections', () => {
    for (const entry of buildNav(categories, vendors)) {
      expect(
        entry.dropdown.map((provider) => provider.name),
        entry.category.id,
      ).toEqual(['Tala Originals']);
      expect(entry.more, entry.category.id).toBe(false);
    }
  });

  it('names no category or collection live while it holds RNG tables, and labels every RNG table RNG', () => {
    const live = /\blive\b|ao vivo/i;
    for (const category of categories) {
      const rngTables = shownIn(category.id).filter((game) => texts(game.name).some((text) => !text.includes('RNG')));
      if (rngTables.length > 0) for (const text of texts(category.name)) expect(text, category.id).not.toMatch(live);
    }
    for (const vendor of vendors.filter(isHouseVendor)) expect(vendor.name, vendor.id).not.toMatch(live);
    const tables = shownIn('LIVE');
    expect(tables.length).toBeGreaterThan(10);
    for (const game of tables) for (const text of texts(game.name)) expect(text, game.code).toMatch(/\(RNG\)$/);
    for (const game of houseGames) for (const text of texts(game.name)) if (live.test(text)) expect(text, game.code).toContain('RNG');
  });

  it('calls every built-in sports, e-sports and cockfight game virtual in every language', () => {
    const sports = [...shownIn('SPORTS'), ...shownIn('ESPORTS'), ...shownIn('COCKFIGHT')];
    expect(sports.length).toBe(42);
    for (const game of sports) for (const text of texts(game.name)) expect(text, game.code).toMatch(/virtua/i);
  });

  it('has every lottery game either drawn on the clock its name states or named instant', () => {
    const lotteries = shownIn('LOTT');
    expect(lotteries.length).toBe(13);
    const minutes = { en: /every (\d+) minutes/, pt: /a cada (\d+) minutos/, tl: /bawat (\d+) minuto/ } as const;
    let scheduled = 0;
    for (const game of lotteries) {
      const builtIn = builtInOf(game.code);
      if (builtIn && (scheduledGames as readonly string[]).includes(builtIn)) {
        scheduled += 1;
        const period = scheduledRules[builtIn as (typeof scheduledGames)[number]].periodMs / 60_000;
        for (const locale of ['en', 'pt', 'tl'] as const) expect(game.name[locale].match(minutes[locale])?.[1], `${game.code} ${locale}`).toBe(String(period));
      } else {
        for (const text of texts(game.name)) expect(text, game.code).toMatch(/instant/i);
        // An instant game draws when the ticket is bought, so it claims no time of day or interval.
        for (const text of texts(game.name)) expect(text, game.code).not.toMatch(/minute|minuto|daily|diário|evening|noite|gabi|araw-araw/i);
      }
    }
    expect(scheduled).toBe(1);
  });
});
