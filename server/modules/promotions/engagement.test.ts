import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPath, engagementPaths } from '../../../src/contract/promotions.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { manualClock } from '../../test/clock.ts';
import { balances, ops, opsToken, player, postForm } from '../payments/test-support.ts';
import { gamesCatalog, vendorEnv } from '../vendors/test-support.ts';
import { loginEvent, member as memberRow } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { approvedDeposit, member, playSlot } from './test-support.ts';

let test: TestApp;
const app = () => test.app;

beforeAll(async () => {
  test = await createTestApp({ env: { ...vendorEnv, OPS_TOKEN: opsToken }, catalog: await gamesCatalog() });
});
afterAll(() => test?.close());

type Listed = { id: number; source: string; status: string; amount: number; title: string };
const rewardsOf = async (who: Awaited<ReturnType<typeof player>>) => (await member(app(), who, 'GET', engagementPaths.rewards)).json().value as Listed[];

describe('missions', () => {
  it("counts settled bets towards the day's missions; a done mission waits in the reward center and is claimed once", async () => {
    const who = await player(app(), { funds: 200 });
    let board = (await member(app(), who, 'GET', engagementPaths.missions)).json().value;
    const bet100 = board.missions.find((item: { title: string }) => item.title === 'Bet 100 today');
    expect(bet100).toMatchObject({ target: 100, progress: 0, state: 'open', reward: 5 });
    expect(board.readyToClaim).toBe(0);

    await playSlot(app(), who, 4, 25, 0);
    board = (await member(app(), who, 'GET', engagementPaths.missions)).json().value;
    const done = board.missions.find((item: { title: string }) => item.title === 'Bet 100 today');
    expect(done).toMatchObject({ progress: 100, state: 'ready' });
    expect(board.missions.find((item: { title: string }) => item.title === 'Play 10 rounds today')).toMatchObject({ progress: 4, state: 'open' });
    expect(board.readyToClaim).toBe(1);

    const listed = (await rewardsOf(who)).filter((item) => item.source === 'mission');
    expect(listed).toEqual([expect.objectContaining({ id: done.rewardId, amount: 5, status: 'available', title: 'Bet 100 today' })]);
    const before = (await balances(app(), who.id)).main;
    expect((await member(app(), who, 'POST', claimPath(done.rewardId), {})).json().value.status).toBe('claimed');
    expect((await member(app(), who, 'POST', claimPath(done.rewardId), {})).statusCode).toBe(200);
    expect((await balances(app(), who.id)).main - before).toBe(5_00n);
    board = (await member(app(), who, 'GET', engagementPaths.missions)).json().value;
    expect(board.readyToClaim).toBe(0);

    const leaderboard = (await member(app(), who, 'GET', `${engagementPaths.leaderboard}?period=daily`)).json().value;
    expect(leaderboard.rows.find((row: { you: boolean }) => row.you)).toMatchObject({ completed: 1 });
    expect(leaderboard.rows.find((row: { you: boolean }) => row.you).member).not.toBe(who.username);
  });

  it('the operator adds a mission and turns it off', async () => {
    const title = { en: 'Deposit 50 today', pt: 'Deposite 50 hoje', tl: 'Magdeposito ng 50 ngayon' };
    const created = await ops(app(), 'POST', '/ops/missions', {
      code: 'test-deposit',
      period: 'daily',
      metric: 'deposit',
      target: 50,
      reward: 2,
      title,
      reason: 'test',
    });
    expect(created.statusCode).toBe(200);
    const who = await player(app());
    expect((await member(app(), who, 'GET', engagementPaths.missions)).json().value.missions.map((item: { title: string }) => item.title)).toContain(
      'Deposit 50 today',
    );
    await ops(app(), 'PUT', `/ops/missions/${created.json().value.id}/enabled`, { enabled: false, reason: 'over' });
    expect((await member(app(), who, 'GET', engagementPaths.missions)).json().value.missions.map((item: { title: string }) => item.title)).not.toContain(
      'Deposit 50 today',
    );
  });
});

describe('invite friends', () => {
  it("lists friends who joined with the code; a friend's first deposit pays the inviter once", async () => {
    const inviter = await player(app());
    await app()
      .db.update(memberRow)
      .set({ referralCode: `INV${inviter.id}` })
      .where(eq(memberRow.id, inviter.id));
    const friend = await player(app());
    await app().db.update(memberRow).set({ referredById: inviter.id }).where(eq(memberRow.id, friend.id));
    let referral = (await member(app(), inviter, 'GET', engagementPaths.referral)).json().value;
    expect(referral).toMatchObject({ code: `INV${inviter.id}`, earned: 0 });
    expect(referral.link).toMatch(new RegExp(`/register\\?ref=INV${inviter.id}$`));
    expect(referral.friends).toEqual([expect.objectContaining({ firstDeposit: null, validBets: 0 })]);

    await approvedDeposit(app(), friend, 600);
    referral = (await member(app(), inviter, 'GET', engagementPaths.referral)).json().value;
    expect(referral.friends[0].firstDeposit).toBe(600);
    const waiting = (await rewardsOf(inviter)).filter((item) => item.source === 'referral');
    expect(waiting).toEqual([expect.objectContaining({ amount: 100, status: 'available' })]);
    await Promise.all([1, 2].map(() => member(app(), inviter, 'POST', claimPath(waiting[0]?.id ?? 0), {})));
    expect((await balances(app(), inviter.id)).main).toBe(100_00n);
    expect((await member(app(), inviter, 'GET', engagementPaths.referral)).json().value.earned).toBe(100);
    expect((await rewardsOf(inviter)).filter((item) => item.source === 'referral')).toHaveLength(1);
  });

  it("is off while the operator's toggle is off", async () => {
    const who = await player(app());
    const current = await app().settings.get('referral');
    await ops(app(), 'PUT', '/ops/settings/referral', { value: { ...current, enabled: false }, reason: 'paused' });
    expect((await app().inject({ method: 'GET', url: engagementPaths.config })).json().value.referral).toBe(false);
    expect((await member(app(), who, 'GET', engagementPaths.referral)).statusCode).toBe(404);
    await ops(app(), 'PUT', '/ops/settings/referral', { value: current, reason: 'back on' });
  });
});

describe('VIP', () => {
  it('ranks by deposits and valid bets over the period; user info carries the rank; the rank-up reward waits once', async () => {
    const who = await player(app());
    await approvedDeposit(app(), who, 1000);
    let vip = (await member(app(), who, 'GET', engagementPaths.vip)).json().value;
    expect(vip).toMatchObject({ level: 0, name: 'Bronze', deposits: 1000, validBets: 0, periodDays: 90 });
    // The welcome bonus brought the wallet to 1,500: 50 rounds of 100 paying 100 keep it there.
    await playSlot(app(), who, 50, 100, 100);
    vip = (await member(app(), who, 'GET', engagementPaths.vip)).json().value;
    expect(vip).toMatchObject({ level: 1, name: 'Silver', validBets: 5000 });
    const info = (await member(app(), who, 'GET', '/wps/member/info')).json().value;
    expect(info.clubLabel).toEqual({ labelName: 'Silver', rankLevel: 1 });
    const vipRewards = (await rewardsOf(who)).filter((item) => item.source === 'vip');
    expect(vipRewards).toEqual([expect.objectContaining({ amount: 50, status: 'available' })]);
    await member(app(), who, 'GET', engagementPaths.vip);
    expect((await rewardsOf(who)).filter((item) => item.source === 'vip')).toHaveLength(1);
  });

  it('the operator changes a rank', async () => {
    const benefits = { en: 'Everything', pt: 'Tudo', tl: 'Lahat' };
    const saved = await ops(app(), 'PUT', '/ops/vip/ranks/5', {
      name: 'Legend',
      minDeposits: 1e6,
      minValidBets: 1e7,
      rankUpReward: 10000,
      benefits,
      reason: 'new rank',
    });
    expect(saved.statusCode).toBe(200);
    expect((await ops(app(), 'GET', '/ops/vip/ranks')).json().value.map((rank: { name: string }) => rank.name)).toContain('Legend');
  });
});

describe('mission rewards reach the reward center without the missions being opened', () => {
  it("today's completion is listed at once; yesterday's is still claimable today", async () => {
    // The seamless wallet stamps bets with the database's time: the manual clock starts there.
    const clock = manualClock(new Date());
    const own = await createTestApp({ env: { ...vendorEnv, OPS_TOKEN: opsToken }, clock, catalog: await gamesCatalog() });
    try {
      const rewards = async (who: Awaited<ReturnType<typeof player>>) =>
        ((await member(own.app, who, 'GET', engagementPaths.rewards)).json().value as Listed[]).filter((item) => item.source === 'mission');
      const today = await player(own.app, { funds: 200 });
      await playSlot(own.app, today, 4, 25, 0);
      expect(await rewards(today)).toEqual([expect.objectContaining({ title: 'Bet 100 today', amount: 5, status: 'available' })]);

      const yesterday = await player(own.app, { funds: 200 });
      await playSlot(own.app, yesterday, 10, 10, 0);
      clock.advance(86_400_000);
      const listed = await rewards(yesterday);
      expect(listed.map((item) => item.title).sort()).toEqual(['Bet 100 today', 'Play 10 rounds today']);
      const first = listed[0];
      if (!first) throw new Error('no mission reward');
      expect((await member(own.app, yesterday, 'POST', claimPath(first.id), {})).json().value.status).toBe('claimed');
      // Reading again adds nothing: each period's reward exists once.
      expect((await rewards(yesterday)).length).toBe(2);
      // Today's board starts over.
      const board = (await member(own.app, yesterday, 'GET', engagementPaths.missions)).json().value;
      expect(board.missions.find((item: { title: string }) => item.title === 'Bet 100 today')).toMatchObject({ progress: 0, state: 'open' });
    } finally {
      await own.close();
    }
    // A second app with its own database, and thirty rounds through the wallet: slow on a busy machine.
  }, 120_000);
});

describe("missions follow the server's clock", () => {
  it('a deposit approved a week on counts in that week, the one its credit and its period are in', async () => {
    const clock = manualClock(new Date(Date.now() + 7 * 86_400_000));
    const own = await createTestApp({ env: { OPS_TOKEN: opsToken }, clock });
    try {
      const who = await player(own.app);
      await approvedDeposit(own.app, who, 1000);
      const board = (await member(own.app, who, 'GET', engagementPaths.missions)).json().value;
      expect(board.missions.find((item: { title: string }) => item.title === 'Deposit 1,000 this week')).toMatchObject({ state: 'ready' });
    } finally {
      await own.close();
    }
  }, 120_000);
});

describe('expired rewards', () => {
  it('say so and cannot be claimed', async () => {
    const clock = manualClock(new Date('2026-11-23T04:00:00Z'));
    const own = await createTestApp({ env: { OPS_TOKEN: opsToken }, clock });
    try {
      const who = await player(own.app);
      const listed0 = await own.app.inject({ method: 'GET', url: engagementPaths.promotions });
      const gift = (listed0.json().value as { id: number; code: string }[]).find((item) => item.code === 'vip-monthly-gift');
      const filed = await postForm(own.app, `/wps/promotions/${gift?.id}/apply`, who, { comment: 'Silver member' });
      await ops(own.app, 'POST', `/ops/promotion-applications/${filed.json().value.id}/approve`, { amount: 20, reason: 'ok' });
      clock.advance(31 * 86_400_000);
      const listed = (await member(own.app, who, 'GET', engagementPaths.rewards)).json().value as Listed[];
      expect(listed[0]).toMatchObject({ status: 'expired' });
      const claim = await member(own.app, who, 'POST', claimPath(listed[0]?.id ?? 0), {});
      expect(claim.statusCode).toBe(422);
      expect(claim.json()).toMatchObject({ code: 'REWARD_EXPIRED', message: 'This reward has expired and can no longer be claimed.' });
      expect((await balances(own.app, who.id)).main).toBe(0n);
    } finally {
      await own.close();
    }
  });
});

describe('the login streak mission', () => {
  it('counts days in a row with a completed login, in the operator day, up to now', async () => {
    // Thursday 28 November 2030, noon in Manila: Tuesday to Thursday are in the same week, and the
    // logins the test accounts make now (stamped by the database's clock) fall in no period of then.
    const clock = manualClock(new Date('2030-11-28T04:00:00Z'));
    const own = await createTestApp({ env: { OPS_TOKEN: opsToken }, clock });
    try {
      const logins = async (who: { id: number }, at: string[], outcome = 'success') =>
        own.app.db.insert(loginEvent).values(at.map((moment) => ({ memberId: who.id, method: 'username', outcome, ip: '203.0.113.9', at: new Date(moment) })));
      const streakOf = async (who: Awaited<ReturnType<typeof player>>) =>
        ((await member(own.app, who, 'GET', engagementPaths.missions)).json().value.missions as { title: string; progress: number; state: string }[]).find(
          (item) => item.title === 'Log in 3 days in a row',
        );
      const steady = await player(own.app);
      // 23:30 Manila on Tuesday is 15:30 UTC: the operator's Tuesday, whatever UTC calls it.
      await logins(steady, ['2030-11-26T15:30:00Z', '2030-11-27T01:00:00Z', '2030-11-28T02:00:00Z']);
      expect(await streakOf(steady)).toMatchObject({ progress: 3, state: 'ready' });

      const gap = await player(own.app);
      await logins(gap, ['2030-11-26T02:00:00Z', '2030-11-28T02:00:00Z']);
      await logins(gap, ['2030-11-27T02:00:00Z'], 'failure');
      expect((await streakOf(gap))?.progress).toBe(1);
    } finally {
      await own.close();
    }
  });
});
