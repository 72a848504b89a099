import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameMenusSchema, vendorListSchema } from '../../../src/contract/catalog.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { houseCatalogue } from '../../../src/contract/house.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';
import { loadCatalog } from './repository.ts';

describe('catalog endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog() });
  });
  afterAll(() => t?.close());

  it('answers game menus labelled in the Language header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus', headers: { language: 'pt' } });
    const groups = successSchema(gameMenusSchema).parse(response.json()).value;
    expect(groups.map((group) => [group.gameGroupCode, group.labelName, group.gameMenus.map((menu) => menu.vendor)])).toEqual([
      ['SPORTS', 'Esportes', ['KNS']],
      ['ESPORTS', 'E-sports', ['AV']],
      ['COCKFIGHT', 'Rinha de galos', ['SV3']],
      ['RNG', 'Caça-níqueis', Array.from({ length: 13 }, (_, index) => `SL${String(index + 1).padStart(2, '0')}`)],
    ]);
    expect(groups[0]?.gameMenus[0]).toMatchObject({ vendor: 'KNS', isHot: 1, route: '/sports?vendor=KNS' });
  });

  it('answers the vendor list as lanes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/lgw/games/vendor_list?platform=html5-desktop' });
    const { data } = successSchema(vendorListSchema).parse(response.json()).value;
    expect(data.lanes.map((lane) => [lane.title, lane.cards.map((card) => card.id)])).toEqual([
      ['SPORTS', ['KNS']],
      ['ESPORTS', ['AV']],
      ['COCKFIGHT', ['SV3']],
      ['RNG', Array.from({ length: 13 }, (_, index) => `SL${String(index + 1).padStart(2, '0')}`)],
    ]);
    expect(data.lanes.find((lane) => lane.title === 'ESPORTS')?.cards[0]).toMatchObject({ id: 'AV', vassalage: 'AV', gameType: 'SPORTS' });
  });

  it('reads the real catalogue files of the site', async () => {
    const catalog = await loadCatalog();
    expect([...catalog.categories].sort((a, b) => a.order - b.order).map((category) => category.id)).toEqual([
      'SPORTS',
      'RNG',
      'FISH',
      'LIVE',
      'PVP',
      'COCKFIGHT',
      'LOTT',
      'ESPORTS',
      'BGS',
      'BINGO',
    ]);
    expect(catalog.vendors.find((vendor) => vendor.id === houseCatalogue.slot.vendor)).toMatchObject({ category: 'RNG' });
    expect(catalog.games.find((game) => game.code === houseCatalogue.slot.code)).toMatchObject({ id: '90001', vendor: houseCatalogue.slot.vendor });
    // Every game belongs to a vendor the catalogue lists.
    const vendors = new Set(catalog.vendors.map((vendor) => vendor.id));
    expect(catalog.games.filter((game) => !vendors.has(game.vendor))).toEqual([]);
  });
});
