import { expect, test, type Browser } from '@playwright/test';
import { localizePath, testLocales } from './support/i18n.ts';
import { expectLoggedIn, openLogin, submitPasswordLogin, untilLanded } from './support/session.ts';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Logs one role in once, opens every entry of its center in each language, and returns the pages wider than the phone. */
async function widePages(browser: Browser, username: string, password: string, center: string): Promise<string[]> {
  const wide: string[] = [];
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto('/');
  const dialog = await openLogin(page, 'en');
  await untilLanded(page, () => submitPasswordLogin(dialog, 'en', username, password));
  await expectLoggedIn(page, 'en');
  for (const locale of testLocales) {
    await page.goto(localizePath(locale, center));
    const links = page.locator('.mc__nav a');
    await expect(links.first()).toBeVisible();
    // Entries can arrive late (the agent's contract entries follow its contracts): the nav is read again after each page.
    const seen = new Set<string>();
    for (;;) {
      const entry = (await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))).find((href) => !seen.has(href));
      if (!entry) break;
      seen.add(entry);
      // What a click on the entry does, without scrolling the phone's nav row to the link first.
      await page.evaluate((hash) => (location.hash = hash), entry);
      // Checked every frame (a locator's wait polls at 100, 250, 500 ms): the entry is current and its data is in.
      await page.waitForFunction(
        (hash) =>
          document.querySelector(`.mc__nav a[href="${hash}"]`)?.getAttribute('aria-current') === 'page' && !document.querySelector('.mc__page .mc-loading'),
        entry,
        { polling: 'raf' },
      );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > phone.viewport.width) wide.push(`${username} ${localizePath(locale, center)}${entry}: ${width} px`);
    }
    expect(seen.size, `${username} ${locale} entries`).toBeGreaterThan(5);
  }
  await context.close();
  return wide;
}

/**
 * Every entry of the member center and the agent center, in every language, fits a phone: wide tables
 * scroll inside their own box, long labels wrap, and the header's session area (an agent's is the
 * widest) stays on the screen. The two roles run side by side, one login each.
 */
test('no member-center or agent-center page is wider than a 390 px phone (en, pt, tl)', async ({ browser }) => {
  test.setTimeout(90_000);
  const wide = (await Promise.all([widePages(browser, 'demo', 'Demo@1234', '/member'), widePages(browser, 'agent1', 'Agent@1234', '/agentHome')])).flat();
  expect(wide, 'pages wider than the phone').toEqual([]);
});
