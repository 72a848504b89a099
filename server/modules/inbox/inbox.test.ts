import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successSchema } from '../../../src/contract/envelope.ts';
import { inboxOpsPaths, inboxPaths, messagePageSchema, unreadCountSchema } from '../../../src/contract/inbox.ts';
import { trialType } from '../../../src/contract/auth.ts';
import { member, protectionExclusion, vipRank } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { teamOf } from '../agents/test-support.ts';
import { addAccount, ops, opsToken, player, postForm, withdraw, type Player } from '../payments/test-support.ts';
import { withoutDepositBonuses } from '../promotions/test-support.ts';
import { sendInboxMessage } from './send.ts';

describe('inbox', () => {
  let harness: TestApp;
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken, HOUSE_CLOCK_MS: '0' } });
    await withoutDepositBonuses(harness.app);
  });
  afterAll(() => harness?.close());

  const unread = async (who: Pick<Player, 'headers'>) =>
    successSchema(unreadCountSchema).parse((await app().inject({ method: 'GET', url: inboxPaths.unreadCount, headers: who.headers })).json()).value.count;
  const inbox = async (who: Pick<Player, 'headers'>, language = 'en') =>
    successSchema(messagePageSchema).parse((await app().inject({ method: 'GET', url: inboxPaths.messages, headers: { ...who.headers, language } })).json())
      .value;
  const message = (id: number, suffix = '') => inboxPaths.message.replace(':id', String(id)) + suffix;

  it('a message to one member: listed, counted unread, read once, deleted; nobody else sees it', async () => {
    const who = await player(app());
    const other = await player(app());
    expect(await unread(who)).toBe(0);
    const sent = await sendInboxMessage(app().db, { memberId: who.id }, { kind: 'notice', title: 'Hello', body: 'First message' });
    expect(sent.recipients).toBe(1);
    expect(await unread(who)).toBe(1);
    const page = await inbox(who);
    expect(page).toMatchObject({ total: 1, unread: 1, items: [{ id: sent.id, title: 'Hello', body: 'First message', read: false }] });

    const stranger = await app().inject({ method: 'PUT', url: message(sent.id, '/read'), headers: other.headers });
    expect(stranger.statusCode).toBe(404);
    expect(await unread(who)).toBe(1);

    const read = await app().inject({ method: 'PUT', url: message(sent.id, '/read'), headers: who.headers });
    expect(read.json()).toEqual({ success: true, value: { count: 0 } });
    expect((await app().inject({ method: 'PUT', url: message(sent.id, '/read'), headers: who.headers })).json().value.count).toBe(0);
    expect((await inbox(who)).items[0]?.read).toBe(true);

    expect((await app().inject({ method: 'DELETE', url: message(sent.id), headers: other.headers })).statusCode).toBe(404);
    expect((await app().inject({ method: 'DELETE', url: message(sent.id), headers: who.headers })).statusCode).toBe(200);
    expect(await inbox(who)).toMatchObject({ total: 0, items: [] });
    expect((await app().inject({ method: 'PUT', url: message(sent.id, '/read'), headers: who.headers })).statusCode).toBe(404);
  });

  it('guests and trial accounts have no inbox', async () => {
    expect((await app().inject({ method: 'GET', url: inboxPaths.unreadCount })).statusCode).toBe(401);
    const trial = await player(app());
    await app().db.update(member).set({ type: trialType }).where(eq(member.id, trial.id));
    expect((await app().inject({ method: 'GET', url: inboxPaths.unreadCount, headers: trial.headers })).json()).toMatchObject({ code: 'TRIAL_ACCOUNT' });
  });

  it('a team message reaches the agent and every level of its team, and no one outside it', async () => {
    const team = await teamOf(app());
    const outsider = await player(app());
    const sent = await ops(app(), 'POST', inboxOpsPaths.messages, {
      to: { segment: 'team', agentUsername: team.agent.member.username },
      title: 'Team news',
      body: 'Commissions on Friday',
      reason: 'weekly',
    });
    expect(sent.json()).toEqual({ success: true, value: { id: expect.any(Number), recipients: 4 } });
    for (const who of [team.agent, team.member, team.subAgent, team.subMember])
      expect((await inbox(who)).items.map((item) => item.title)).toContain('Team news');
    expect((await inbox(outsider)).items.map((item) => item.title)).not.toContain('Team news');

    const notAgent = await ops(app(), 'POST', inboxOpsPaths.messages, {
      to: { segment: 'team', agentUsername: outsider.username },
      title: 'x',
      body: 'y',
      reason: 'r',
    });
    expect(notAgent.statusCode).toBe(400);
    const nobody = await ops(app(), 'POST', inboxOpsPaths.messages, {
      to: { segment: 'member', username: 'no-such-member' },
      title: 'x',
      body: 'y',
      reason: 'r',
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('a VIP message reaches the members of that rank, or of it and the ranks above', async () => {
    // Levels of their own, so members other tests promote never count here.
    const benefits = { en: 'b', pt: 'b', tl: 'b' };
    await app()
      .db.insert(vipRank)
      .values([
        { level: 60, name: 'Jade', minDeposits: 10n ** 12n, minValidBets: 10n ** 12n, benefits },
        { level: 61, name: 'Pearl', minDeposits: 10n ** 13n, minValidBets: 10n ** 13n, benefits },
      ]);
    const [jade, pearl, plain] = [await player(app()), await player(app()), await player(app())];
    await app().db.update(member).set({ vipRankLevel: 60 }).where(eq(member.id, jade.id));
    await app().db.update(member).set({ vipRankLevel: 61 }).where(eq(member.id, pearl.id));

    const rankOnly = await ops(app(), 'POST', inboxOpsPaths.messages, {
      to: { segment: 'vip', rankLevel: 60 },
      title: 'Jade gift',
      body: 'For Jade',
      reason: 'vip campaign',
    });
    expect(rankOnly.json()).toEqual({ success: true, value: { id: expect.any(Number), recipients: 1 } });
    const andAbove = await ops(app(), 'POST', inboxOpsPaths.messages, {
      to: { segment: 'vip', rankLevel: 60, orHigher: true },
      title: 'Jade and up',
      body: 'For all',
      reason: 'vip campaign',
    });
    expect(andAbove.json().value.recipients).toBe(2);
    expect((await inbox(jade)).items.map((item) => item.title)).toEqual(expect.arrayContaining(['Jade gift', 'Jade and up']));
    const pearlTitles = (await inbox(pearl)).items.map((item) => item.title);
    expect(pearlTitles).toContain('Jade and up');
    expect(pearlTitles).not.toContain('Jade gift');
    expect((await inbox(plain)).items.map((item) => item.title)).not.toContain('Jade and up');

    const noRank = await ops(app(), 'POST', inboxOpsPaths.messages, { to: { segment: 'vip', rankLevel: 99 }, title: 'x', body: 'y', reason: 'r' });
    expect(noRank.statusCode).toBe(400);
    const notALevel = await ops(app(), 'POST', inboxOpsPaths.messages, { to: { segment: 'vip', rankLevel: -1 }, title: 'x', body: 'y', reason: 'r' });
    expect(notALevel.statusCode).toBe(400);
  });

  it('marketing never reaches a member in a time-out or self-exclusion; account messages still do', async () => {
    const excluded = await player(app());
    const free = await player(app());
    const now = app().clock.now();
    await app()
      .db.insert(protectionExclusion)
      .values({ memberId: excluded.id, kind: 'timeout', startsAt: new Date(now.getTime() - 60_000), endsAt: new Date(now.getTime() + 86_400_000) });
    const everyone = await ops(app(), 'POST', inboxOpsPaths.messages, {
      to: { segment: 'all' },
      kind: 'marketing',
      title: 'Big promo',
      body: 'Deposit now',
      reason: 'campaign',
    });
    expect(everyone.json()).toMatchObject({ success: true });
    expect((await inbox(free)).items.map((item) => item.title)).toContain('Big promo');
    expect((await inbox(excluded)).items.map((item) => item.title)).not.toContain('Big promo');

    const direct = await sendInboxMessage(app().db, { memberId: excluded.id }, { kind: 'marketing', title: 'Just for you', body: 'Bonus' });
    expect(direct.recipients).toBe(0);
    const account = await sendInboxMessage(app().db, { memberId: excluded.id }, { kind: 'account', title: 'Your withdrawal', body: 'Paid' });
    expect(account.recipients).toBe(1);
  });

  it('approving a deposit and paying a withdrawal each put one message in the member’s own language', async () => {
    const who = await player(app(), { funds: 1000 });
    const channels = (await app().inject({ method: 'GET', url: '/wps/deposit/channels', headers: who.headers })).json().value as { id: number }[];
    const filed = await postForm(app(), '/wps/deposit/requests', who, {
      channelId: String(channels[0]?.id),
      amount: '300',
      reference: 'REF-1',
      idempotencyKey: randomUUID(),
    });
    expect(filed.statusCode).toBe(200);
    expect((await ops(app(), 'POST', `/ops/deposits/${filed.json().value.id}/approve`, { reason: 'seen on statement' })).statusCode).toBe(200);
    expect(await unread(who)).toBe(1);
    expect((await inbox(who, 'pt')).items[0]).toMatchObject({ kind: 'account', title: 'Depósito creditado' });
    expect((await inbox(who, 'en')).items[0]?.body).toContain('300.00 PHP');

    const accountId = await addAccount(app(), who);
    const requested = await withdraw(app(), who, { accountId, amount: 200 });
    expect(requested.statusCode).toBe(200);
    const id = requested.json().value.id as number;
    expect((await ops(app(), 'POST', `/ops/withdrawals/${id}/approve`, { reason: 'checks passed' })).statusCode).toBe(200);
    expect(await unread(who)).toBe(1);
    expect((await ops(app(), 'POST', `/ops/withdrawals/${id}/pay`, { reason: 'paid by bank' })).statusCode).toBe(200);
    expect(await unread(who)).toBe(2);
    expect((await inbox(who, 'tl')).items[0]).toMatchObject({ title: 'Nabayaran na ang withdrawal' });
    expect((await ops(app(), 'POST', `/ops/withdrawals/${id}/pay`, { reason: 'paid again' })).statusCode).toBe(409);
    expect(await unread(who)).toBe(2);
  });
});
