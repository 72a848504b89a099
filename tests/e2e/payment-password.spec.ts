import { expect, test } from '@playwright/test';
import { registerMember } from './support/accounts.ts';
import { localizePath, testLocales, text } from './support/i18n.ts';
import { logIn } from './support/session.ts';

/** The demo settings' payment-password rule (digits, at most 6), in the words the center shows. */
const ruleText = (locale: (typeof testLocales)[number]) => text(locale, 'rule.digits').replace('{{min}}', '1').replace('{{max}}', '6');

for (const locale of testLocales) {
  test(`a new member is led to set a payment password, and sees its rule before sending (${locale})`, async ({ page, request }) => {
    // Registered through agent1's invitation code, so a transfer to upline is on offer.
    const member = await registerMember(request, 'pp', { affiliateCode: 'AGENT1' });
    await logIn(page, locale, member.username, member.password);

    await page.goto(`${localizePath(locale, '/member')}#withdraw`);
    await expect(page.getByText(text(locale, 'center.withdraw.needPaymentPassword'))).toBeVisible();
    await expect(page.getByLabel(text(locale, 'center.paymentPassword.label'), { exact: true })).toHaveCount(0);

    await page.goto(`${localizePath(locale, '/member')}#transferUpline`);
    await expect(page.getByText(text(locale, 'center.upline.needPaymentPassword'))).toBeVisible();
    await expect(page.getByRole('button', { name: text(locale, 'center.upline.submit') })).toHaveCount(0);

    await page.getByRole('link', { name: text(locale, 'center.paymentPassword.setFirst') }).click();
    await expect(page.getByRole('heading', { level: 2, name: text(locale, 'member.entry.securityCenter') })).toBeVisible();
    const fresh = page.getByLabel(text(locale, 'center.paymentPassword.new'), { exact: true });
    await expect(fresh).toHaveAccessibleDescription(ruleText(locale));

    // A value the rule refuses is stopped in the browser with the rule's own words.
    const sent: string[] = [];
    page.on('request', (call) => {
      if (call.url().includes('/wps/member/payment-password')) sent.push(call.url());
    });
    // The login-password section bears the same name as this field: the field is the textbox.
    await page.getByRole('textbox', { name: text(locale, 'center.paymentPassword.loginPassword'), exact: true }).fill(member.password);
    await fresh.fill('12ab');
    await page.getByLabel(text(locale, 'center.paymentPassword.confirm'), { exact: true }).fill('12ab');
    await page.getByRole('button', { name: text(locale, 'center.paymentPassword.set'), exact: true }).click();
    await expect(fresh).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.mc-field__error', { hasText: ruleText(locale) })).toBeVisible();
    expect(sent).toHaveLength(0);

    await fresh.fill('246810');
    await page.getByLabel(text(locale, 'center.paymentPassword.confirm'), { exact: true }).fill('246810');
    await page.getByRole('button', { name: text(locale, 'center.paymentPassword.set'), exact: true }).click();
    await expect(page.getByText(text(locale, 'center.paymentPassword.done'))).toBeVisible();
  });
}
