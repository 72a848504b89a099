import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { reportMoneyFields, reportCountFields } from '../../src/contract/reports.ts';
import { registerMember, registrationWithoutCaptcha } from './support/accounts.ts';
import { text } from './support/i18n.ts';
import { proofPng } from './support/money.ts';
import { e2eOpsToken } from './support/server.ts';
import { createStaff, enrolAndSignIn, staffPassword } from './support/staff.ts';

const figures = [...reportMoneyFields, ...reportCountFields];

/** The CSV's cells, line by line (the report's cells hold no commas or quotes). */
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

test.beforeAll(async ({ request }) => registrationWithoutCaptcha(request));
// A first sign-in with its second factor, a deposit and a download: longer than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const locale of ['en', 'pt', 'tl'] as const) {
  test(`an admin exports yesterday's summary by vendor as CSV and its totals are the page's (${locale})`, async ({ page, request }) => {
    // Money today, so the span charts and the week's total have something to show.
    const member = await registerMember(request, 'rep', { login: true });
    const headers = { authorization: `Bearer ${member.token}` };
    const channels = (await (await request.get('/wps/deposit/channels', { headers })).json()).value as { id: number }[];
    const filed = await request.post('/wps/deposit/requests', {
      headers,
      multipart: {
        channelId: String(channels[0]?.id),
        amount: '1000',
        reference: `REP-${member.username}`,
        idempotencyKey: crypto.randomUUID(),
        receipt: { name: 'r.png', mimeType: 'image/png', buffer: proofPng },
      },
    });
    expect(filed.status(), await filed.text()).toBe(200);
    const id = (await filed.json()).value.id as number;
    const approved = await request.post(`/ops/deposits/${id}/approve`, {
      headers: { authorization: `Bearer ${e2eOpsToken}` },
      data: { reason: 'report browser test' },
    });
    expect(approved.status(), await approved.text()).toBe(200);

    await enrolAndSignIn(page, request, locale, await createStaff(request, `rep${locale}`, ['admin']), staffPassword);
    await page
      .getByRole('navigation', { name: text(locale, 'backoffice.nav') })
      .getByRole('link', { name: text(locale, 'backoffice.screen.reports') })
      .click();
    const total = page.getByTestId('report-total');
    await expect(total).toBeVisible();
    // The week's charts are drawn once the screen opens.
    await expect(page.getByRole('img', { name: text(locale, 'backoffice.reports.chart.ggr') }).locator('canvas')).toHaveCount(1);
    await expect(total.locator('[data-figure="deposits"]')).not.toHaveAttribute('data-value', '0.00');

    await page.getByRole('button', { name: text(locale, 'backoffice.reports.yesterday') }).click();
    const byVendor = page.waitForResponse((response) => response.url().includes('group=vendor') && !response.url().includes('format=csv'));
    await page.getByLabel(text(locale, 'backoffice.reports.group'), { exact: true }).selectOption('vendor');
    expect((await byVendor).status()).toBe(200);
    const exported = page.getByTestId('export-csv');
    await expect(exported).toHaveAttribute('href', /group=vendor/);
    const [download] = await Promise.all([page.waitForEvent('download'), exported.click()]);
    expect(download.suggestedFilename()).toMatch(/^summary-vendor-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = csvLines(await readFile((await download.path())!, 'utf8'));
    expect(header).toEqual(['vendor', ...figures]);
    const totalLine = lines.at(-1)!;
    expect(totalLine[0]).toBe('total');
    const shown = () => Promise.all(figures.map((figure) => total.locator(`[data-figure="${figure}"]`).getAttribute('data-value')));
    await expect.poll(shown).toEqual(totalLine.slice(1));
  });
}
