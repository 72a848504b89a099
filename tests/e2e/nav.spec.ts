import { expect, test } from '@playwright/test';

const vendorsOf = (page: import('@playwright/test').Page, category: string) =>
  page.locator(`.cat-nav__item[data-category="${category}"] .cat-nav__drop a[data-vendor]`);

test("each drop-down lists the providers that exist: Tala's own games once, not its collections", async ({ page }) => {
  await page.goto('/');
  const slots = page.locator('.cat-nav__item[data-category="RNG"]');
  await slots.hover();
  await expect(vendorsOf(page, 'RNG').first()).toHaveText('Tala Originals');
  await expect(vendorsOf(page, 'RNG').filter({ hasText: 'Tala Originals' })).toHaveCount(1);
  await expect(slots.locator('[data-more]')).toHaveCount(0);
  const providers = await page
    .locator('.cat-nav__drop a[data-vendor]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('data-vendor')))]);
  expect(providers[0]).toBe('TALA');
  // The browser tests' server runs the aggregator simulator: its studios follow Tala's own once a drop-down opens.
  expect(providers.slice(1).filter((id) => !id?.startsWith('H88'))).toEqual([]);
});

test('e-sports and cockfight collections are split out of sports into their own categories', async ({ page }) => {
  const collections = async (route: string) => {
    await page.goto(`/${route}`);
    return page
      .locator('li.game[data-filter-item]')
      .evaluateAll((cards) => [...new Set(cards.map((card) => (card.getAttribute('data-filter-item') ?? '').split(' ')[0]))].sort());
  };
  expect(await collections('esports')).toEqual(['AI', 'AV', 'IA', 'IMES', 'TF']);
  // The five cockfight vassalages sold as sports, beside the built-in derby that is cockfight by category.
  expect(await collections('cockfight')).toEqual(['DIG', 'DS88', 'HOUSE_DERBY', 'SV3', 'WGB', 'WS168']);
  const sports = await collections('sports');
  expect(sports.length).toBeGreaterThan(0);
  for (const code of ['AV', 'IMES', 'IA', 'AI', 'TF', 'SV3', 'DS88', 'DIG', 'WGB', 'WS168']) expect(sports).not.toContain(code);

  const order = await page.locator('.cat-nav__item[data-category]').evaluateAll((items) => items.map((item) => item.getAttribute('data-category')));
  // SPEC §2: the categories split out of sports are placed right after it.
  expect(order.slice(0, 8)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'RNG', 'FISH', 'LIVE', 'PVP', 'LOTT']);
});

test('a provider link in the drop-down opens its lobby filtered to it, and a collection narrows it further', async ({ page }) => {
  await page.goto('/');
  await page.locator('.cat-nav__item[data-category="ESPORTS"]').hover();
  await vendorsOf(page, 'ESPORTS').and(page.locator('[data-vendor="TALA"]')).click();
  await expect(page).toHaveURL(/\/esports\?vendor=TALA$/);
  const collectionsShown = () =>
    page.locator('li.game[data-filter-item]:visible').evaluateAll((cards) => cards.map((card) => (card.getAttribute('data-filter-item') ?? '').split(' ')[0]));
  // Every e-sports game is Tala's: five collections of three (src/content/data/games.json).
  await expect.poll(async () => (await collectionsShown()).length).toBe(15);
  await expect(page.locator('li.game:visible .vendor').first()).toHaveText('Tala Originals');
  await page.locator('a[data-filter="IMES"]').click();
  await expect(page).toHaveURL(/\/esports\?vendor=IMES$/);
  await expect.poll(collectionsShown).toEqual(['IMES', 'IMES', 'IMES']);
});
