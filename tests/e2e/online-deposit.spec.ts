import { expect, test } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { localizePath, text } from './support/i18n.ts';
import { tokenOf } from './support/money.ts';
import { headerBalance, logIn } from './support/session.ts';

// One demo member pays in every language, one after the other. No bonus is chosen ("No bonus" is
// the form's default), so each payment credits exactly what was paid. Other tests may credit the demo member meanwhile (the aggregator's game), so each payment is
// checked against the balance it found.
test.describe.configure({ mode: 'serial' });

const payments: Array<{ locale: Locale; credited: number }> = [
  { locale: 'en', credited: 500_00 },
  { locale: 'pt', credited: 500_00 },
  { locale: 'tl', credited: 500_00 },
];

/** The header's balance in centavos, whatever the locale's separators ("1.275,00", "₱ 1,275.00"). */
const centavosIn = (shown: string) => Number(shown.replace(/\D/g, ''));

for (const { locale, credited } of payments) {
  test(`the demo member pays ₱500 online through the simulator and the header balance shows it (${locale})`, async ({ page }) => {
    // The seeded announcements may pop up over any page of the site: closed whenever they do.
    const notices = page.getByRole('dialog', { name: text(locale, 'notice.title') });
    await page.addLocatorHandler(notices, (dialog) => dialog.getByRole('button', { name: text(locale, 'notice.close') }).click());
    await logIn(page, locale, 'demo', 'Demo@1234');
    const wallet = await page.request.get('/wps/v2/wallets/balance', { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
    const before = Math.round(((await wallet.json()) as { value: { sumBalance: number } }).value.sumBalance * 100);
    await page.goto(`${localizePath(locale, '/member')}#depositv2`);
    await expect(page.getByRole('heading', { level: 2, name: text(locale, 'member.entry.depositv2') })).toBeVisible();
    await page.getByLabel(text(locale, 'center.deposit.channel')).selectOption({ label: 'Pay online (GCash, Maya, QR Ph, card)' });
    await expect(page.getByLabel(text(locale, 'center.deposit.reference'), { exact: true })).toHaveCount(0);
    await page.getByLabel(text(locale, 'center.amount.label'), { exact: true }).fill('500');
    await page.getByRole('button', { name: text(locale, 'center.deposit.payOnline') }).click();

    // The simulator's hosted checkout, with the methods the channel offers.
    await page.waitForURL(/\/checkout\/cs_/);
    await expect(page.locator('#amount')).toHaveText('₱500.00');
    await page.getByLabel('Maya').check();
    await page.getByRole('button', { name: 'Pay ₱500.00' }).click();

    // Back on the deposit page, which follows the deposit until the webhooks credit it.
    await page.waitForURL(/\/member\?deposit=\d+#depositv2/);
    await expect(page.locator('[data-deposit-state="approved"]')).toBeVisible();
    await expect.poll(async () => centavosIn(await headerBalance(page, locale).innerText())).toBe(before + credited);
  });
}
