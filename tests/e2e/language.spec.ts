import { expect, test, type Page } from '@playwright/test';
import { registerMember } from './support/accounts.ts';
import { lastMessageTo, mailText } from './support/messages.ts';
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

test('a signed-in member who switches language tells the API, which then writes to them in it; a visitor does not', async ({ page, request }) => {
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
  // The page leaves as the call goes out (a keepalive request): the request is what the page shows.
  const sent = page.waitForRequest((outgoing) => new URL(outgoing.url()).pathname === '/wps/member/language');
  await (await languageLink(page, 'tl', 'pt')).click();
  const update = await sent;
  expect(update.method()).toBe('PUT');
  expect(update.postDataJSON()).toEqual({ language: 'pt' });
  await expect(page).toHaveURL(/\/pt\/rng$/);

  // The server kept it: a password recovery asked for from an English page mails the member in Portuguese.
  const since = Date.now();
  const asked = await request.post('/wps/member/password/email', {
    headers: { language: 'en', 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` },
    form: { username: member.username, email: member.email },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  expect(mailText(await lastMessageTo(request, member.email, since))).toContain('a sua palavra-passe foi redefinida');
});
