import { expect, test, type Page } from '@playwright/test';
import { registerMember } from './support/accounts.ts';
import { text } from './support/i18n.ts';
import type { Locale } from '../../src/i18n/locales.ts';

/** The language selector lives in the side menu (SPEC §2), opened from the header's toggle. */
async function languageLink(page: Page, current: Locale, target: Locale) {
  await page.getByRole('button', { name: text(current, 'header.menu') }).click();
  return page.locator(`#side-menu tala-language a[data-locale="${target}"]`);
}

test('the language selector goes to the same page in that language, and the choice survives a reload', async ({ page }) => {
  await page.goto('/rng');
  await (await languageLink(page, 'en', 'pt')).click();
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
  const english = await languageLink(page, 'tl', 'en');
  await expect(page.locator('#side-menu tala-language a[data-locale="tl"]')).toHaveText('TY');
  await english.click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/help$/);
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('en');
});

test('a signed-in member who switches language tells the API, and a visitor does not', async ({ page, request }) => {
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/wps/member/language') calls.push(sent.method());
  });
  await page.goto('/rng');
  await (await languageLink(page, 'en', 'tl')).click();
  await expect(page).toHaveURL(/\/tl\/rng$/);
  expect(calls).toEqual([]);

  const member = await registerMember(request, 'lang', { login: true });
  await page.evaluate(
    ({ token, account }) => {
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('account', account);
    },
    { token: member.token ?? '', account: member.username },
  );
  await page.reload();
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/member/language');
  await (await languageLink(page, 'tl', 'pt')).click();
  const response = await answered;
  expect(response.request().method()).toBe('PUT');
  expect(response.request().postDataJSON()).toEqual({ language: 'pt' });
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(/\/pt\/rng$/);
});
