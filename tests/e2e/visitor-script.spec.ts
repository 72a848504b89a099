import { expect, test, type Page } from '@playwright/test';
import { registerMember } from './support/accounts.ts';
import { localizePath, text } from './support/i18n.ts';
import { expectLoggedIn, openLogin, sessionArea, submitPasswordLogin, untilLanded } from './support/session.ts';

/** React's chunk as the build names it (astro.config.mjs). */
const reactChunk = /\/_astro\/react\.[\w-]+\.js$/;

function scriptsFetched(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test('a visitor reads the home page without React; it loads with the login dialog and for the member', async ({ page, request }) => {
  const locale = 'pt';
  const fetched = scriptsFetched(page);
  await page.goto(localizePath(locale, '/'));
  await page.waitForLoadState('networkidle');
  const login = sessionArea(page, locale).getByRole('button', { name: text(locale, 'session.login') });
  await expect(login).toBeVisible();
  expect(fetched.filter((url) => reactChunk.test(url))).toEqual([]);

  // The prebuilt button opens the dialog, which brings React with it.
  const member = await registerMember(request, 'vs');
  const dialog = await openLogin(page, locale);
  expect(fetched.some((url) => reactChunk.test(url))).toBe(true);
  await untilLanded(page, () => submitPasswordLogin(dialog, locale, member.username, member.password));
  // Signed in, the header's member part renders where the visitor's buttons were, and they are gone.
  await expectLoggedIn(page, locale, member.username);
  await expect(login).toHaveCount(0);
});

/** The page's layout shift so far (CLS without the session windows: every shift not caused by input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test('the operator banner and the live promotions arrive without moving the page', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(localizePath('tl', '/'));
  await expect(page.locator('.home-notices__banner').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.1);

  await page.goto(localizePath('tl', '/promotions'));
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.1);
});

test('a visitor sees the live promotions without the API client and its schemas', async ({ page }) => {
  const fetched = scriptsFetched(page);
  await page.goto(localizePath('en', '/promotions'));
  await expect(page.locator('tala-promotions .list[aria-busy]')).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((url) => /\/_astro\/(client|react)\.[\w-]+\.js$/.test(url))).toEqual([]);
});
