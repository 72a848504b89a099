import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import categoriesJson from './data/categories.json' with { type: 'json' };
import downloadJson from './data/download.json' with { type: 'json' };
import gamesJson from './data/games.json' with { type: 'json' };
import helpJson from './data/help.json' with { type: 'json' };
import joinJson from './data/join.json' with { type: 'json' };
import promotionsJson from './data/promotions.json' with { type: 'json' };
import vendorsJson from './data/vendors.json' with { type: 'json' };
import { buildNav, cockfightVassalages, displayCategory, esportsVassalages, navDropdownSize } from './catalog.ts';
import { appDownloadIds } from '../contract/app-downloads.ts';
import { houseCatalogue } from '../contract/house.ts';
import { categoryIds, categorySchema, downloadSchema, gameSchema, helpSchema, joinSchema, promotionSchema, promotionTypes, vendorSchema } from './schemas.ts';

const categories = categorySchema.array().parse(categoriesJson);
const vendors = vendorSchema.array().parse(vendorsJson);
const games = gameSchema.array().parse(gamesJson);
const promotions = promotionSchema.array().parse(promotionsJson);
const help = helpSchema.array().parse(helpJson);
const download = downloadSchema.array().parse(downloadJson);
const joinSections = joinSchema.array().parse(joinJson);

const publicDir = join(import.meta.dirname, '../../public');
const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id);
const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('catalogue data', () => {
  it('parses with its schemas and every collection has unique ids', () => {
    for (const collection of [categories, vendors, games, promotions, help, download, joinSections]) {
      expect(collection.length).toBeGreaterThan(0);
      expect(unique(ids(collection))).toBe(true);
    }
  });

  it('has every category once, with its route and wire code', () => {
    expect(ids(categories).sort()).toEqual([...categoryIds].sort());
    const route = Object.fromEntries(categories.map((category) => [category.id, category.route]));
    expect(route).toEqual({
      SPORTS: 'sports',
      RNG: 'rng',
      FISH: 'fish',
      LIVE: 'live',
      PVP: 'pvp',
      COCKFIGHT: 'cockfight',
      LOTT: 'elott',
      ESPORTS: 'esports',
      BGS: 'bgs',
      BINGO: 'bingo',
    });
    const code = Object.fromEntries(categories.map((category) => [category.id, category.gameCategory]));
    expect(code).toMatchObject({ BGS: 'CONS', BINGO: 'CONS', COCKFIGHT: 'SPORTS', ESPORTS: 'SPORTS', LOTT: 'ELOTT' });
  });

  it('names an existing vendor in every game and gives each vendor 3 to 6 games (HOUSE: its one game)', () => {
    const vendorIds = new Set(ids(vendors));
    for (const game of games) expect(vendorIds.has(game.vendor), `game ${game.id}`).toBe(true);
    const houseVendors = new Map<string, string>(Object.values(houseCatalogue).map((entry) => [entry.vendor, entry.code]));
    for (const [vendor, code] of houseVendors)
      expect(
        games.filter((game) => game.vendor === vendor).map((game) => game.code),
        vendor,
      ).toEqual([code]);
    for (const vendor of vendors.filter((candidate) => !houseVendors.has(candidate.id))) {
      const count = games.filter((game) => game.vendor === vendor.id).length;
      expect(count, vendor.id).toBeGreaterThanOrEqual(3);
      expect(count, vendor.id).toBeLessThanOrEqual(6);
    }
    expect(unique(vendors.map((vendor) => vendor.vassalage))).toBe(true);
    expect(unique(vendors.map((vendor) => String(vendor.accountTypeId)))).toBe(true);
    expect(unique(games.map((game) => game.code))).toBe(true);
    expect(games.some((game) => game.hot) && games.some((game) => game.new)).toBe(true);
    expect(vendors.some((vendor) => vendor.hot)).toBe(true);
  });

  it('points every asset path at a file under public/', () => {
    const paths = [
      ...categories.map((category) => category.icon),
      ...vendors.map((vendor) => vendor.logo),
      ...games.map((game) => game.thumbnail),
      ...promotions.map((promotion) => promotion.image),
      ...joinSections.map((section) => section.icon),
    ];
    for (const path of paths) expect(existsSync(join(publicDir, path)), path).toBe(true);
  });

  it('has a promotion of every type, each with dates in order and several paragraphs', () => {
    expect(new Set(promotions.map((promotion) => promotion.type))).toEqual(new Set(promotionTypes));
    for (const promotion of promotions) {
      expect(promotion.startsOn <= promotion.endsOn, promotion.id).toBe(true);
      for (const text of Object.values(promotion.body)) expect(text.split('\n\n').length, promotion.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('has unique help tags, none of them the bare /helpmc page', () => {
    const tags = help.map((article) => article.tag);
    expect(unique(tags)).toBe(true);
    expect(tags).not.toContain('mc');
    expect(help.length).toBeGreaterThanOrEqual(6);
  });

  it('describes every download kind, and leaves their links to the operator', () => {
    expect(ids(download).sort()).toEqual([...appDownloadIds].sort());
    for (const link of download) expect(link, link.id).not.toHaveProperty('url');
  });
});

describe('buildNav on the catalogue', () => {
  const nav = buildNav(categories, vendors);
  const entry = (id: string) => nav.find((item) => item.category.id === id);
  const vendorIdsOf = (id: string) => (entry(id)?.vendors ?? []).map((vendor) => vendor.id).sort();

  it('orders the categories sports, then e-sports and cockfight split out of it, slots, fish, live, card games, lottery, mini games, bingo', () => {
    expect(nav.map((item) => item.category.route)).toEqual(['sports', 'esports', 'cockfight', 'rng', 'fish', 'live', 'pvp', 'elott', 'bgs', 'bingo']);
  });

  it('lists Tala Originals once per drop-down, with no more entry while it is the only provider', () => {
    const slots = entry('RNG');
    expect(slots?.vendors.length).toBeGreaterThan(navDropdownSize);
    expect(slots?.dropdown.map((provider) => provider.id)).toEqual(['TALA']);
    for (const item of nav) expect(item.more, item.category.id).toBe(false);
  });

  it("lists an aggregator's studios beside Tala, 11 at most, then a more entry for slots", () => {
    const studio = (index: number) => ({
      ...vendors.find((vendor) => vendor.id === 'LUMA')!,
      id: `ST${index}`,
      name: `Studio ${index}`,
      vassalage: `ST${index}`,
      provider: undefined,
      order: 900 + index,
    });
    const withStudios = buildNav(categories, [...vendors, ...Array.from({ length: 12 }, (_, index) => studio(index + 1))]);
    const slots = withStudios.find((item) => item.category.id === 'RNG');
    expect(slots?.providers.map((provider) => provider.id)).toEqual(['TALA', ...Array.from({ length: 12 }, (_, index) => `ST${index + 1}`)]);
    expect(slots?.dropdown).toHaveLength(11);
    expect(slots?.dropdown[1]).toEqual({ id: 'ST1', name: 'Studio 1', logo: '/art/vendors/LUMA.svg' });
    expect(slots?.more).toBe(true);
  });

  it('splits e-sports and cockfight out of sports', () => {
    expect(vendorIdsOf('ESPORTS')).toEqual([...esportsVassalages].sort());
    // HOUSE's derby is listed under cockfight directly, not split out of sports.
    const ownCockfight = vendors.filter((vendor) => vendor.category === 'COCKFIGHT').map((vendor) => vendor.id);
    expect(vendorIdsOf('COCKFIGHT')).toEqual([...cockfightVassalages, ...ownCockfight].sort());
    const sports = entry('SPORTS')?.vendors ?? [];
    expect(sports.length).toBeGreaterThanOrEqual(3);
    for (const vendor of sports) {
      expect(esportsVassalages.includes(vendor.vassalage) || cockfightVassalages.includes(vendor.vassalage), vendor.id).toBe(false);
    }
    // The server lists them all under SPORTS; only the site splits them.
    for (const vendor of vendors.filter((item) => displayCategory(item) !== item.category)) expect(vendor.category).toBe('SPORTS');
  });

  it('gives every category enough vendors to fill its lobby', () => {
    for (const item of nav) expect(item.vendors.length, item.category.id).toBeGreaterThanOrEqual(3);
  });
});
