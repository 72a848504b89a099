import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { encrypted, registerMember } from './support/accounts.ts';
import { localizePath, testLocales, text } from './support/i18n.ts';
import { fund, paymentPassword, tokenOf } from './support/money.ts';
import { expectLoggedOut, logIn, openLogin, submitPasswordLogin } from './support/session.ts';

/** Player protection in the member center (issue 15): limits, a time-out, the reality check. */

async function openResponsibleGaming(page: Page, locale: Locale): Promise<void> {
  await page.goto(`${localizePath(locale, '/member')}#responsibleGaming`);
  await expect(page.getByRole('heading', { level: 2, name: text(locale, 'member.entry.responsibleGaming') })).toBeVisible();
}

const limitsTable = (page: Page, locale: Locale) => page.getByRole('region', { name: text(locale, 'center.protection.limits.title') }).getByRole('table');
const dailyDeposit = (page: Page, locale: Locale) =>
  limitsTable(page, locale).getByRole('row', { name: `${text(locale, 'center.protection.kind.deposit')} · ${text(locale, 'center.protection.period.day')}` });

async function setDailyDepositLimit(page: Page, locale: Locale, amount: string): Promise<void> {
  const limits = page.getByRole('region', { name: text(locale, 'center.protection.limits.title') });
  await limits.getByLabel(text(locale, 'center.protection.kind'), { exact: true }).selectOption('deposit');
  await limits.getByLabel(text(locale, 'center.protection.period'), { exact: true }).selectOption('day');
  await limits.getByLabel(text(locale, 'center.protection.amount'), { exact: true }).fill(amount);
  await limits.getByRole('button', { name: text(locale, 'center.protection.save') }).click();
  await expect(limits.getByText(text(locale, 'center.protection.saved'))).toBeVisible();
}

for (const locale of testLocales) {
  test.describe(`responsible gaming (${locale})`, () => {
    test('a deposit limit refuses a deposit over it, and raising it must wait', async ({ page, request }) => {
      const member = await registerMember(request, 'lim');
      await logIn(page, locale, member.username, member.password);
      await openResponsibleGaming(page, locale);
      await setDailyDepositLimit(page, locale, '500');
      await expect(dailyDeposit(page, locale)).toContainText('500');

      await page.goto(`${localizePath(locale, '/member')}#depositv2`);
      await page.getByLabel(text(locale, 'center.deposit.channel')).selectOption({ index: 1 });
      await page.getByLabel(text(locale, 'center.amount.label'), { exact: true }).fill('600');
      await page.getByLabel(text(locale, 'center.deposit.reference'), { exact: true }).fill('REF-LIMIT');
      await page.getByRole('button', { name: text(locale, 'center.deposit.submit') }).click();
      await expect(page.getByRole('alert').filter({ hasText: text(locale, 'error.LIMIT_REACHED') })).toBeVisible();

      await openResponsibleGaming(page, locale);
      await setDailyDepositLimit(page, locale, '1000');
      const row = dailyDeposit(page, locale);
      // Still 500 in force; the raise is held for 24 hours, with no confirm button before then.
      await expect(row.getByRole('cell').first()).toContainText('500');
      await expect(row).toContainText(text(locale, 'center.protection.pendingTo').split('{{')[0]!.trim());
      await expect(row.getByRole('button', { name: text(locale, 'center.protection.confirm') })).toHaveCount(0);
    });

    test('a time-out logs the member out, and the login is refused while it lasts', async ({ page, request }) => {
      const member = await registerMember(request, 'tmo');
      await logIn(page, locale, member.username, member.password);
      const token = await tokenOf(page);
      const set = await request.put('/wps/member/payment-password', {
        headers: { authorization: `Bearer ${token}` },
        data: await encrypted(request, { newPaymentPassword: paymentPassword, confirmPaymentPassword: paymentPassword, loginPassword: member.password }),
      });
      expect(set.status(), await set.text()).toBe(200);

      await openResponsibleGaming(page, locale);
      const pause = page.getByRole('region', { name: text(locale, 'center.protection.exclusion.title') });
      await expect(pause.getByText(text(locale, 'center.protection.exclusion.warning'))).toBeVisible();
      await pause.getByLabel(text(locale, 'center.protection.exclusion.days'), { exact: true }).fill('2');
      await pause.getByLabel(text(locale, 'center.protection.exclusion.paymentPassword'), { exact: true }).fill(paymentPassword);
      await pause.getByRole('button', { name: text(locale, 'center.protection.exclusion.submit') }).click();
      // Not without saying it is understood that it cannot be shortened.
      await expect(pause.getByText(text(locale, 'center.protection.exclusion.understandRequired'))).toBeVisible();
      await pause.getByLabel(text(locale, 'center.protection.exclusion.understand')).check();
      await pause.getByRole('button', { name: text(locale, 'center.protection.exclusion.submit') }).click();

      await page.waitForURL((url) => !url.pathname.endsWith('/member'));
      await expectLoggedOut(page, locale);
      const dialog = await openLogin(page, locale);
      await submitPasswordLogin(dialog, locale, member.username, member.password);
      await expect(dialog.getByRole('alert')).toHaveText(text(locale, 'error.SELF_EXCLUDED'), { timeout: 15_000 });
    });

    test('the reality check shows after its interval, over the page, with time and net result', async ({ page, request }) => {
      const member = await registerMember(request, 'rc');
      await page.clock.install();
      await logIn(page, locale, member.username, member.password);
      // At sign-in: the member is told about the previous login (none yet for a new account).
      await expect(page.getByRole('status').filter({ hasText: text(locale, 'session.firstLogin') })).toBeVisible();

      await openResponsibleGaming(page, locale);
      const reality = page.getByRole('region', { name: text(locale, 'center.protection.reality.title') });
      await reality.getByLabel(text(locale, 'center.protection.reality.minutes')).fill('10');
      await reality.getByRole('button', { name: text(locale, 'center.protection.reality.save') }).click();
      await expect(reality.getByText(text(locale, 'center.protection.reality.saved'))).toBeVisible();

      // The schedule starts from the server's answer: the browser's clock moves only after it came.
      const scheduled = page.waitForResponse((response) => response.url().endsWith('/wps/member/reality-check') && response.request().method() === 'GET');
      await page.goto(localizePath(locale, '/'));
      await (await scheduled).finished();
      await page.evaluate(() => undefined);
      const dialog = page.getByRole('dialog', { name: text(locale, 'session.realityTitle') });
      await page.clock.fastForward('09:00');
      await expect(dialog).toBeHidden();
      await page.clock.fastForward('01:05');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(text(locale, 'session.realityPlayed').replace('{{minutes}}', '10'));
      await expect(dialog).toContainText(text(locale, 'session.realityNet').split('{{')[0]!.trim());
      await dialog.getByRole('button', { name: text(locale, 'session.realityContinue') }).click();
      await expect(dialog).toBeHidden();
    });
  });
}

test('a game frame takes no plays while the reality check is open, and plays again after continue', async ({ page, request }) => {
  const member = await registerMember(request, 'rcf');
  await fund(request, member.username, 50);
  await page.clock.install();
  await logIn(page, 'en', member.username, member.password);
  await openResponsibleGaming(page, 'en');
  const reality = page.getByRole('region', { name: text('en', 'center.protection.reality.title') });
  await reality.getByLabel(text('en', 'center.protection.reality.minutes')).fill('10');
  await reality.getByRole('button', { name: text('en', 'center.protection.reality.save') }).click();
  await expect(reality.getByText(text('en', 'center.protection.reality.saved'))).toBeVisible();

  const scheduled = page.waitForResponse((response) => response.url().endsWith('/wps/member/reality-check') && response.request().method() === 'GET');
  await page.goto('/game?gameId=90001');
  await (await scheduled).finished();
  const frame = page.locator('iframe[data-stage-frame]');
  const game = page.frameLocator('iframe[data-stage-frame]');
  await expect(game.locator('#slot-spin')).toBeEnabled();
  const paused = () => game.locator('body').evaluate((body) => (body as HTMLElement).inert);

  await page.clock.fastForward('10:05');
  const dialog = page.getByRole('dialog', { name: text('en', 'session.realityTitle') });
  await expect(dialog).toBeVisible();
  await expect(frame).toHaveAttribute('inert', '');
  await expect.poll(paused).toBe(true);

  await dialog.getByRole('button', { name: text('en', 'session.realityContinue') }).click();
  await expect(frame).not.toHaveAttribute('inert');
  await expect.poll(paused).toBe(false);
  await game.locator('#slot-spin').click();
  await expect(game.locator('#house-history li').first()).toBeVisible();
});
