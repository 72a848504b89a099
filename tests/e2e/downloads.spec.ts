import { expect, test } from '@playwright/test';
import { localizePath, text } from './support/i18n.ts';
import { setSetting } from './support/operator.ts';

const none = { ios: null, android: null, mobileconfig: null };

// The links are one global setting: these tests take turns.
test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => setSetting(request, 'appDownloads', none));

test('with no app link set, /down shows no download and says so', async ({ page, request }) => {
  await setSetting(request, 'appDownloads', none);
  await page.goto(localizePath('tl', '/down'));
  await expect(page.getByText(text('tl', 'down.none'))).toBeVisible();
  for (const id of ['ios', 'android', 'mobileconfig']) await expect(page.locator(`main [data-download="${id}"]`)).toBeHidden();
  await expect(page.locator('main a[href*="download.tala.example"]')).toHaveCount(0);
  // Nor does the header offer an app that is not there.
  await expect(page.getByRole('banner').getByRole('button', { name: text('tl', 'header.app') })).toBeHidden();
});

test("/down shows the downloads the operator set, with the operator's links, and hides the rest", async ({ page, request }) => {
  await setSetting(request, 'appDownloads', { ...none, android: 'https://apps.example.org/tala.apk' });
  await page.goto(localizePath('pt', '/down'));
  const android = page.locator('main [data-download="android"]');
  await expect(android).toBeVisible();
  await expect(android.getByRole('link', { name: text('pt', 'down.get').replace('{{platform}}', 'Android') })).toHaveAttribute(
    'href',
    'https://apps.example.org/tala.apk',
  );
  await expect(page.locator('main [data-download="ios"]')).toBeHidden();
  await expect(page.locator('main [data-download="mobileconfig"]')).toBeHidden();
  await expect(page.getByText(text('pt', 'down.none'))).toBeHidden();

  // The header's APP item shows, with the code of the kind that has a link and no other.
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('pt', 'header.app') })
    .click();
  const codes = page.getByRole('dialog', { name: text('pt', 'header.appTitle') });
  await expect(codes.locator('[data-download="android"]')).toBeVisible();
  await expect(codes.locator('[data-download="ios"]')).toBeHidden();
  await expect(codes.locator('[data-download="mobileconfig"]')).toBeHidden();
});
