import { expect, test } from '@playwright/test';
import { text } from './support/i18n.ts';
import { createStaff, enrolAndSignIn, staffPassword } from './support/staff.ts';

/** The risk desk verifies the audit trail's hash chain from the page, and finds its own account's creation on it. */
for (const locale of ['en', 'pt', 'tl'] as const) {
  test(`the risk role verifies the audit trail (${locale})`, async ({ page, request }) => {
    // A first sign-in with its enrolment, a search and a walk of the whole chain, on the busy machine.
    test.setTimeout(60_000);
    const risk = await createStaff(request, `auditor${locale}`, ['risk']);
    await enrolAndSignIn(page, request, locale, risk, staffPassword);
    await page
      .getByRole('navigation', { name: text(locale, 'backoffice.nav') })
      .getByRole('link', { name: text(locale, 'backoffice.screen.audit') })
      .click();

    await page.getByLabel(text(locale, 'backoffice.audit.action')).fill('operator.staff.create');
    await page.getByRole('button', { name: text(locale, 'backoffice.members.find') }).click();
    const trail = page.getByRole('region', { name: text(locale, 'backoffice.screen.audit') });
    await expect(trail.getByRole('row').filter({ hasText: risk }).first()).toBeVisible();

    await page.getByRole('button', { name: text(locale, 'backoffice.audit.verify') }).click();
    const intact = new RegExp(
      text(locale, 'backoffice.audit.intact')
        .split('{{count}}')[0]!
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
    await expect(page.getByRole('status').filter({ hasText: intact })).toBeVisible();
    await expect(page.getByTestId('audit-break')).toHaveCount(0);
  });
}
