import { expect, test } from '@playwright/test';
import { registerMember } from './support/accounts.ts';
import { memberIdOf, operator, tokenOf } from './support/money.ts';
import { headerBalance, logIn } from './support/session.ts';

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
