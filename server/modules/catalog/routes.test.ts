import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameMenusSchema, vendorListSchema } from '../../../src/contract/catalog.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
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
    expect(groups.map((group) => group.gameGroupCode)).toEqual(['SPORTS', 'RNG', 'COCKFIGHT', 'ESPORTS']);
    expect(groups[0]?.labelName).toBe('Esportes');
  });

  it('answers the vendor list as lanes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/lgw/games/vendor_list?platform=html5-desktop' });
    const { data } = successSchema(vendorListSchema).parse(response.json()).value;
    expect(data.lanes.map((lane) => lane.title)).toEqual(['SPORTS', 'RNG', 'COCKFIGHT', 'ESPORTS']);
  });

  it('reads the real catalogue files of the site', async () => {
    const catalog = await loadCatalog();
    expect(catalog.categories.length).toBeGreaterThan(0);
    expect(catalog.vendors.length).toBeGreaterThan(0);
  });
});
