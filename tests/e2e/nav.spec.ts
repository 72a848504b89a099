import { expect, test } from '@playwright/test';
import { text } from './support/i18n.ts';

const vendorsOf = (page: import('@playwright/test').Page, category: string) =>
  page.locator(`.cat-nav__item[data-category="${category}"] .cat-nav__drop a[data-vendor]`);

test('the slots drop-down shows 11 vendors and a more entry', async ({ page }) => {
  await page.goto('/');
  const slots = page.locator('.cat-nav__item[data-category="RNG"]');
  await slots.hover();
  await expect(vendorsOf(page, 'RNG')).toHaveCount(11);
  await expect(vendorsOf(page, 'RNG').first()).toBeVisible();
  await expect(slots.locator('[data-more]')).toBeVisible();
  await slots.locator('[data-more]').click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(page).toHaveTitle(new RegExp(`^${text('en', 'page.rng.title')}`));
});

test('e-sports and cockfight vendors are split out of sports into their own categories', async ({ page }) => {
  await page.goto('/');
  const codes = async (category: string) => vendorsOf(page, category).evaluateAll((links) => links.map((link) => link.getAttribute('data-vendor')));
  expect((await codes('ESPORTS')).sort()).toEqual(['AI', 'AV', 'IA', 'IMES', 'TF']);
  // The five cockfight vassalages sold as sports, beside the built-in derby that is cockfight by category.
  expect((await codes('COCKFIGHT')).sort()).toEqual(['DIG', 'DS88', 'HOUSE_DERBY', 'SV3', 'WGB', 'WS168']);
  const sports = await codes('SPORTS');
  expect(sports.length).toBeGreaterThan(0);
  for (const code of ['AV', 'IMES', 'IA', 'AI', 'TF', 'SV3', 'DS88', 'DIG', 'WGB', 'WS168']) expect(sports).not.toContain(code);

  const order = await page.locator('.cat-nav__item[data-category]').evaluateAll((items) => items.map((item) => item.getAttribute('data-category')));
  expect(order.slice(0, 8)).toEqual(['SPORTS', 'RNG', 'FISH', 'LIVE', 'PVP', 'COCKFIGHT', 'LOTT', 'ESPORTS']);
});

test('a vendor link in the drop-down opens its lobby filtered to that vendor', async ({ page }) => {
  await page.goto('/');
  await page.locator('.cat-nav__item[data-category="ESPORTS"]').hover();
  await vendorsOf(page, 'ESPORTS').and(page.locator('[data-vendor="IMES"]')).click();
  await expect(page).toHaveURL(/\/esports\?vendor=IMES$/);
  // The lobby holds every e-sports vendor's games; only IMES's three stay in view (src/content/data/games.json).
  const vendorsShown = () => page.locator('li.game[data-filter-item]:visible').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-filter-item')));
  await expect.poll(vendorsShown).toEqual(['IMES', 'IMES', 'IMES']);
  const vendorsListed = await page.locator('li.game[data-filter-item]').evaluateAll((cards) => [...new Set(cards.map((card) => card.getAttribute('data-filter-item')))].sort());
  expect(vendorsListed).toEqual(['AI', 'AV', 'IA', 'IMES', 'TF']);
});
