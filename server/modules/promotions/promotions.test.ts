import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPath, claimPath, engagementPaths } from '../../../src/contract/promotions.ts';
import { walletPaths } from '../../../src/contract/wallet.ts';
import { ledgerTransfer } from '../../db/schema.ts';
import { bearer, createMember, loginAs } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { addAccount, balances, jpegBytes, ops, opsToken, player, pngBytes, postForm, textBytes, withdraw } from '../payments/test-support.ts';
import { gamesCatalog, vendorEnv } from '../vendors/test-support.ts';
import { approvedDeposit, member, playSlot, welcomeBonus } from './test-support.ts';

let test: TestApp;
const app = () => test.app;

beforeAll(async () => {
  test = await createTestApp({ env: { ...vendorEnv, OPS_TOKEN: opsToken }, catalog: await gamesCatalog() });
});
afterAll(() => test?.close());

/** The operator's create call, with one text for title, summary and body. */
function createPromotion(fields: { code: string; kind: string; text: Record<'en' | 'pt' | 'tl', string>; rules: object; startsAt: string; endsAt: string }) {
  const { text, ...rest } = fields;
  return ops(app(), 'POST', '/ops/promotions', { ...rest, title: text, summary: text, body: text, reason: 'test' });
}

async function promotionId(code: string): Promise<number> {
  const list = (await app().inject({ method: 'GET', url: engagementPaths.promotions })).json().value as { id: number; code: string }[];
  const found = list.find((item) => item.code === code);
  if (!found) throw new Error(`no promotion ${code}`);
  return found.id;
}

describe('the demo Welcome Bonus', () => {
  it('credits 50% of the first approved deposit opted into with a 10x turnover of deposit plus bonus, and only the first', async () => {
    const who = await player(app());
    await approvedDeposit(app(), who, 1000, await welcomeBonus(app(), who));
    expect((await balances(app(), who.id)).main).toBe(1500_00n);
    const details = (await member(app(), who, 'GET', walletPaths.bonuses)).json().value;
    expect(details.items).toHaveLength(1);
    expect(details.items[0]).toMatchObject({ amount: 500, remark: 'Welcome Bonus on Your First Deposit' });
    expect(details.openWagering).toEqual([expect.objectContaining({ required: 15000, wagered: 0, remaining: 15000 })]);
    const inPortuguese = await app().inject({ method: 'GET', url: walletPaths.bonuses, headers: { ...who.headers, language: 'pt' } });
    expect(inPortuguese.json().value.items[0].remark).toBe('Bônus de Boas-vindas no Primeiro Depósito');
    // The account record's bonus line reads as Bonus details does, in the member's language.
    for (const [language, title] of [
      ['pt', 'Bônus de Boas-vindas no Primeiro Depósito'],
      ['tl', 'Welcome Bonus sa Unang Deposito'],
      ['en', 'Welcome Bonus on Your First Deposit'],
    ]) {
      const record = await app().inject({ method: 'GET', url: `${walletPaths.records}?type=bonus`, headers: { ...who.headers, language } });
      expect(record.json().value.items.map((item: { remark: string }) => item.remark)).toEqual([title]);
    }

    const welcome = await promotionId('welcome-first-deposit');
    const activity = (await member(app(), who, 'GET', engagementPaths.activity)).json().value as { promotionId: number; status: string }[];
    expect(activity.find((item) => item.promotionId === welcome)?.status).toBe('process');

    // A second deposit never earns a second welcome bonus; without an opt-in it earns nothing.
    await approvedDeposit(app(), who, 1000);
    expect((await balances(app(), who.id)).main).toBe(2500_00n);
    await approvedDeposit(app(), who, 1000);
    expect((await balances(app(), who.id)).main).toBe(3500_00n);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('refuses a withdrawal until the turnover is played, counting settled bets', async () => {
    const who = await player(app());
    await approvedDeposit(app(), who, 100, await welcomeBonus(app(), who));
    const accountId = await addAccount(app(), who);
    const refused = await withdraw(app(), who, { accountId, amount: 100 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'WAGERING_REQUIRED', message: 'Finish the wagering of your bonus before you withdraw.' });
    // 10 × (100 + 50) = 1,500 to play: 14 rounds of 100 leave 100 to go, one more closes it.
    await playSlot(app(), who, 14, 100, 100);
    const details = (await member(app(), who, 'GET', walletPaths.bonuses)).json().value;
    expect(details.openWagering[0]).toMatchObject({ wagered: 1400, remaining: 100 });
    await playSlot(app(), who, 1, 100, 100);
    expect((await member(app(), who, 'GET', walletPaths.bonuses)).json().value.openWagering).toEqual([]);
    expect((await withdraw(app(), who, { accountId, amount: 100 })).statusCode).toBe(200);
  });

  it('pays no bonus below the minimum deposit', async () => {
    const who = await player(app());
    await approvedDeposit(app(), who, 100, await welcomeBonus(app(), who));
    const other = await player(app());
    await approvedDeposit(app(), other, 150, await welcomeBonus(app(), other));
    expect((await balances(app(), who.id)).main).toBe(150_00n);
    expect((await balances(app(), other.id)).main).toBe(225_00n);
  });
});

describe('application-only activities', () => {
  it('takes a comment and up to 3 images checked by content; the operator issues a reward claimed once', async () => {
    const who = await player(app());
    const id = await promotionId('sports-parlay-boost');
    const tooLong = await postForm(app(), applyPath(id), who, { comment: 'x'.repeat(141) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.comment).toBe('Write a comment of 1 to 140 characters.');
    const renamed = await postForm(app(), applyPath(id), who, { comment: 'parlay' }, [
      { field: 'images', content: textBytes, name: 'slip.png', type: 'image/png' },
    ]);
    expect(renamed.statusCode).toBe(415);
    const four = [pngBytes, jpegBytes, pngBytes, jpegBytes].map((content, index) => ({ field: 'images', content, name: `p${index}.png`, type: 'image/png' }));
    expect((await postForm(app(), applyPath(id), who, { comment: 'parlay' }, four)).statusCode).toBe(400);
    const applied = await postForm(app(), applyPath(id), who, { comment: 'My 5-leg parlay won on Sunday' }, four.slice(0, 2));
    expect(applied.statusCode).toBe(200);
    expect(applied.json().value).toMatchObject({ status: 'applying', images: 2 });
    expect((await postForm(app(), applyPath(id), who, { comment: 'again' })).statusCode).toBe(409);
    let activity = (await member(app(), who, 'GET', engagementPaths.activity)).json().value as { promotionId: number; status: string }[];
    expect(activity.find((item) => item.promotionId === id)?.status).toBe('applying');

    const approved = await ops(app(), 'POST', `/ops/promotion-applications/${applied.json().value.id}/approve`, { amount: 80, reason: 'parlay checked' });
    expect(approved.statusCode).toBe(200);
    activity = (await member(app(), who, 'GET', engagementPaths.activity)).json().value;
    expect(activity.find((item) => item.promotionId === id)?.status).toBe('issued');
    const rewards = (await member(app(), who, 'GET', engagementPaths.rewards)).json().value as { id: number; source: string; status: string; amount: number }[];
    const issued = rewards.find((item) => item.source === 'promotion');
    expect(issued).toMatchObject({ status: 'available', amount: 80, title: 'Parlay Boost up to 20%' });
    if (!issued) throw new Error('no reward');
    // The promotions page claims the issued reward straight from the activity list.
    expect(activity.find((item) => item.promotionId === id)).toMatchObject({ status: 'issued', rewardId: issued.id });
    const claims = await Promise.all([1, 2, 3].map(() => member(app(), who, 'POST', claimPath(issued.id), {})));
    expect(claims.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(claims.map((answer) => answer.json().value.status)).toEqual(['claimed', 'claimed', 'claimed']);
    expect((await balances(app(), who.id)).main).toBe(80_00n);
    const [paid] = await app()
      .db.select({ total: count() })
      .from(ledgerTransfer)
      .where(eq(ledgerTransfer.idempotencyKey, `reward/${issued.id}`));
    expect(paid?.total).toBe(1);
  });

  it('a rejected application says so', async () => {
    const who = await player(app());
    const id = await promotionId('vip-monthly-gift');
    const applied = await postForm(app(), applyPath(id), who, { comment: 'Gold since March' });
    await ops(app(), 'POST', `/ops/promotion-applications/${applied.json().value.id}/reject`, { reason: 'not VIP yet' });
    const activity = (await member(app(), who, 'GET', engagementPaths.activity)).json().value as { promotionId: number; status: string }[];
    expect(activity.find((item) => item.promotionId === id)?.status).toBe('rejected');
  });
});

describe('cashback and rebates', () => {
  it('settling a period turns net slot losses into cashback rewards, once', async () => {
    const who = await player(app(), { funds: 1000 });
    await playSlot(app(), who, 5, 100, 20);
    const id = await promotionId('slots-weekend-cashback');
    const window = { from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z', reason: 'weekend' };
    const first = await ops(app(), 'POST', `/ops/promotions/${id}/settle`, window);
    expect(first.statusCode).toBe(200);
    expect((await ops(app(), 'POST', `/ops/promotions/${id}/settle`, window)).json().value.rewards).toBe(0);
    const rewards = (await member(app(), who, 'GET', engagementPaths.rewards)).json().value as { amount: number; source: string }[];
    // Net loss 500 − 100 = 400; 8% of it.
    expect(rewards.filter((item) => item.source === 'promotion')).toEqual([expect.objectContaining({ amount: 32, status: 'available' })]);
  });

  it('settling a rebate pays its percentage of the valid bets, won or lost, with its cap, once', async () => {
    const created = await createPromotion({
      code: 'test-slot-rebate',
      kind: 'rebate',
      text: { en: 'Slot rebate', pt: 'Rebate de slots', tl: 'Rebate sa slot' },
      rules: { percent: 1.5, cap: 20, turnover: 1, claimDays: 7, category: 'RNG' },
      startsAt: '2000-01-01T00:00:00Z',
      endsAt: '2099-01-01T00:00:00Z',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id as number;
    const small = await player(app(), { funds: 1000 });
    await playSlot(app(), small, 4, 100, 150);
    const large = await player(app(), { funds: 5000 });
    await playSlot(app(), large, 20, 100, 0);
    const window = { from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z', reason: 'rebate week' };
    expect((await ops(app(), 'POST', `/ops/promotions/${id}/settle`, window)).statusCode).toBe(200);
    expect((await ops(app(), 'POST', `/ops/promotions/${id}/settle`, window)).json().value.rewards).toBe(0);
    const rebateOf = async (who: typeof small) =>
      ((await member(app(), who, 'GET', engagementPaths.rewards)).json().value as { amount: number; source: string; title: string }[]).filter(
        (item) => item.source === 'promotion' && item.title === 'Slot rebate',
      );
    // 1.5% of 400 valid bets, though they won; 1.5% of 2,000 is 30, capped at 20.
    expect(await rebateOf(small)).toEqual([expect.objectContaining({ amount: 6, status: 'available' })]);
    expect(await rebateOf(large)).toEqual([expect.objectContaining({ amount: 20, status: 'available' })]);
  });
});

describe('operator promotions', () => {
  it('creates, schedules and ends a promotion; members see coming soon, joined and close', async () => {
    const created = await createPromotion({
      code: 'test-reload',
      kind: 'reload',
      text: { en: 'Test reload', pt: 'Recarga de teste', tl: 'Pansubok na reload' },
      rules: { percent: 10, cap: 50, minBase: 10, turnover: 2 },
      startsAt: '2099-01-01T00:00:00Z',
      endsAt: '2099-02-01T00:00:00Z',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id;
    expect(created.json().value.status).toBe('coming soon');
    const scheduled = await ops(app(), 'PUT', `/ops/promotions/${id}/schedule`, {
      startsAt: '2000-01-01T00:00:00Z',
      endsAt: '2099-02-01T00:00:00Z',
      reason: 'start now',
    });
    expect(scheduled.json().value.status).toBe('joined');
    const ended = await ops(app(), 'POST', `/ops/promotions/${id}/end`, { reason: 'budget spent' });
    expect(ended.json().value.status).toBe('close');
    const actions = await ops(app(), 'GET', '/ops/actions?limit=10');
    expect(actions.json().value.map((row: { action: string }) => row.action)).toEqual(
      expect.arrayContaining(['promotion.create', 'promotion.schedule', 'promotion.end']),
    );
  });
});

describe('trial accounts', () => {
  it('are told a real account is needed', async () => {
    const trial = await createMember(app(), { type: 4 });
    const login = await loginAs(app(), trial.username, trial.password);
    for (const url of [engagementPaths.rewards, engagementPaths.missions, engagementPaths.referral, engagementPaths.vip]) {
      const response = await app().inject({ method: 'GET', url, headers: bearer(login.token) });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('TRIAL_ACCOUNT');
    }
    const [rows] = await app()
      .db.select({ total: count() })
      .from(ledgerTransfer)
      .where(and(eq(ledgerTransfer.memberId, trial.id), like(ledgerTransfer.kind, 'bonus')));
    expect(rows?.total).toBe(0);
  });
});

describe("promotion periods on the operator's calendar", () => {
  it("each promotion names the operator's time zone its period's days are counted in", async () => {
    const list = (await app().inject({ method: 'GET', url: engagementPaths.promotions })).json().value as {
      code: string;
      startsAt: string;
      timeZone: string;
    }[];
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expect(item.timeZone).toBe(app().config.TIME_ZONE);
    // The demo's welcome bonus starts at midnight of the operator's day, which is not UTC's midnight.
    const welcome = list.find((item) => item.code === 'welcome-first-deposit');
    const clock = (timeZone: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(welcome?.startsAt ?? NaN));
    expect(clock(welcome?.timeZone ?? '')).toBe('00:00');
    expect(clock('UTC')).not.toBe('00:00');
  });
});
