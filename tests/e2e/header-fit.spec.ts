import { expect, test } from '@playwright/test';
import { localizePath, testLocales, text } from './support/i18n.ts';

/** Signed out, the header shows Register: on a phone in the longest language it must still fit. */
for (const width of [360, 390, 1280]) {
  for (const locale of testLocales) {
    test(`the home page header fits ${width} px in ${locale} without sideways scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localizePath(locale, '/'));
      const register = page.locator('.site-header').getByRole('button', { name: text(locale, 'session.register') });
      await expect(register).toBeVisible();
      const box = await register.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      const sizes = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
      expect(sizes.scroll, 'sideways scroll').toBeLessThanOrEqual(sizes.inner);
      if (width >= 1100) {
        // One row of category links: every link's top edge is the first one's.
        const tops = await page
          .locator('.site-header .cat-nav__link')
          .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
        expect(new Set(tops).size, `nav rows at ${tops.join(',')}`).toBe(1);
        // And the nav is no taller than its tallest link: a second row would add to it.
        const heights = await page.locator('.site-header .cat-nav__link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
        const nav = await page.locator('.site-header .cat-nav__list').boundingBox();
        expect(nav!.height).toBeLessThanOrEqual(Math.max(...heights) + 1);
      }
    });
  }
}
