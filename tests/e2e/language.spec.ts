import { expect, test } from '@playwright/test';
import { text } from './support/i18n.ts';

test('the language selector goes to the same page in that language, and the choice survives a reload', async ({ page }) => {
  await page.goto('/rng');
  await page.locator('header tala-language a[data-locale="pt"]').first().click();
  await expect(page).toHaveURL(/\/pt\/rng$/);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')])).toEqual(['pt', 'pt']);

  await page.reload();
  await expect(page).toHaveURL(/\/pt\/rng$/);
  await expect(page).toHaveTitle(new RegExp(`^${text('pt', 'page.rng.title')}`));

  // A visitor with a stored choice who lands on another language's page is taken to theirs.
  await page.goto('/promotions?type=VIP');
  await expect(page).toHaveURL(/\/pt\/promotions\?type=VIP$/);
  await expect(page).toHaveTitle(new RegExp(`^${text('pt', 'page.promotions.title')}`));
});

test('Tagalog is offered as TY and back to English works', async ({ page }) => {
  await page.goto('/tl/help');
  const english = page.locator('header tala-language a[data-locale="en"]').first();
  await expect(page.locator('header tala-language a[data-locale="tl"]').first()).toHaveText('TY');
  await english.click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/help$/);
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('en');
});
