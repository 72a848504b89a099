import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficePaths, bulkResultSchema, dashboardSchema, depositQueueSchema, withdrawalQueueSchema } from '../../../src/contract/backoffice.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { member } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { manualClock } from '../../test/clock.ts';
import { moneyAt } from '../agents/test-support.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { addAccount, balances, ops, opsToken, player, pngBytes, postForm, withdraw, type Player } from '../payments/test-support.ts';
import { withoutDepositBonuses } from '../promotions/test-support.ts';
import { signedInStaff } from '../staff/test-support.ts';

describe('the cashier’s queues and bulk decisions', () => {
  let harness: TestApp;
  const app = () => harness.app;
  let cashier: Awaited<ReturnType<typeof signedInStaff>>;
  let channelId = 0;

  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken } });
    await withoutDepositBonuses(app());
    cashier = await signedInStaff(app(), ['finance']);
    const channels = await app().inject({ method: 'GET', url: '/wps/deposit/channels', headers: (await player(app())).headers });
    channelId = (channels.json() as { value: { id: number }[] }).value[0]!.id;
  });
  afterAll(() => harness?.close());

  async function fileDeposit(who: Player, amount: string): Promise<number> {
    const form = { channelId: String(channelId), amount, reference: `REF-${amount}`, idempotencyKey: randomUUID() };
    const filed = await postForm(app(), '/wps/deposit/requests', who, form, [{ field: 'receipt', content: pngBytes, name: 'slip.png', type: 'image/png' }]);
    expect(filed.statusCode).toBe(200);
    return (filed.json() as { value: { id: number } }).value.id;
  }
  const get = (url: string) => app().inject({ method: 'GET', url, headers: cashier.headers });

  it('lists pending deposits oldest first, page by page, with the member’s balance and open wagering', async () => {
    const a = await player(app(), { funds: 50 });
    const b = await player(app());
    const first = await fileDeposit(a, '100');
    const second = await fileDeposit(b, '200.50');
    const page1 = successSchema(depositQueueSchema).parse((await get(`${backofficePaths.depositQueue}?size=100`)).json()).value;
    const mine = page1.items.filter((item) => [first, second].includes(item.id));
    expect(mine).toEqual([
      expect.objectContaining({ id: first, username: a.username, amount: 100, balance: 50, openWagering: 0, hasReceipt: true, reference: 'REF-100' }),
      expect.objectContaining({ id: second, username: b.username, amount: 200.5, balance: 0, hasReceipt: true }),
    ]);
    const byName = successSchema(depositQueueSchema).parse((await get(`${backofficePaths.depositQueue}?username=${a.username}`)).json()).value;
    expect(byName).toMatchObject({ total: 1, items: [{ id: first }] });
    const small = successSchema(depositQueueSchema).parse((await get(`${backofficePaths.depositQueue}?size=1&page=2&sort=amount&order=desc`)).json()).value;
    expect(small.items).toHaveLength(1);
    expect(small.total).toBe(page1.total);
  });

  it('approves a batch with one reason: each item audited on its own, one that fails reported, the rest done', async () => {
    const a = await player(app());
    const b = await player(app());
    const one = await fileDeposit(a, '300');
    const two = await fileDeposit(b, '400');
    const decided = await fileDeposit(b, '150');
    expect((await ops(app(), 'POST', `/ops/deposits/${decided}/reject`, { reason: 'no such transfer' })).statusCode).toBe(200);

    const response = await app().inject({
      method: 'POST',
      url: backofficePaths.depositBulk,
      headers: cashier.headers,
      payload: { ids: [one, decided, two], verdict: 'approve', reason: 'statement of 27 Nov' },
    });
    expect(response.statusCode).toBe(200);
    const { results } = successSchema(bulkResultSchema).parse(response.json()).value;
    expect(results).toEqual([
      { id: one, ok: true, status: 'approved' },
      { id: decided, ok: false, code: 'CONFLICT', message: expect.any(String) },
      { id: two, ok: true, status: 'approved' },
    ]);
    expect(await balances(app(), a.id)).toEqual({ main: 30000n, pending: 0n });
    expect(await balances(app(), b.id)).toEqual({ main: 40000n, pending: 0n });
    const actions = (await ops(app(), 'GET', '/ops/actions?limit=10')).json() as { value: { actor: string; action: string; target: string; reason: string }[] };
    const approvals = actions.value.filter((action) => action.action === 'deposit.approve' && [`deposit:${one}`, `deposit:${two}`].includes(action.target));
    expect(approvals.map(({ actor, reason }) => ({ actor, reason }))).toEqual([
      { actor: cashier.username, reason: 'statement of 27 Nov' },
      { actor: cashier.username, reason: 'statement of 27 Nov' },
    ]);
    const queue = successSchema(depositQueueSchema).parse((await get(`${backofficePaths.depositQueue}?size=100`)).json()).value;
    expect(queue.items.map((item) => item.id)).not.toContain(one);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('approves and then pays withdrawals in bulk, and reports one it cannot pay yet', async () => {
    const who = await player(app(), { funds: 1000 });
    const accountId = await addAccount(app(), who);
    const ids: number[] = [];
    for (const amount of [300, 200]) ids.push(((await withdraw(app(), who, { accountId, amount })).json() as { value: { id: number } }).value.id);
    const queued = successSchema(withdrawalQueueSchema).parse((await get(`${backofficePaths.withdrawalQueue}?username=${who.username}`)).json()).value;
    expect(queued.items).toEqual([
      expect.objectContaining({ id: ids[0], amount: 300, status: 'pending', balance: 500, provider: 'BDO', accountNumber: '1234567890' }),
      expect.objectContaining({ id: ids[1], amount: 200, status: 'pending' }),
    ]);
    const approve = await app().inject({
      method: 'POST',
      url: backofficePaths.withdrawalBulk,
      headers: cashier.headers,
      payload: { ids: [ids[0]], verdict: 'approve', reason: 'checks passed' },
    });
    expect(successSchema(bulkResultSchema).parse(approve.json()).value.results).toEqual([{ id: ids[0], ok: true, status: 'approved' }]);
    const pay = await app().inject({
      method: 'POST',
      url: backofficePaths.withdrawalBulk,
      headers: cashier.headers,
      payload: { ids, verdict: 'pay', reason: 'bank batch 7' },
    });
    expect(successSchema(bulkResultSchema).parse(pay.json()).value.results).toEqual([
      { id: ids[0], ok: true, status: 'paid' },
      { id: ids[1], ok: false, code: 'CONFLICT', message: expect.any(String) },
    ]);
    expect(await balances(app(), who.id)).toEqual({ main: 50000n, pending: 20000n });
  });

  it('keeps the queues to staff who handle payments', async () => {
    const helpdesk = await signedInStaff(app(), ['support']);
    const refused = await app().inject({ method: 'GET', url: backofficePaths.depositQueue, headers: helpdesk.headers });
    expect(refused.statusCode).toBe(403);
    const bulk = await app().inject({
      method: 'POST',
      url: backofficePaths.depositBulk,
      headers: helpdesk.headers,
      payload: { ids: [1], verdict: 'approve', reason: 'not mine' },
    });
    expect(bulk.statusCode).toBe(403);
  });
});

describe('the dashboard', () => {
  // Far from the demo seed's own dates, so only this test's money falls in the window.
  const clock = manualClock(new Date('2025-03-10T04:00:00Z'));
  let harness: TestApp;
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp({ clock, env: { OPS_TOKEN: opsToken, TEAM_ROLLUP_CLOCK_MS: '0' } });
  });
  afterAll(() => harness?.close());

  it('adds up today and the last days in the operator’s time zone, with the queues’ counts', async () => {
    const ana = await player(app());
    const ben = await player(app());
    await app()
      .db.update(member)
      .set({ regDate: new Date('2025-03-08T01:00:00Z') })
      .where(eq(member.id, ana.id));
    await app()
      .db.update(member)
      .set({ regDate: new Date('2025-03-09T17:30:00Z') })
      .where(eq(member.id, ben.id));
    const at = (iso: string) => sql`${iso}::timestamptz`;
    // Manila is UTC+8: 2025-03-09T17:30Z is already the 10th there.
    await moneyAt(app(), ana.id, 'deposit', 100000n, at('2025-03-08T02:00:00Z'), 'd1');
    await moneyAt(app(), ana.id, 'bet', 25050n, at('2025-03-08T03:00:00Z'), 'b1');
    await moneyAt(app(), ana.id, 'bet', 10000n, at('2025-03-09T16:30:00Z'), 'b2');
    await moneyAt(app(), ben.id, 'deposit', 50000n, at('2025-03-09T18:00:00Z'), 'd2');
    await moneyAt(app(), ben.id, 'bet', 2000n, at('2025-03-10T01:00:00Z'), 'b3');
    const staff = await signedInStaff(app(), ['finance']);

    const response = await app().inject({ method: 'GET', url: `${backofficePaths.dashboard}?days=3`, headers: staff.headers });
    expect(response.statusCode).toBe(200);
    const value = successSchema(dashboardSchema).parse(response.json()).value;
    const zero = { deposits: 0, withdrawals: 0, bets: 0, payouts: 0, ggr: 0, bonuses: 0, ngr: 0 };
    expect(value.timeZone).toBe('Asia/Manila');
    expect(value.daily).toEqual([
      { day: '2025-03-08', ...zero, deposits: 1000, bets: 250.5, ggr: 250.5, ngr: 250.5, newMembers: 1, activeMembers: 1 },
      { day: '2025-03-09', ...zero, newMembers: 0, activeMembers: 0 },
      { day: '2025-03-10', ...zero, deposits: 500, bets: 120, ggr: 120, ngr: 120, newMembers: 1, activeMembers: 2 },
    ]);
    expect(value.today).toEqual({ ...zero, deposits: 500, bets: 120, ggr: 120, ngr: 120, newMembers: 1, activeMembers: 2 });
    expect(value.span).toEqual({ ...zero, deposits: 1500, bets: 370.5, ggr: 370.5, ngr: 370.5, newMembers: 2, activeMembers: 2 });
    expect(value.queues.deposits).toBeGreaterThanOrEqual(0);
  });

  it('is not for staff without the reports permission', async () => {
    const helpdesk = await signedInStaff(app(), ['support']);
    expect((await app().inject({ method: 'GET', url: backofficePaths.dashboard, headers: helpdesk.headers })).statusCode).toBe(403);
  });
});
