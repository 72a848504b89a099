import { expect, test } from '@playwright/test';
import { registerMember } from './support/accounts.ts';
import { text } from './support/i18n.ts';
import { fund, memberIdOf, operator, tokenOf } from './support/money.ts';
import { expectLoggedIn, expectLoggedOut, headerBalance, logIn, sessionArea, signOut } from './support/session.ts';

test("the operator approves a member's deposit and the header balance follows within two seconds, with no reload and no refocus", async ({ page, request }) => {
  const member = await registerMember(request, 'live');
  await logIn(page, 'en', member.username, member.password);
  await expect(headerBalance(page, 'en')).toContainText('0.00');
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const channels = (await (await request.get('/wps/deposit/channels', { headers })).json()).value as { id: number }[];
  const filed = await request.post('/wps/deposit/requests', {
    headers,
    multipart: { channelId: String(channels[0]?.id), amount: '1500', reference: `LIVE-${member.username}`, idempotencyKey: crypto.randomUUID() },
  });
  expect(filed.status(), await filed.text()).toBe(200);
  const memberId = await memberIdOf(request, member.username);
  const pending = await operator<Array<{ id: number; memberId: number }>>(request, 'get', '/ops/deposits?status=pending');
  const mine = pending.find((deposit) => deposit.memberId === memberId);

  const loads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });
  await operator(request, 'post', `/ops/deposits/${mine?.id}/approve`, { reason: 'payment seen on the bank statement', actor: 'e2e' });
  // The deposit, with or without the demo's welcome bonus on top, reaches the header through the event stream.
  await expect(headerBalance(page, 'en')).toContainText(/1,500\.00|2,250\.00/, { timeout: 2_000 });
  expect(loads).toEqual([]);
});

test('a sign-out in one tab signs out the other tab of the same session at once', async ({ page, request }) => {
  const member = await registerMember(request, 'tabs');
  await logIn(page, 'en', member.username, member.password);
  // A tab opened from this one carries its session, as a browser's new tab from a link does.
  const [other] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open(location.href))]);
  await expectLoggedIn(other, 'en', member.username);
  await expect(headerBalance(other, 'en')).toContainText('0.00');
  await signOut(page, 'en');
  await expect(sessionArea(other, 'en').getByRole('button', { name: text('en', 'session.login') })).toBeVisible({ timeout: 2_000 });
  await expectLoggedOut(other, 'en');
});

test('the account record offers the records that arrive while it is open, and shows them when asked', async ({ page, request }) => {
  const member = await registerMember(request, 'records');
  await fund(request, member.username, 10);
  await logIn(page, 'en', member.username, member.password);
  await page.goto('/member#transactionHistory');
  const record = page.getByRole('region', { name: text('en', 'member.entry.transactionHistory') });
  await expect(record.getByRole('row').nth(1)).toContainText('10.00');
  const rows = await record.getByRole('row').count();
  const hint = page.getByRole('status').filter({ hasText: text('en', 'center.record.fresh') });
  await expect(hint).toBeHidden();
  await fund(request, member.username, 25);
  // The list stays as it was read until the member asks for the new records.
  await expect(hint).toBeVisible({ timeout: 2_000 });
  await expect(record.getByRole('row')).toHaveCount(rows);
  await hint.getByRole('button', { name: text('en', 'center.record.showFresh') }).click();
  await expect(record.getByRole('row')).toHaveCount(rows + 1);
  await expect(record.getByRole('row').nth(1)).toContainText('35.00');
  await expect(hint).toBeHidden();
});
