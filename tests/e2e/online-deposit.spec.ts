import { expect, test } from '@playwright/test';
import { localizePath, text } from './support/i18n.ts';
import { headerBalance, logIn } from './support/session.ts';

test('the demo member pays ₱500 online through the simulator and the header balance shows it (en)', async ({ page }) => {
  // The seeded announcements may pop up over any page of the site: closed whenever they do.
  const notices = page.getByRole('dialog', { name: text('en', 'notice.title') });
  await page.addLocatorHandler(notices, (dialog) => dialog.getByRole('button', { name: text('en', 'notice.close') }).click());
  await logIn(page, 'en', 'demo', 'Demo@1234');
  await expect(headerBalance(page, 'en')).toContainText('0.00');
  await page.goto(`${localizePath('en', '/member')}#depositv2`);
  await expect(page.getByRole('heading', { level: 2, name: text('en', 'member.entry.depositv2') })).toBeVisible();
  await page.getByLabel(text('en', 'center.deposit.channel')).selectOption({ label: 'Pay online (GCash, Maya, QR Ph, card)' });
  await expect(page.getByLabel(text('en', 'center.deposit.reference'), { exact: true })).toHaveCount(0);
  await page.getByLabel(text('en', 'center.amount.label'), { exact: true }).fill('500');
  await page.getByRole('button', { name: text('en', 'center.deposit.payOnline') }).click();

  // The simulator's hosted checkout, with the methods the channel offers.
  await page.waitForURL(/\/checkout\/cs_/);
  await expect(page.locator('#amount')).toHaveText('₱500.00');
  await page.getByLabel('Maya').check();
  await page.getByRole('button', { name: 'Pay ₱500.00' }).click();

  // Back on the deposit page, which follows the deposit until the webhooks credit it.
  await page.waitForURL(/\/member\?deposit=\d+#depositv2/);
  await expect(page.locator('[data-deposit-state="approved"]')).toBeVisible();
  // ₱500 paid, and the demo Welcome Bonus adds 50% of a first deposit: 500 + 250.
  await expect(headerBalance(page, 'en')).toContainText('750.00');
});
