import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { locales } from '../../src/i18n/locales.ts';
import { registerMember } from './support/accounts.ts';
import { localizePath, text } from './support/i18n.ts';
import { expectLoggedOut, logIn, openLogin, submitPasswordLogin } from './support/session.ts';

for (const locale of locales) {
  test(`a member downloads their data and closes their account (${locale})`, async ({ page, request }) => {
    const notices = page.getByRole('dialog', { name: text(locale, 'notice.title') });
    await page.addLocatorHandler(notices, (dialog) => dialog.getByRole('button', { name: text(locale, 'notice.close') }).click());
    const member = await registerMember(request, 'dr');
    await logIn(page, locale, member.username, member.password);
    await page.goto(`${localizePath(locale, '/member')}#securityCenter`);

    // Download my data: one ZIP with JSON and CSV of every part, naming this member.
    const data = page.getByRole('region', { name: text(locale, 'center.dataRights.title') });
    const downloading = page.waitForEvent('download');
    await data.getByRole('button', { name: text(locale, 'center.dataRights.export') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['profile.json', 'profile.csv', 'records.csv', 'bets.csv', 'messages.json', 'protection.json']));
    expect(JSON.parse(strFromU8(files['profile.json'] ?? new Uint8Array()))).toMatchObject({ username: member.username });

    // Close my account: the password asks, a confirmation closes, and the member is signed out.
    const closing = page.getByRole('region', { name: text(locale, 'center.dataRights.closeTitle') });
    await closing.getByLabel(text(locale, 'center.dataRights.password'), { exact: true }).fill(member.password);
    await closing.getByLabel(text(locale, 'center.dataRights.reason'), { exact: true }).fill('e2e');
    await closing.getByRole('button', { name: text(locale, 'center.dataRights.close') }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: text(locale, 'center.dataRights.confirm') }).click();
    await page.waitForURL((url) => !url.pathname.includes('/member'));
    await expectLoggedOut(page, locale);

    // The closed account cannot sign in again.
    const dialog = await openLogin(page, locale);
    await submitPasswordLogin(dialog, locale, member.username, member.password);
    await expect(dialog.getByText(text(locale, 'error.ACCOUNT_CLOSED'))).toBeVisible();
  });
}
