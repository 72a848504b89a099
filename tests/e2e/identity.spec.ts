import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { registerMember, registrationWithoutCaptcha } from './support/accounts.ts';
import { localizePath, text } from './support/i18n.ts';
import { fund, paymentPassword, prepareWithdrawals, proofPng, tokenOf } from './support/money.ts';
import { setSetting } from './support/operator.ts';
import { headerBalance, logIn } from './support/session.ts';
import { createStaff, enrolAndSignIn, staffPassword } from './support/staff.ts';

/**
 * Verification is asked above 9,000 only, so that the other tests' smaller withdrawals, running at
 * the same time on the same server, never meet the rule.
 */
const threshold = 9000;

test.beforeAll(async ({ request }) => {
  await registrationWithoutCaptcha(request);
  await setSetting(request, 'identity', { beforeWithdrawal: false, aboveSingle: threshold, beforeBonus: false });
});

async function openCenterPage(page: Page, locale: Locale, id: string, entryKey: Parameters<typeof text>[1]) {
  await page.goto(`${localizePath(locale, '/member')}#${id}`);
  await expect(page.getByRole('heading', { level: 2, name: text(locale, entryKey) })).toBeVisible();
}

async function withdraw(page: Page, locale: Locale, amount: string) {
  await openCenterPage(page, locale, 'withdraw', 'member.entry.withdraw');
  await page.getByLabel(text(locale, 'center.amount.label'), { exact: true }).fill(amount);
  await page.getByLabel(text(locale, 'center.paymentPassword.label'), { exact: true }).fill(paymentPassword);
  await page.getByRole('button', { name: text(locale, 'center.withdraw.submit'), exact: true }).click();
}

for (const locale of ['en', 'pt', 'tl'] as const) {
  test(`a member sends identity documents, support staff approves them, and the large withdrawal then goes through (${locale})`, async ({
    page,
    browser,
    request,
  }) => {
    // Two people and a staff sign-in with its second factor: longer than one page's 30 s on a busy machine.
    test.setTimeout(90_000);
    const member = await registerMember(request, 'kyc');
    await fund(request, member.username, 12_000);
    await logIn(page, locale, member.username, member.password);
    await prepareWithdrawals(request, await tokenOf(page), member.password, 'Maria Santos');

    // Above the operator's amount, an unverified member is sent to verify first and nothing moves.
    await withdraw(page, locale, '10000');
    await expect(page.getByText(text(locale, 'identity.requiredForWithdrawal')).or(page.getByText(text(locale, 'error.VERIFICATION_REQUIRED')))).toBeVisible();

    await openCenterPage(page, locale, 'identity', 'member.entry.identity');
    await expect(page.getByTestId('identity-state')).toHaveAttribute('data-state', 'none');
    await page.getByLabel(text(locale, 'center.identity.fullName')).fill('Maria Santos');
    await page.getByLabel(text(locale, 'center.identity.dateOfBirth')).fill('1992-03-14');
    for (const side of ['front', 'back', 'selfie'] as const) {
      await page.getByLabel(text(locale, `center.identity.side.${side}`)).setInputFiles([{ name: `${side}.png`, mimeType: 'image/png', buffer: proofPng }]);
    }
    await page.getByRole('button', { name: text(locale, 'center.identity.submit') }).click();
    await expect(page.getByTestId('identity-state')).toHaveAttribute('data-state', 'pending');

    // Support staff (the helpdesk desk's role) reviews in the back office, in a browser of its own.
    const desk = await browser.newContext();
    const staffPage = await desk.newPage();
    const helpdesk = await createStaff(request, `helpdesk${locale}`, ['support']);
    await enrolAndSignIn(staffPage, request, locale, helpdesk, staffPassword);
    await staffPage
      .getByRole('navigation', { name: text(locale, 'backoffice.nav') })
      .getByRole('link', { name: text(locale, 'backoffice.screen.identity') })
      .click();
    const reviewOf = text(locale, 'backoffice.identity.reviewOf').replace('{{username}}', member.username);
    await staffPage.getByRole('button', { name: reviewOf }).click();
    const review = staffPage.getByRole('region', { name: reviewOf });
    for (const side of ['front', 'back', 'selfie'] as const) {
      const image = review.getByRole('img', { name: text(locale, `backoffice.identity.side.${side}`) });
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    }
    await review.getByRole('button', { name: text(locale, 'backoffice.verdict.approve'), exact: true }).click();
    const dialog = staffPage.getByRole('dialog');
    await dialog.getByLabel(text(locale, 'center.reason.label')).fill('ID and selfie match');
    await dialog.getByRole('button', { name: text(locale, 'backoffice.verdict.approve'), exact: true }).click();
    await expect(
      staffPage.getByRole('status').filter({ hasText: text(locale, 'backoffice.identity.approved').replace('{{username}}', member.username) }),
    ).toBeVisible();
    await desk.close();

    // The member's page was open all along: coming back to it reads the state again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: text(locale, 'member.entry.identity') })).toBeVisible();
    await expect(page.getByTestId('identity-state')).toHaveAttribute('data-state', 'verified');
    await withdraw(page, locale, '10000');
    await expect(page.getByText(text(locale, 'center.withdraw.requested'))).toBeVisible();
    await expect(headerBalance(page, locale)).toContainText(locale === 'en' ? '2,000.00' : locale === 'pt' ? '2.000,00' : '2,000.00');
  });
}
