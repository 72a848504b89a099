import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { text } from './i18n.ts';

/** The header's session area, where the login and register buttons and the avatar live. */
export function sessionArea(page: Page, locale: Locale): Locator {
  return page.locator('header').getByRole('group', { name: text(locale, 'session.area') });
}

export async function openLogin(page: Page, locale: Locale): Promise<Locator> {
  await sessionArea(page, locale)
    .getByRole('button', { name: text(locale, 'session.login') })
    .click();
  const dialog = page.getByRole('dialog', { name: text(locale, 'account.login.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function submitPasswordLogin(dialog: Locator, locale: Locale, username: string, password: string): Promise<void> {
  await dialog.getByLabel(text(locale, 'account.field.username'), { exact: true }).fill(username);
  await dialog.getByLabel(text(locale, 'account.field.password'), { exact: true }).fill(password);
  await dialog.getByRole('button', { name: text(locale, 'account.login.submit'), exact: true }).click();
}

/**
 * Runs the step that ends a login and waits for the page the login then loads (stores/signed-in.ts
 * goes to the home page, or /agentHome, even when already there). Without it the next goto can be
 * cut short by that navigation, and what the old page showed can pass for the new one.
 */
export async function untilLanded(page: Page, finish: () => Promise<void>, timeout = 30_000): Promise<void> {
  const landed = page.waitForEvent('load', { timeout });
  await finish();
  await landed;
}

/** Logged in: the avatar names the member, and the token sits in session storage under SPEC's key. */
export async function expectLoggedIn(page: Page, locale: Locale, nickname?: string): Promise<void> {
  const avatarName = text(locale, 'session.member').replace('{{name}}', nickname ?? '');
  await expect(sessionArea(page, locale).getByRole('link', { name: nickname ? avatarName : new RegExp(avatarName.split(' ')[0] ?? '') })).toBeVisible();
  // A session token is 32 random bytes in base64url (server/modules/auth/sessions.ts).
  await expect.poll(() => storedToken(page)).toMatch(/^[\w-]{43}$/);
}

/** The token in session storage; null while the page is between documents after a login's navigation. */
function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('token')).catch(() => null);
}

export async function expectLoggedOut(page: Page, locale: Locale): Promise<void> {
  await expect(sessionArea(page, locale).getByRole('button', { name: text(locale, 'session.login') })).toBeVisible();
  await expect.poll(() => storedToken(page)).toBeNull();
}

/** Signs out from the header, confirming, and waits until the page says so. */
export async function signOut(page: Page, locale: Locale): Promise<void> {
  await sessionArea(page, locale)
    .getByRole('button', { name: text(locale, 'session.signOut') })
    .click();
  const confirm = page.getByRole('dialog', { name: text(locale, 'session.signOutConfirm') });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: text(locale, 'session.confirm') }).click();
  await expectLoggedOut(page, locale);
}

/** Logs in through the dialog on the locale's home page. */
export async function logIn(page: Page, locale: Locale, username: string, password: string): Promise<void> {
  await page.goto(locale === 'en' ? '/' : `/${locale}/`);
  const dialog = await openLogin(page, locale);
  await untilLanded(page, () => submitPasswordLogin(dialog, locale, username, password));
  await expectLoggedIn(page, locale, username);
}

/** The header balance, as the member reads it. */
export function headerBalance(page: Page, locale: Locale): Locator {
  return sessionArea(page, locale).getByRole('group', { name: text(locale, 'session.balance') });
}
