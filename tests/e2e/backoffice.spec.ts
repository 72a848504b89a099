import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { encrypted, registerMember, registrationWithoutCaptcha } from './support/accounts.ts';
import { localizePath, text } from './support/i18n.ts';
import { fund, paymentPassword, prepareWithdrawals, proofPng } from './support/money.ts';
import { createStaff, enrolAndSignIn, staffPassword } from './support/staff.ts';

/** The demo's seeded staff take the English run; the other languages get staff of their own (each enrols once). */
const seeded = { cashier: { username: 'cashier', password: 'Cashier@1234' }, helpdesk: { username: 'helpdesk', password: 'Helpdesk@1234' } };

async function staffFor(request: APIRequestContext, locale: Locale, desk: 'cashier' | 'helpdesk') {
  if (locale === 'en') return seeded[desk];
  return { username: await createStaff(request, `${desk}${locale}`, [desk === 'cashier' ? 'finance' : 'support']), password: staffPassword };
}

async function mainBalance(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/wps/v2/wallets/balance', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()).value as { main: number }).main;
}

// What the setup project does for the whole run, again here, so this file also runs on its own (--no-deps).
test.beforeAll(async ({ request }) => registrationWithoutCaptcha(request));

for (const locale of ['en', 'pt', 'tl'] as const) {
  test(`a cashier enrols the second factor, approves a member's deposit from the queue, and the balance moves (${locale})`, async ({ page, request }) => {
    const member = await registerMember(request, 'boq', { login: true });
    const headers = { authorization: `Bearer ${member.token}` };
    const channels = (await (await request.get('/wps/deposit/channels', { headers })).json()).value as { id: number }[];
    const filed = await request.post('/wps/deposit/requests', {
      headers,
      multipart: {
        channelId: String(channels[0]?.id),
        amount: '1000',
        reference: `BO-${member.username}`,
        idempotencyKey: crypto.randomUUID(),
        receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: proofPng },
      },
    });
    expect(filed.status(), await filed.text()).toBe(200);
    expect(await mainBalance(request, member.token as string)).toBe(0);

    const cashier = await staffFor(request, locale, 'cashier');
    await enrolAndSignIn(page, request, locale, cashier.username, cashier.password);
    const nav = page.getByRole('navigation', { name: text(locale, 'backoffice.nav') });
    await nav.getByRole('link', { name: text(locale, 'backoffice.screen.deposits') }).click();
    const table = page.getByRole('region', { name: text(locale, 'backoffice.screen.deposits') });
    // Newest first, so this test's deposit is on the first page whatever else waits.
    await table.getByRole('button', { name: text(locale, 'backoffice.queue.age') }).click();
    await expect(table.getByRole('columnheader', { name: text(locale, 'backoffice.queue.age') })).toHaveAttribute('aria-sort', 'descending');
    const row = table.getByRole('row').filter({ hasText: member.username });
    await expect(row).toBeVisible();
    // The page fits a laptop and a tablet: only the table's own region scrolls sideways.
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 768, height: 1024 },
    ]) {
      await page.setViewportSize(viewport);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    // The receipt is shown inline, from the operator API, with the staff session's cookie.
    const receipt = row.getByRole('img', { name: text(locale, 'backoffice.queue.receiptOf').replace('{{username}}', member.username) });
    await expect.poll(() => receipt.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

    await row.getByRole('button', { name: text(locale, 'backoffice.verdict.approve') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // A decision without its reason is refused before it is sent.
    await dialog.getByRole('button', { name: text(locale, 'backoffice.verdict.approve'), exact: true }).click();
    await expect(dialog.getByText(text(locale, 'center.required'))).toBeVisible();
    await dialog.getByLabel(text(locale, 'center.reason.label')).fill('payment seen on the bank statement');
    await dialog.getByRole('button', { name: text(locale, 'backoffice.verdict.approve'), exact: true }).click();

    const done = text(locale, 'backoffice.queue.done').replace('{{action}}', text(locale, 'backoffice.verdict.approve')).replace('{{count}}', '1');
    await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
    await expect(row).toHaveCount(0);
    // 1,000 deposited with no bonus chosen: the deposit alone.
    await expect.poll(() => mainBalance(request, member.token as string)).toBe(1000);
  });

  test(`support staff suspends a member from the member's page, the member's session ends, and the queues stay closed to it (${locale})`, async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, 'bos', { login: true });
    const memberInfo = () => request.get('/wps/member/info', { headers: { authorization: `Bearer ${member.token}` } });
    expect((await memberInfo()).status()).toBe(200);

    const helpdesk = await staffFor(request, locale, 'helpdesk');
    await enrolAndSignIn(page, request, locale, helpdesk.username, helpdesk.password);
    const nav = page.getByRole('navigation', { name: text(locale, 'backoffice.nav') });
    await expect(nav.getByRole('link', { name: text(locale, 'backoffice.screen.members'), exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: text(locale, 'backoffice.screen.deposits') })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: text(locale, 'backoffice.screen.withdrawals') })).toHaveCount(0);

    // The queues' address typed by hand says "not allowed" and loads nothing.
    await page.goto(`${localizePath(locale, '/backoffice')}#deposits`);
    await expect(page.getByRole('alert').filter({ hasText: text(locale, 'backoffice.notAllowed') })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    await page
      .getByRole('navigation', { name: text(locale, 'backoffice.nav') })
      .getByRole('link', { name: text(locale, 'backoffice.screen.members'), exact: true })
      .click();
    await page.getByLabel(text(locale, 'backoffice.members.search')).fill(member.username);
    await page.getByRole('button', { name: text(locale, 'backoffice.members.find') }).click();
    await page
      .getByRole('region', { name: text(locale, 'backoffice.members.results') })
      .getByRole('link', { name: member.username })
      .click();
    await expect(page.getByTestId('member-status')).toHaveText(text(locale, 'backoffice.status.active'));

    await page.getByRole('button', { name: text(locale, 'backoffice.action.suspend'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text(locale, 'center.reason.label')).fill('account shared with another person');
    await dialog.getByRole('button', { name: text(locale, 'backoffice.action.suspend'), exact: true }).click();
    await expect(page.getByTestId('member-status')).toHaveText(text(locale, 'backoffice.status.suspended'));
    await expect(page.getByRole('button', { name: text(locale, 'backoffice.action.reactivate'), exact: true })).toBeVisible();
    expect([401, 403]).toContain((await memberInfo()).status());
  });
}

test("a cashier's Withdrawals entry counts a member's new request without a reload", async ({ page, request }) => {
  const member = await registerMember(request, 'bow', { login: true });
  const token = member.token as string;
  await fund(request, member.username, 500);
  await prepareWithdrawals(request, token, member.password, 'Juan Dela Cruz');
  const cashier = { username: await createStaff(request, 'cashierlive', ['finance']), password: staffPassword };
  await enrolAndSignIn(page, request, 'en', cashier.username, cashier.password);
  const nav = page.getByRole('navigation', { name: text('en', 'backoffice.nav') });
  const entry = nav.getByRole('link', { name: new RegExp(`^${text('en', 'backoffice.screen.withdrawals')}`) });
  await expect(entry).toBeVisible();
  const before = Number(
    (
      await page
        .getByTestId('waiting-withdrawals')
        .textContent({ timeout: 1_000 })
        .catch(() => '0')
    )?.replace(/\D/g, '') || 0,
  );

  const headers = { authorization: `Bearer ${token}` };
  const accounts = (await (await request.get('/wps/withdraw/accounts', { headers })).json()).value as { id: number }[];
  const filed = await request.post('/wps/withdraw/requests', {
    headers,
    data: await encrypted(request, { accountId: accounts[0]?.id, amount: 100, paymentPassword, idempotencyKey: crypto.randomUUID() }),
  });
  expect(filed.status(), await filed.text()).toBe(200);
  await expect(page.getByTestId('waiting-withdrawals')).toHaveText(new RegExp(`${before + 1}$`), { timeout: 5_000 });
});
