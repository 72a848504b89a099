import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { localizePath, testLocales, text } from './support/i18n.ts';
import { expectLoggedIn, logIn, openLogin } from './support/session.ts';

/** What a new member tripped over (issue 14): each check fails on the code before its fix. */

async function openSideMenu(page: Page, locale: Locale) {
  await page.getByRole('button', { name: text(locale, 'header.menu') }).click();
  const menu = page.locator('#side-menu');
  await expect(menu).toBeVisible();
  return menu;
}

for (const locale of testLocales) {
  test.describe(`a new member (${locale})`, () => {
    test('the side menu marks member entries "log in required" for a visitor only', async ({ page }) => {
      const needsLogin = new RegExp(`\\(${text(locale, 'menu.needsLogin')}\\)`);
      await page.goto(localizePath(locale, '/'));
      const guestMenu = await openSideMenu(page, locale);
      await expect(guestMenu.getByRole('link', { name: needsLogin }).first()).toBeVisible();
      await page.keyboard.press('Escape');

      await logIn(page, locale, 'player1', 'Demo@1234');
      const menu = await openSideMenu(page, locale);
      await expect(menu.getByRole('link').first()).toBeVisible();
      await expect(menu.getByRole('link', { name: needsLogin })).toHaveCount(0);
    });

    test('a trial account opening /member directly is told a real account is needed, with no pages', async ({ page }) => {
      await page.goto(localizePath(locale, '/'));
      await (await openLogin(page, locale)).getByRole('button', { name: text(locale, 'account.login.freeplay') }).click();
      await expectLoggedIn(page, locale);
      await page.goto(`${localizePath(locale, '/member')}#securityCenter`);
      await expect(page.getByText(text(locale, 'center.in_need_true_account'))).toBeVisible();
      await expect(page.getByRole('navigation', { name: text(locale, 'center.entries') })).toHaveCount(0);
    });
  });
}
