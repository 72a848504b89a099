import { expect, test } from '@playwright/test';
import { text } from './support/i18n.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a phone shows the side-menu toggle, and the menu opens with its entries and language selector', async ({ page }) => {
  await page.goto('/pt/');
  const toggle = page.getByRole('button', { name: text('pt', 'header.menu') });
  await expect(toggle).toBeVisible();
  await toggle.click();
  const menu = page.locator('#side-menu');
  await expect(menu).toBeVisible();
  await expect(menu.locator('tala-language a[data-locale="tl"]')).toBeVisible();
  await expect(menu).toContainText(text('pt', 'menu.title'));
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('no page scrolls sideways on a phone', async ({ page }) => {
  for (const path of ['/', '/pt/', '/pt/rng', '/tl/promotions', '/help']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
