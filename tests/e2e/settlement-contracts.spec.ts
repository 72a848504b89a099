import { expect, test } from '@playwright/test';
import { registrationWithoutCaptcha } from './support/accounts.ts';
import { skipServerTime } from './support/clock.ts';
import { text } from './support/i18n.ts';
import { e2eOpsToken } from './support/server.ts';
import { createStaff, enrolAndSignIn, staffPassword } from './support/staff.ts';

const dayMs = 86_400_000;
/** The operator's zone (TIME_ZONE's default, Asia/Manila) is UTC+8 all year. */
const zoneOffsetMs = 8 * 3_600_000;

test.beforeAll(async ({ request }) => registrationWithoutCaptcha(request));

/**
 * The agent manager settles the day that just closed from the back office: a preview with each
 * contract's figures, the run with its reason, then the run among those made and what it paid whom.
 * It skips the server's clock past the operator's midnight, so it runs in the clock project; its
 * name sorts it after contracts.spec.ts there, whose day must still hold that spec's own bets.
 */
for (const locale of ['en', 'pt', 'tl'] as const) {
  test(`the agents role previews and runs a daily settlement and sees its payments (${locale})`, async ({ page, request }) => {
    // A day of clock skips, a first sign-in and a settlement: more than the default on the busy machine.
    test.setTimeout(120_000);
    const now = await skipServerTime(request, 0);
    const day = new Date(now.getTime() + zoneOffsetMs).toISOString().slice(0, 10);
    // The server skips at most an hour at a time.
    for (let left = dayMs - ((now.getTime() + zoneOffsetMs) % dayMs) + 120_000; left > 0; left -= 3_600_000)
      await skipServerTime(request, Math.min(left, 3_600_000));

    const manager = await createStaff(request, `agentdesk${locale}`, ['agents']);
    await enrolAndSignIn(page, request, locale, manager, staffPassword);
    const nav = page.getByRole('navigation', { name: text(locale, 'backoffice.nav') });
    await expect(nav.getByRole('link', { name: text(locale, 'backoffice.screen.deposits') })).toHaveCount(0);
    await nav.getByRole('link', { name: text(locale, 'backoffice.screen.settlements') }).click();

    // No period typed: the last closed day, the one the clock just left.
    await page.getByRole('button', { name: text(locale, 'backoffice.settlements.previewIt') }).click();
    const preview = page.getByRole('region', { name: text(locale, 'backoffice.settlements.preview').replace('{{period}}', day) }).first();
    await expect(preview.getByRole('row').filter({ hasText: 'agent1' }).first()).toBeVisible();

    const settle = text(locale, 'backoffice.settlements.runIt').replace('{{period}}', day);
    await page.getByRole('button', { name: settle }).click();
    const dialog = page.getByRole('dialog', { name: settle });
    await dialog.getByLabel(text(locale, 'center.reason.label')).fill('end of the day');
    await dialog.getByRole('button', { name: text(locale, 'backoffice.settlements.run'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: text(locale, 'backoffice.settlements.ran').replace('{{period}}', day) })).toBeVisible();

    // The run is among those made; its payments are what the operator API recorded for it.
    const kind = text(locale, 'backoffice.contracts.kinds.daily');
    const paymentsOf = text(locale, 'backoffice.settlements.paymentsOf').replace('{{kind}}', kind).replace('{{period}}', day);
    await page
      .getByRole('region', { name: text(locale, 'backoffice.settlements.runs') })
      .getByRole('button', { name: paymentsOf })
      .click();
    const runs = await request.get('/ops/settlements/runs?kind=daily', { headers: { authorization: `Bearer ${e2eOpsToken}` } });
    const run = ((await runs.json()).value.items as { period: string; from: string }[]).find((item) => item.period === day);
    expect(run).toBeDefined();
    const paid = await request.get(`/ops/settlements/payments?kind=daily&from=${encodeURIComponent(run!.from)}`, {
      headers: { authorization: `Bearer ${e2eOpsToken}` },
    });
    const holders = ((await paid.json()).value.items as { holder: string }[]).map((item) => item.holder);
    expect(holders).toContain('agent1');
    const payments = page.getByRole('region', { name: paymentsOf }).last();
    for (const holder of holders) await expect(payments.getByRole('row').filter({ has: page.getByRole('cell', { name: holder, exact: true }) })).toHaveCount(1);

    // The agent manager's reports: the summary by agent, and nothing the API keeps from that role.
    await nav.getByRole('link', { name: text(locale, 'backoffice.screen.reports') }).click();
    await expect(page.getByLabel(text(locale, 'backoffice.reports.group')).locator('option')).toHaveText([text(locale, 'backoffice.reports.group.agent')]);
    await expect(page.getByTestId('report-total')).toBeVisible();
    await expect(page.getByRole('heading', { name: text(locale, 'backoffice.reports.charts') })).toHaveCount(0);
  });
}
