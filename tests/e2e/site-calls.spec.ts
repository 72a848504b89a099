import { expect, test } from '@playwright/test';
import { text } from './support/i18n.ts';
import { setSetting } from './support/operator.ts';
import { e2eOrigin, e2ePort } from './support/server.ts';

// The same server under another name stands in for an image CDN, so pages of tests running beside
// this one still get their images while the setting is on.
const cdn = `http://localhost:${e2ePort}`;

test.describe('the domain routers', () => {
  // Both change or read the one server's setting.
  test.describe.configure({ mode: 'serial' });
  test.afterEach(async ({ request }) => {
    await setSetting(request, 'imageCDNs', []);
  });

  test('a lobby draws its game images from the session’s image CDN', async ({ page, request }) => {
    await setSetting(request, 'imageCDNs', [`${cdn}/`]);
    const routers = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/system/routers');
    await page.goto('/rng');
    expect((await routers).status()).toBe(200);
    const drawn = () =>
      page.evaluate(
        (origin) =>
          [...document.querySelectorAll<HTMLImageElement>('game-lobby li[data-node-id] img')]
            .filter((image) => image.src.startsWith(`${origin}/`) && image.complete && image.naturalWidth > 0)
            .map((image) => new URL(image.src).pathname),
        cdn,
      );
    await expect.poll(async () => (await drawn()).length).toBeGreaterThan(0);
    expect((await drawn())[0]).toMatch(/^\/.+\.\w+$/);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('routers') ?? 'null')?.imageCDN)).toBe(cdn);
  });

  test('without image CDNs the lobby draws from the site’s own origin', async ({ page }) => {
    await page.goto('/rng');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('routers'))).not.toBeNull();
    const sources = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('game-lobby li[data-node-id] img[src]')].map((image) => image.src),
    );
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source.startsWith(`${e2eOrigin}/`), source).toBe(true);
  });
});

test('a page on a host that is not the operator’s says the URL is invalid, in its language', async ({ page }) => {
  // The answer of a server whose domain list leaves this host out, without changing the shared server's settings.
  await page.route('**/wps/system/status?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, value: { ...body.value, invalidDomain: true } } });
  });
  await page.goto('/pt/promotions');
  await expect(page).toHaveURL(/\/pt\/domain\?from=%2Fpt%2Fpromotions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('pt', 'page.domain.heading'));
  await expect(page.getByText(text('pt', 'page.domain.message'))).toBeVisible();
});
