import { expect, test, type Page } from '@playwright/test';
import { expectLoggedIn, openLogin, submitPasswordLogin, untilLanded } from './support/session.ts';

/** The site's pages a visitor and a member open (SPEC §2), the ones with islands that hide and show parts. */
const pages = [
  '/',
  '/register',
  '/agentHome',
  '/pointMall',
  '/elott',
  '/lottery',
  '/rng',
  '/live',
  '/sports',
  '/hot',
  '/promotions',
  '/help',
  '/down',
  '/join',
  '/game',
  '/member',
  '/feedback',
];

/** Elements carrying `hidden` that the browser still shows: a display rule beat the attribute. */
async function shownWhileHidden(page: Page): Promise<string[]> {
  // Signed-in pages poll the balance, so the network may never rest: a few quiet seconds are enough for the islands.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[hidden]')]
      .filter((element) => element.getAttribute('hidden') !== 'until-found' && element.checkVisibility())
      .map((element) => `<${element.localName} class="${element.className}">${(element.textContent ?? '').trim().slice(0, 40)}`),
  );
}

test.describe('the hidden attribute hides', () => {
  for (const path of pages) {
    test(`nothing marked hidden shows on ${path} to a visitor`, async ({ page }) => {
      await page.goto(path);
      expect(await shownWhileHidden(page)).toEqual([]);
    });
  }

  test('nothing marked hidden shows to a signed-in member on the promotions, game and lobby pages', async ({ page }) => {
    test.setTimeout(150_000);
    // Logged in from a page without the visitors' announcement popup, which covers the home page's header.
    await page.goto('/help');
    const dialog = await openLogin(page, 'en');
    await untilLanded(page, () => submitPasswordLogin(dialog, 'en', 'demo', 'Demo@1234'));
    await expectLoggedIn(page, 'en', 'demo');
    for (const path of ['/', '/promotions', '/game', '/rng', '/member']) {
      await test.step(path, async () => {
        await page.goto(path);
        expect(await shownWhileHidden(page), path).toEqual([]);
      });
    }
  });
});
