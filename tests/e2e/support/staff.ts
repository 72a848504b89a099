import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '../../../src/contract/staff.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { skipServerTime } from './clock.ts';
import { localizePath, text } from './i18n.ts';
import { e2eOpsToken } from './server.ts';

export const staffPassword = 'Backoffice@2468';

/**
 * A staff member of its own for one test: each account enrols its second factor once per server,
 * so a test that signs in for the first time needs an account nobody used yet.
 */
export async function createStaff(request: APIRequestContext, prefix: string, roles: StaffRole[]): Promise<string> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 24);
  const response = await request.post('/ops/staff', {
    headers: { authorization: `Bearer ${e2eOpsToken}` },
    data: { username, password: staffPassword, roles, reason: 'browser test staff' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return username;
}

/** The code an authenticator app would show for `secret` at the server's time (the clock project may have moved it ahead). */
async function codeFor(request: APIRequestContext, secret: string): Promise<string> {
  const now = await skipServerTime(request, 0);
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: now.getTime() });
}

/**
 * Signs in to the back office for the first time: the password, the enrolment (the secret read from
 * the page, as a person would type it into an app), the first code, and the shell with the username.
 */
export async function enrolAndSignIn(page: Page, request: APIRequestContext, locale: Locale, username: string, password: string): Promise<void> {
  await page.goto(localizePath(locale, '/backoffice'));
  await page.getByLabel(text(locale, 'backoffice.signIn.username')).fill(username);
  await page.getByLabel(text(locale, 'backoffice.signIn.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text(locale, 'backoffice.signIn.submit'), exact: true }).click();
  await expect(page.getByRole('img', { name: text(locale, 'backoffice.signIn.qr') })).toBeVisible({ timeout: 30_000 });
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel(text(locale, 'backoffice.signIn.code')).fill(await codeFor(request, secret));
  await page.getByRole('button', { name: text(locale, 'backoffice.signIn.verify') }).click();
  await expect(page.getByTestId('staff-username')).toHaveText(username, { timeout: 30_000 });
}
