import { describe, expect, it } from 'vitest';
import { gameMenusSchema, vendorListSchema } from '../../../src/contract/catalog.ts';
import { helpCenterSchema } from '../../../src/contract/system.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';
import { gameMenus, helpCenter, vendorLanes } from './service.ts';

describe('catalog service', () => {
  const catalog = fixtureCatalog();
  const slotVendors = Array.from({ length: 13 }, (_, index) => `SL${String(index + 1).padStart(2, '0')}`);

  it('groups vendors in nav order with e-sports and cockfight split out of sports', () => {
    const groups = gameMenusSchema.parse(gameMenus(catalog, 'en'));
    // SPEC §2: e-sports and cockfight come right after sports.
    expect(groups.map((group) => group.gameGroupCode)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'RNG']);
    expect(groups[0]?.gameMenus.map((menu) => menu.vendor)).toEqual(['KNS']);
    expect(groups[1]?.gameMenus.map((menu) => menu.vendor)).toEqual(['AV']);
    expect(groups[2]?.gameMenus.map((menu) => menu.vendor)).toEqual(['SV3']);
    expect(groups[3]?.gameMenus.map((menu) => menu.vendor)).toEqual(slotVendors);
    expect(groups[0]?.gameMenus[0]).toMatchObject({ isHot: 1, route: '/sports?vendor=KNS' });
  });

  it('lists a provider once in a group, however many collections it has there, hot when one of them is', () => {
    const tala = catalog.vendors.map((vendor) => (vendor.id === 'SL02' || vendor.id === 'SL03' ? { ...vendor, provider: 'TALA' } : vendor));
    const slots = gameMenus({ ...catalog, vendors: tala }, 'en').find((group) => group.gameGroupCode === 'RNG')?.gameMenus ?? [];
    expect(slots.map((menu) => menu.vendor)).toEqual(['SL01', 'TALA', ...slotVendors.slice(3)]);
    expect(slots[1]).toEqual({ vendor: 'TALA', name: 'Tala Originals', logo: '/art/vendors/TALA.svg', route: '/rng?vendor=TALA', isHot: 0 });
    const hot = tala.map((vendor) => (vendor.id === 'SL03' ? { ...vendor, hot: true } : vendor));
    expect(gameMenus({ ...catalog, vendors: hot }, 'en').find((group) => group.gameGroupCode === 'RNG')?.gameMenus[1]?.isHot).toBe(1);
  });

  it('lists Tala Originals alone in every group of the built-in catalogue', async () => {
    const { loadCatalog } = await import('./repository.ts');
    for (const group of gameMenus(await loadCatalog(), 'en'))
      expect(
        group.gameMenus.map((menu) => menu.name),
        group.gameGroupCode,
      ).toEqual(['Tala Originals']);
  });

  it('labels groups in the asked language', () => {
    expect(gameMenus(catalog, 'pt')[2]?.labelName).toBe('Rinha de galos');
    expect(gameMenus(catalog, 'tl')[2]?.labelName).toBe('Sabong');
  });

  it('lists vendor lanes with cards and classifications', () => {
    const { data } = vendorListSchema.parse(vendorLanes(catalog, 'en'));
    const slots = data.lanes.find((lane) => lane.title === 'RNG');
    expect(slots?.cards.map((card) => card.id)).toEqual(slotVendors);
    expect(slots?.gameClassify).toEqual([{ gameCategory: 'RNG', vendors: slotVendors }]);
    expect(data.lanes.find((lane) => lane.title === 'ESPORTS')?.cards[0]).toMatchObject({ vassalage: 'AV', gameType: 'SPORTS' });
  });

  it('orders help articles and picks the language', () => {
    const articles = helpCenterSchema.parse(helpCenter(catalog, 'pt'));
    expect(articles.map((article) => article.tag)).toEqual(['deposit', 'withdraw']);
    expect(articles[0]).toMatchObject({ title: 'Depósito', content: 'Como depositar.' });
  });
});
