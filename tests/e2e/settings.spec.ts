import { expect, test } from '@playwright/test';
import { text } from './support/i18n.ts';
import { createStaff, enrolAndSignIn, staffPassword } from './support/staff.ts';

test('an admin changes the withdrawal limits from their form with a reason, and the history shows the value replaced', async ({ page, request }) => {
  test.setTimeout(120_000);
  const username = await createStaff(request, 'setadm', ['admin']);
  await enrolAndSignIn(page, request, 'en', username, staffPassword);
  await page.goto('/backoffice/#settings');
  const card = page.locator('[data-setting="withdrawalLimits"]');
  await card.getByLabel(text('en', 'backoffice.settings.field.dailyCount')).fill('7');
  await card.getByRole('button', { name: text('en', 'backoffice.settings.save') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text('en', 'center.reason.label')).fill('busier weekends');
  await dialog.getByRole('button', { name: text('en', 'backoffice.settings.save') }).click();
  await expect(
    page.getByText(text('en', 'backoffice.settings.saved').replace('{{setting}}', text('en', 'backoffice.settings.key.withdrawalLimits'))),
  ).toBeVisible();
  const saved = page.locator('[data-setting="withdrawalLimits"]');
  await saved.getByText(text('en', 'backoffice.settings.history.title')).click();
  const row = saved.getByRole('row').filter({ hasText: 'busier weekends' });
  await expect(row).toContainText('"dailyCount":5');
  await expect(row).toContainText('"dailyCount":7');
});
