import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema, successSchema } from '../../../src/contract/envelope.ts';
import { bonusListSchema, profitSchema, recordPageSchema, type TransferKind } from '../../../src/contract/wallet.ts';
import { ledgerEntry } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postTransfer } from '../ledger/transfers.ts';
import { mainCode, memberAccount, systemAccount } from '../wallet/accounts.ts';
import { newKey, signedInMember, type SignedIn } from '../wallet/test-support.ts';
import { todayIn } from './period.ts';

describe('account record, personal profit and bonus details', () => {
  let harness: TestApp;
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness?.close());

  /** Moves `amount` (minor units) between the member's main wallet and a system account: positive credits the member. */
  async function post(memberId: number, kind: TransferKind, amount: bigint, remark = '', account = mainCode): Promise<number> {
    return app().db.transaction(async (tx) => {
      const wallet = await memberAccount(tx, memberId, account, 'PHP');
      const system = await systemAccount(tx, `test-${kind}`, 'PHP');
      const posted = await postTransfer(tx, {
        ledger: 'money',
        kind,
        idempotencyKey: newKey(),
        memberId,
        legs: [
          { accountId: system, amount: -amount },
          { accountId: wallet, amount },
        ],
        metadata: { remark },
      });
      return posted.transferId;
    });
  }

  const get = (who: SignedIn, url: string) => app().inject({ method: 'GET', url, headers: who.headers });
  const records = async (who: SignedIn, query: string) => successSchema(recordPageSchema).parse((await get(who, `/wps/member/records${query}`)).json()).value;

  it('lists movements newest first with balance after and remark, filtered by type and paged', async () => {
    const who = await signedInMember(app());
    await post(who.member.id, 'deposit', 500_00n, 'GCash ref 123');
    await post(who.member.id, 'bet', -20_00n);
    await post(who.member.id, 'win', 35_50n);
    await post(who.member.id, 'adjustment', 1_25n, 'goodwill');
    const all = await records(who, '');
    expect(all.total).toBe(4);
    expect(all.items.map((item) => [item.type, item.amount, item.balanceAfter, item.remark, item.wallet])).toEqual([
      ['adjustment', 1.25, 516.75, 'goodwill', 'main'],
      ['win', 35.5, 515.5, '', 'main'],
      ['bet', -20, 480, '', 'main'],
      ['deposit', 500, 500, 'GCash ref 123', 'main'],
    ]);
    const bets = await records(who, '?type=bet');
    expect(bets.items.map((item) => item.type)).toEqual(['bet']);
    const page2 = await records(who, '?page=2&pageSize=3');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items.map((item) => item.type)).toEqual(['deposit']);
  });

  it('keeps days in the operator time zone, both ends inclusive', async () => {
    const who = await signedInMember(app());
    const transferId = await post(who.member.id, 'deposit', 10_00n);
    await post(who.member.id, 'deposit', 20_00n);
    await app().db.update(ledgerEntry).set({ createdAt: sql`now() - interval '3 days'` }).where(eq(ledgerEntry.transferId, transferId));
    const today = todayIn(app().config.TIME_ZONE);
    expect((await records(who, `?from=${today}&to=${today}`)).items.map((item) => item.amount)).toEqual([20]);
    const old = todayIn(app().config.TIME_ZONE, new Date(Date.now() - 3 * 86_400_000));
    expect((await records(who, `?from=${old}&to=${old}`)).items.map((item) => item.amount)).toEqual([10]);
  });

  it('shows a member only their own money', async () => {
    const owner = await signedInMember(app());
    const other = await signedInMember(app());
    await post(owner.member.id, 'deposit', 10_00n);
    expect((await records(other, '')).total).toBe(0);
  });

  it.each([
    ['a page size over 50', '?pageSize=51'],
    ['an unknown type', '?type=theft'],
    ['a date in another format', '?from=01-02-2025'],
    ['page 0', '?page=0'],
    ['an end before the start', '?from=2025-02-02&to=2025-02-01'],
  ])('refuses %s', async (_name, query) => {
    const who = await signedInMember(app());
    const response = await get(who, `/wps/member/records${query}`);
    expect(response.statusCode).toBe(400);
    expect(failureSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
  });

  it('refuses a trial account and a missing session', async () => {
    const trial = await signedInMember(app(), { type: 4 });
    expect((await get(trial, '/wps/member/records')).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: '/wps/member/profit' })).statusCode).toBe(401);
  });

  it('sums bets, valid bets, payouts, bonuses, deposits, paid withdrawals and net for the period', async () => {
    const who = await signedInMember(app());
    await post(who.member.id, 'deposit', 1_000_00n);
    await post(who.member.id, 'bet', -100_00n);
    await post(who.member.id, 'bet', -50_00n);
    await post(who.member.id, 'rollback', 50_00n);
    await post(who.member.id, 'win', 180_00n);
    await post(who.member.id, 'bonus', 20_00n, 'Welcome bonus');
    await post(who.member.id, 'withdrawal-payout', -300_00n);
    const response = await get(who, '/wps/member/profit');
    const today = todayIn(app().config.TIME_ZONE);
    expect(successSchema(profitSchema).parse(response.json()).value).toEqual({
      from: today,
      to: today,
      bets: 150,
      validBets: 100,
      payouts: 180,
      bonuses: 20,
      deposits: 1000,
      withdrawals: 300,
      net: 100,
    });
    const yesterday = todayIn(app().config.TIME_ZONE, new Date(Date.now() - 86_400_000));
    const before = successSchema(profitSchema).parse((await get(who, `/wps/member/profit?from=${yesterday}&to=${yesterday}`)).json()).value;
    expect(before).toMatchObject({ bets: 0, deposits: 0, net: 0 });
  });

  it('lists bonus credits with the wagering still open', async () => {
    const who = await signedInMember(app());
    await post(who.member.id, 'bonus', 88_00n, 'Weekend reload');
    const response = await get(who, '/wps/member/bonuses');
    const value = successSchema(bonusListSchema).parse(response.json()).value;
    expect(value.items.map((item) => [item.amount, item.remark])).toEqual([[88, 'Weekend reload']]);
    expect(value.openWagering).toEqual([]);
  });
});
