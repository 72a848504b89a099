import { expect, test } from '@playwright/test';
import { localizePath, text } from './support/i18n.ts';
import { setSetting } from './support/operator.ts';

const samplePaths = ['/', '/rng', '/promotions', '/help', '/agentHome', '/no-such-page'];

test.describe.configure({ mode: 'serial' });

test('maintenance replaces every route while it is on, and goes when it is off', async ({ page, request }) => {
  await setSetting(request, 'maintenance', true);
  try {
    for (const locale of ['en', 'pt', 'tl'] as const) {
      for (const path of samplePaths) {
        const response = await request.get(localizePath(locale, path));
        expect(response.status(), `${locale} ${path}`).toBe(503);
        expect(await response.text()).toContain(text(locale, 'page.maintain.heading'));
      }
    }
    await page.goto('/pt/live');
    await expect(page.locator('h1')).toHaveText(text('pt', 'page.maintain.heading'));
    const status = await (await request.get('/wps/system/status')).json();
    expect(status.value.maintenance).toBe(true);
  } finally {
    await setSetting(request, 'maintenance', false);
  }
  const response = await request.get('/rng');
  expect(response.status()).toBe(200);
  expect(await response.text()).not.toContain(text('en', 'page.maintain.heading'));
  await page.goto('/pt/live');
  await expect(page).toHaveTitle(new RegExp(`^${text('pt', 'page.live.title')}`));
});

test('a restricted region sees the region-blocked page everywhere; others are not affected', async ({ browser, request }) => {
  await setSetting(request, 'restrictedCountries', ['ZZ']);
  const blockedVisitor = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'ZZ' } });
  const otherVisitor = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'PH' } });
  try {
    for (const locale of ['en', 'pt', 'tl'] as const) {
      for (const path of samplePaths) {
        const response = await blockedVisitor.request.get(localizePath(locale, path));
        expect(response.status(), `${locale} ${path}`).toBe(403);
        expect(await response.text()).toContain(text(locale, 'page.blocked.heading'));
      }
    }
    const page = await blockedVisitor.newPage();
    await page.goto('/tl/rng');
    await expect(page.locator('h1')).toHaveText(text('tl', 'page.blocked.heading'));
    expect((await otherVisitor.request.get('/tl/rng')).status()).toBe(200);
  } finally {
    await setSetting(request, 'restrictedCountries', []);
  }
  expect((await blockedVisitor.request.get('/tl/rng')).status()).toBe(200);
  await blockedVisitor.close();
  await otherVisitor.close();
});

test('a restricted IP range is blocked too', async ({ request }) => {
  await setSetting(request, 'restrictedIpRanges', ['127.0.0.0/8']);
  try {
    expect((await request.get('/rng')).status()).toBe(403);
    const status = await (await request.get('/wps/system/status')).json();
    expect(status.value.regionRestriction).toBe(true);
  } finally {
    await setSetting(request, 'restrictedIpRanges', []);
  }
  expect((await request.get('/rng')).status()).toBe(200);
});
