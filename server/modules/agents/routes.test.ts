import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  agentPaths,
  announcementPageSchema,
  consolidatedSchema,
  registeredDownlineSchema,
  downlinePageSchema,
  incomeSchema,
  overviewSchema,
  teamTransactionPageSchema,
} from '../../../src/contract/agent.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { member, operatorAction } from '../../db/schema.ts';
import { encryptedBody } from '../../test/encrypt.ts';
import { hashPassword } from '../auth/password.ts';
import { bearer, loginAs } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { findMemberById } from '../members/repository.ts';
import { ops, opsToken, paymentPassword } from '../payments/test-support.ts';
import { postTransfer } from '../ledger/transfers.ts';
import { approvedDeposit, welcomeBonus } from '../promotions/test-support.ts';
import { todayIn } from '../records/period.ts';
import { mainCode, memberAccount, systemAccount } from '../wallet/accounts.ts';
import { fund, signedInMember } from '../wallet/test-support.ts';
import { teamOf } from './test-support.ts';

describe('agent center API', () => {
  let harness: TestApp;
  const app = () => harness.app;
  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken } });
  });
  afterAll(() => harness?.close());

  const get = async <T extends z.ZodType>(url: string, headers: Record<string, string>, schema: T) => {
    const response = await app().inject({ method: 'GET', url, headers });
    expect([url, response.statusCode]).toEqual([url, 200]);
    return (successSchema(schema).parse(response.json()) as { value: z.output<T> }).value;
  };

  it('answers the consolidated shape with empty contracts and the flag-gated entries off', async () => {
    const { agent } = await teamOf(app());
    expect(await get(agentPaths.consolidated, agent.headers, consolidatedSchema)).toEqual({
      dailysalreqtype: [],
      divtypereq: [],
      contracthoursalreq: [],
      contractmrdailysalinfotype: [],
      contracthoursalinfo: [],
      dailysalinfo: [],
      divtypeinfo: [],
      agentStatus: 'A',
      flags: { enableCt: false, salary: false, dailySalary: false, hourSalary: false },
    });
  });

  it('lists the downline by scope, kind, status and name, with level, upline, balance and team size, paged', async () => {
    const team = await teamOf(app());
    await fund(app(), team.subMember.member.id, 123_45n);
    const all = await get(agentPaths.downline, team.agent.headers, downlinePageSchema);
    expect(all.items.map((item) => [item.username, item.level, item.upline, item.teamSize])).toEqual([
      ...[
        [team.member.member.username, 1, team.agent.member.username, 0],
        [team.subAgent.member.username, 1, team.agent.member.username, 1],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      [team.subMember.member.username, 2, team.subAgent.member.username, 0],
    ]);
    expect(all.items.at(-1)?.balance).toBe(123.45);
    const direct = await get(`${agentPaths.downline}?scope=direct`, team.agent.headers, downlinePageSchema);
    expect(direct.total).toBe(2);
    const agents = await get(`${agentPaths.downline}?kind=agent`, team.agent.headers, downlinePageSchema);
    expect(agents.items.map((item) => item.username)).toEqual([team.subAgent.member.username]);
    const named = await get(
      `${agentPaths.downline}?username=${team.subMember.member.username.slice(2, 8).toUpperCase()}`,
      team.agent.headers,
      downlinePageSchema,
    );
    expect(named.items.map((item) => item.id)).toEqual([team.subMember.member.id]);
    const page2 = await get(`${agentPaths.downline}?page=2&pageSize=2`, team.agent.headers, downlinePageSchema);
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items).toHaveLength(1);
    // The issue's own name for the page size.
    const sized = await get(`${agentPaths.downline}?page=1&size=2`, team.agent.headers, downlinePageSchema);
    expect(sized).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(sized.items).toHaveLength(2);
    const wild = await get(`${agentPaths.downline}?username=%25`, team.agent.headers, downlinePageSchema);
    expect(wild.total).toBe(0);
  });

  it('registers a member under the agent with the default password, which must be changed first', async () => {
    const { agent } = await teamOf(app());
    const username = `rc${Date.now() % 1_000_000}`;
    const response = await app().inject({ method: 'POST', url: agentPaths.downline, headers: agent.headers, payload: { username, email: 'rc@tala.example' } });
    expect(response.statusCode).toBe(200);
    const created = successSchema(registeredDownlineSchema).parse(response.json()).value;
    expect(created).toMatchObject({ username, type: 0, level: 1, upline: agent.member.username, status: 'active', balance: 0 });
    // The agent is told the password once, to hand it over; reading the account again does not repeat it.
    expect(created.initialPassword).toBe(app().config.DEFAULT_PASSWORD);
    const read = await app().inject({ method: 'GET', url: agentPaths.downlineOne.replace(':id', String(created.id)), headers: agent.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().value).not.toHaveProperty('initialPassword');
    expect(await findMemberById(app().db, created.id)).toMatchObject({ mustChangePassword: true, uplineId: agent.member.id, registerMethod: 'AGENT' });
    const login = await loginAs(app(), username, app().config.DEFAULT_PASSWORD);
    expect(login.firstTimeLogin).toBe(true);
    const blocked = await app().inject({ method: 'GET', url: '/wps/member/profit', headers: bearer(login.token) });
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    const again = await app().inject({ method: 'POST', url: agentPaths.downline, headers: agent.headers, payload: { username: username.toUpperCase() } });
    expect(again.statusCode).toBe(409);
  });

  it('applies the registration field rules and the agent type’s limits', async () => {
    const team = await teamOf(app(), 41);
    const bad = await app().inject({
      method: 'POST',
      url: agentPaths.downline,
      headers: { ...team.agent.headers, language: 'pt' },
      payload: { username: '9starts-with-digit' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { username: expect.any(String) } });
    const subAgent = await app().inject({
      method: 'POST',
      url: agentPaths.downline,
      headers: team.agent.headers,
      payload: { username: `sa${Date.now() % 1_000_000}`, type: 41 },
    });
    expect(subAgent.statusCode).toBe(403);
    const top = await teamOf(app(), 1);
    const allowed = await app().inject({
      method: 'POST',
      url: agentPaths.downline,
      headers: top.agent.headers,
      payload: { username: `sb${Date.now() % 1_000_000}`, type: 1 },
    });
    expect(allowed.json().value).toMatchObject({ type: 1, level: 1 });
  });

  it('suspends and reactivates a direct downline with a reason, on the audit log, ending its sessions', async () => {
    const team = await teamOf(app());
    const url = `/wps/agent/downline/${team.member.member.id}`;
    const suspended = await app().inject({ method: 'PUT', url, headers: team.agent.headers, payload: { status: 'suspended', reason: 'asked to pause' } });
    expect(suspended.json().value).toMatchObject({ status: 'suspended' });
    expect((await app().inject({ method: 'GET', url: '/wps/member/profit', headers: team.member.headers })).statusCode).toBe(401);
    const [audit] = await app()
      .db.select()
      .from(operatorAction)
      .where(eq(operatorAction.target, `member:${team.member.member.username}`));
    expect(audit).toMatchObject({ actor: `agent:${team.agent.member.username}`, action: 'member.suspend', reason: 'asked to pause' });
    const back = await app().inject({ method: 'PUT', url, headers: team.agent.headers, payload: { status: 'active', reason: 'back again' } });
    expect(back.json().value).toMatchObject({ status: 'active' });
    const noReason = await app().inject({ method: 'PUT', url, headers: team.agent.headers, payload: { status: 'suspended', reason: '' } });
    expect(noReason.statusCode).toBe(400);
  });

  it('shows new registrations and team size in the overview, a day per point, refusing a reversed period', async () => {
    const team = await teamOf(app());
    const overview = await get(agentPaths.overview, team.agent.headers, overviewSchema);
    const today = todayIn(app().config.TIME_ZONE);
    expect(overview).toMatchObject({ to: today, teamMembers: 2, teamAgents: 1, newRegistrations: 3, deposits: 0, net: 0 });
    expect(overview.series).toHaveLength(7);
    expect(overview.series.at(-1)).toMatchObject({ day: today, newRegistrations: 3 });
    const reversed = await app().inject({ method: 'GET', url: `${agentPaths.overview}?from=2026-02-02&to=2026-02-01`, headers: team.agent.headers });
    expect(reversed.statusCode).toBe(400);
  });

  it('counts transfers from the downline as the agent’s income, not what the agent sent on', async () => {
    const agent = await signedInMember(app(), { type: 1, paymentPasswordHash: await hashPassword(paymentPassword) });
    const upline = await signedInMember(app(), { type: 1 });
    await app().db.update(member).set({ uplineId: upline.member.id }).where(eq(member.id, agent.member.id));
    const sender = await signedInMember(app(), { uplineId: agent.member.id, paymentPasswordHash: await hashPassword(paymentPassword) });
    await fund(app(), sender.member.id, 100_00n);
    const send = async (who: typeof sender, amount: number) =>
      app().inject({
        method: 'POST',
        url: '/wps/member/transfer/upline',
        headers: who.headers,
        payload: await encryptedBody(app(), { amount, paymentPassword, idempotencyKey: randomUUID() }),
      });
    expect((await send(sender, 40.5)).statusCode).toBe(200);
    expect((await send(sender, 9.25)).statusCode).toBe(200);
    expect((await send(agent, 5)).statusCode).toBe(200);
    const income = await get(`${agentPaths.income}?pageSize=1`, agent.headers, incomeSchema);
    expect(income.byKind).toEqual([
      { kind: 'upline-transfer', amount: 49.75 },
      { kind: 'salary', amount: 0 },
      { kind: 'dividend', amount: 0 },
    ]);
    expect(income).toMatchObject({ total: 49.75, count: 2, pageSize: 1 });
    expect(income.items.map((item) => [item.type, item.amount])).toEqual([['upline-transfer', 9.25]]);
  });

  it('words the team’s and the agent’s own records in the agent’s language: a welcome bonus, a salary’s kind and period', async () => {
    const team = await teamOf(app());
    const player = { id: team.member.member.id, username: team.member.member.username, headers: team.member.headers };
    await approvedDeposit(app(), player, 1000, await welcomeBonus(app(), player));
    const transactions = async (language: string) => {
      const headers = { ...team.agent.headers, language };
      const page = await get(`${agentPaths.teamTransactions}?member=${player.username}`, headers, teamTransactionPageSchema);
      return page.items.map((item) => [item.type, item.remark]);
    };
    expect(await transactions('pt')).toEqual([
      ['bonus', 'Bônus de Boas-vindas no Primeiro Depósito'],
      ['deposit', 'Referência REF'],
    ]);
    expect(await transactions('tl')).toEqual([
      ['bonus', 'Welcome Bonus sa Unang Deposito'],
      ['deposit', 'Numero ng reference: REF'],
    ]);

    // A real-time salary as contracts/settle.ts pays it.
    await app().db.transaction(async (tx) => {
      const source = await systemAccount(tx, 'salaries', 'PHP');
      const main = await memberAccount(tx, team.agent.member.id, mainCode, 'PHP');
      await postTransfer(tx, {
        ledger: 'money',
        kind: 'salary',
        idempotencyKey: randomUUID(),
        memberId: team.agent.member.id,
        legs: [
          { accountId: source, amount: -2_50n },
          { accountId: main, amount: 2_50n },
        ],
        metadata: { remark: 'realtime 2026-11-27T10:20', contractId: 1, period: '5min:2026-11-27T10:20' },
      });
    });
    const income = async (language: string) => {
      const value = await get(agentPaths.income, { ...team.agent.headers, language }, incomeSchema);
      return value.items.map((item) => [item.type, item.remark.replace(/\s+/g, ' ')]);
    };
    expect(await income('pt')).toEqual([['salary', 'Salário em tempo real de 27 de nov. de 2026 10:20 – 10:25']]);
    expect(await income('tl')).toEqual([['salary', 'Real-time na sahod para sa Nob 27, 2026, 10:20–10:25 AM']]);
    expect(await income('en')).toEqual([['salary', 'Real-time salary for Nov 27, 2026, 10:20 – 10:25 AM']]);
  });

  it('lists announcements the operator posted, newest first, 8 to a page', async () => {
    const { agent } = await teamOf(app());
    for (let index = 1; index <= 9; index += 1) {
      const posted = await ops(app(), 'POST', '/ops/agent-announcements', {
        title: `Notice ${index}`,
        content: 'Commission day moves to Friday.',
        reason: 'weekly notice',
      });
      expect(posted.statusCode).toBe(200);
    }
    const first = await get(agentPaths.announcements, agent.headers, announcementPageSchema);
    expect(first).toMatchObject({ pageSize: 8 });
    expect(first.total).toBeGreaterThanOrEqual(9);
    expect(first.items[0]?.title).toBe('Notice 9');
    expect(first.items).toHaveLength(8);
    const plain = await signedInMember(app());
    expect((await app().inject({ method: 'GET', url: agentPaths.announcements, headers: plain.headers })).statusCode).toBe(403);
  });

  it("keeps an announcement's formatting and drops its scripts, as the members' notices do", async () => {
    const { agent } = await teamOf(app());
    const posted = await ops(app(), 'POST', '/ops/agent-announcements', {
      title: 'Formatted',
      content: '<p>Pay day is <b>Friday</b>.</p><script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">terms</a>',
      reason: 'formatted notice',
    });
    expect(posted.statusCode).toBe(200);
    const page = await get(agentPaths.announcements, agent.headers, announcementPageSchema);
    const shown = page.items.find((item) => item.title === 'Formatted');
    expect(shown?.content).toContain('<p>Pay day is <b>Friday</b>.</p>');
    expect(shown?.content).not.toMatch(/script|javascript:|onclick|alert/);
  });
});
