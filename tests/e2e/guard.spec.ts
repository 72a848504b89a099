import { expect, test } from '@playwright/test';
import { text } from './support/i18n.ts';

for (const [path, locale, home] of [['/lottery', 'en', /\/$/], ['/pt/integral', 'pt', /\/pt\/$/], ['/tl/lottery', 'tl', /\/tl\/$/]] as const) {
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
  await page.goto('/');
  await page.evaluate(() => {
    sessionStorage.setItem('token', 'a-session-token');
    sessionStorage.setItem('account', 'demo');
  });
  await page.goto('/lottery');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/lottery$/);
});
