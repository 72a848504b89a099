import { expect, test } from '@playwright/test';
import { text } from './support/i18n.ts';
import { expectLoggedIn, expectLoggedOut, logIn } from './support/session.ts';

for (const [path, locale, home] of [
  ['/lottery', 'en', /\/$/],
  ['/pt/integral', 'pt', /\/pt\/$/],
  ['/tl/lottery', 'tl', /\/tl\/$/],
] as const) {
  test(`${path} asks a visitor to log in first and confirm goes home`, async ({ page }) => {
    await page.goto(path);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(text(locale, 'guard.message'));
    await dialog.getByRole('button', { name: text(locale, 'guard.confirm') }).click();
    await expect(page).toHaveURL(home);
  });
}

test('a logged-in member passes the guard', async ({ page }) => {
  await logIn(page, 'en', 'demo', 'Demo@1234');
  await page.goto('/lottery');
  await expect(page).toHaveURL(/\/lottery$/);
  await expectLoggedIn(page, 'en', 'demo');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a forged token ends in the signed-out state once the page asks the server', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    sessionStorage.setItem('token', 'a-forged-session-token');
    sessionStorage.setItem('account', 'demo');
  });
  // Public calls carry the token too and answer it as a visitor's (200); the member's own call is refused.
  const refused = page.waitForResponse(
    (response) =>
      response.url().includes('/wps/') && response.request().headers()['authorization'] === 'Bearer a-forged-session-token' && response.status() === 401,
  );
  await page.goto('/lottery');
  expect(await (await refused).json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  await expectLoggedOut(page, 'en');
  expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBeNull();
});
