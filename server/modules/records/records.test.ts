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
  async function post(
    memberId: number,
    kind: TransferKind,
    amount: bigint,
    remark = '',
    account = mainCode,
    metadata: Record<string, unknown> = { remark },
  ): Promise<number> {
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
        metadata,
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
      ['deposit', 500, 500, 'Reference GCash ref 123', 'main'],
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
    await app()
      .db.update(ledgerEntry)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(ledgerEntry.transferId, transferId));
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

  it('writes every remark in the reader’s language from what the movement carries, never as a stored English or internal string', async () => {
    const who = await signedInMember(app());
    const title = { en: 'Welcome Bonus on Your First Deposit', pt: 'Bônus de Boas-vindas no Primeiro Depósito', tl: 'Welcome Bonus sa Unang Deposito' };
    // What each module writes (deposits.ts, withdrawals.ts, wallet/transfer.ts, rewards.ts, points/convert.ts, contracts/settle.ts).
    await post(who.member.id, 'deposit', 1000_00n, '', mainCode, { depositId: 1, remark: 'REF9' });
    await post(who.member.id, 'withdrawal', -100_00n, '', mainCode, { withdrawalId: 1, remark: 'GCash 6789' });
    await post(who.member.id, 'wallet-transfer', -50_00n, '', mainCode, { vendor: 'AG', direction: 'in', remark: 'AG' });
    await post(who.member.id, 'wallet-transfer', 20_00n, '', mainCode, { vendor: 'AG', direction: 'out', remark: 'AG' });
    await post(who.member.id, 'bonus', 500_00n, '', mainCode, { rewardId: 1, source: 'promotion', remark: title.en, title });
    await post(who.member.id, 'points-convert', 15_00n, '', mainCode, { redemptionId: 1, points: 1500, remark: '1500 points converted' });
    await post(who.member.id, 'salary', 3_00n, '', mainCode, { remark: 'realtime 2026-11-27T10:20', contractId: 1, period: '5min:2026-11-27T10:20' });
    await post(who.member.id, 'salary', 4_00n, '', mainCode, { remark: 'daily 2026-11-26', contractId: 2, period: 'day:2026-11-26' });
    await post(who.member.id, 'dividend', 5_00n, '', mainCode, { remark: 'dividend 2026-11-09', contractId: 3, period: 'week:2026-11-09' });
    await post(who.member.id, 'adjustment', 1_00n, 'goodwill');
    const remarks = async (language: string) => {
      const response = await app().inject({ method: 'GET', url: '/wps/member/records', headers: { ...who.headers, language } });
      return successSchema(recordPageSchema)
        .parse(response.json())
        .value.items.map((item) => item.remark.replace(/\s+/g, ' '))
        .reverse();
    };
    expect(await remarks('en')).toEqual([
      'Reference REF9',
      'To GCash account ending in 6789',
      'To the AG wallet',
      'From the AG wallet',
      'Welcome Bonus on Your First Deposit',
      '1,500 points converted',
      'Real-time salary for Nov 27, 2026, 10:20 – 10:25 AM',
      'Daily salary for Nov 26, 2026',
      'Dividend for Nov 9 – 15, 2026',
      'goodwill',
    ]);
    expect(await remarks('pt')).toEqual([
      'Referência REF9',
      'Para a conta GCash com final 6789',
      'Para a carteira AG',
      'Da carteira AG',
      'Bônus de Boas-vindas no Primeiro Depósito',
      '1.500 pontos convertidos',
      'Salário em tempo real de 27 de nov. de 2026 10:20 – 10:25',
      'Salário diário de 26 de nov. de 2026',
      'Dividendos de 9 – 15 de nov. de 2026',
      'goodwill',
    ]);
    expect(await remarks('tl')).toEqual([
      'Numero ng reference: REF9',
      'Papunta sa GCash account na nagtatapos sa 6789',
      'Papunta sa wallet ng AG',
      'Mula sa wallet ng AG',
      'Welcome Bonus sa Unang Deposito',
      '1,500 puntos na na-convert',
      'Real-time na sahod para sa Nob 27, 2026, 10:20–10:25 AM',
      'Araw-araw na sahod para sa Nob 26, 2026',
      'Dibidendo para sa Nob 9–15, 2026',
      'goodwill',
    ]);
    const bonuses = await app().inject({ method: 'GET', url: '/wps/member/bonuses', headers: { ...who.headers, language: 'tl' } });
    expect(
      successSchema(bonusListSchema)
        .parse(bonuses.json())
        .value.items.map((item) => item.remark),
    ).toEqual([title.tl]);
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
