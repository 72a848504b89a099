import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentOpsPaths, agentPaths, announcementPageSchema } from '../../../src/contract/agent.ts';
import {
  agentDeskPaths,
  agentSearchSchema,
  agentTeamSchema,
  opsAnnouncementPageSchema,
  settlementPaymentsSchema,
  settlementRunPageSchema,
} from '../../../src/contract/agent-desk.ts';
import { contractOpsPaths, opsSettlementSchema } from '../../../src/contract/contracts.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { manualClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { grant, pTiers, settledBet } from '../contracts/test-support.ts';
import { opsToken } from '../payments/test-support.ts';
import { signedInStaff } from '../staff/test-support.ts';
import { moneyAt, teamOf } from './test-support.ts';

/** An instant in the operator's zone (Asia/Manila, UTC+8). */
const manila = (local: string) => new Date(`${local}+08:00`);

/** The agent manager's desk: the tree and its teams, announcements taken down, settlement runs read back. */
describe('the agent desk of the operator API', () => {
  const clock = manualClock(manila('2026-11-09T08:00:00'));
  let harness: TestApp;
  const app = () => harness.app;
  let manager: Awaited<ReturnType<typeof signedInStaff>>;
  let risk: Awaited<ReturnType<typeof signedInStaff>>;

  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken }, clock });
    manager = await signedInStaff(app(), ['agents']);
    risk = await signedInStaff(app(), ['risk']);
  });
  afterAll(() => harness?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = manager.headers) => app().inject({ method, url, headers, payload });

  it('finds an agent by the start of its name and opens its team: size, figures of the days and direct downline', async () => {
    const { agent, member, subAgent, subMember } = await teamOf(app());
    await moneyAt(app(), member.member.id, 'deposit', 15_000n, sql`${manila('2026-11-09T10:00:00').toISOString()}::timestamptz`, `desk-${member.member.id}`);
    await moneyAt(
      app(),
      subMember.member.id,
      'deposit',
      2_550n,
      sql`${manila('2026-11-09T11:00:00').toISOString()}::timestamptz`,
      `desk-${subMember.member.id}`,
    );

    const prefix = agent.member.username.slice(0, -1).toUpperCase();
    const found = await call('GET', `${agentDeskPaths.agents}?q=${prefix}`);
    expect(found.statusCode, found.body).toBe(200);
    const hits = successSchema(agentSearchSchema).parse(found.json()).value.items;
    expect(hits.find((hit) => hit.id === agent.member.id)).toMatchObject({ username: agent.member.username, directs: 2, teamSize: 3, upline: null });
    // Members who are not agents are not in the agent search.
    const members = successSchema(agentSearchSchema).parse((await call('GET', `${agentDeskPaths.agents}?q=${member.member.username}`)).json()).value;
    expect(members.items).toEqual([]);
    // With nothing typed: the top of the tree, where the sub-agent is not.
    const top = successSchema(agentSearchSchema)
      .parse((await call('GET', agentDeskPaths.agents)).json())
      .value.items.map((hit) => hit.id);
    expect(top).toContain(agent.member.id);
    expect(top).not.toContain(subAgent.member.id);

    const opened = await call('GET', `${agentDeskPaths.team.replace(':id', String(agent.member.id))}?from=2026-11-09&to=2026-11-09`);
    expect(opened.statusCode, opened.body).toBe(200);
    const team = successSchema(agentTeamSchema).parse(opened.json()).value;
    expect(team.agent).toMatchObject({ id: agent.member.id, directs: 2, teamSize: 3 });
    expect(team.figures).toMatchObject({ from: '2026-11-09', to: '2026-11-09', teamMembers: 2, teamAgents: 1, deposits: 175.5 });
    expect(team.direct.items.map((item) => item.username).sort()).toEqual([member.member.username, subAgent.member.username].sort());
    expect(team.direct.items.find((item) => item.id === subAgent.member.id)).toMatchObject({ teamSize: 1, level: 1 });

    // The sub-agent's branch alone: its member's deposit only.
    const branch = successSchema(agentTeamSchema).parse(
      (await call('GET', `${agentDeskPaths.team.replace(':id', String(subAgent.member.id))}?from=2026-11-09&to=2026-11-09`)).json(),
    ).value;
    expect(branch.figures.deposits).toBe(25.5);
    expect(branch.direct.items.map((item) => item.id)).toEqual([subMember.member.id]);

    expect((await call('GET', agentDeskPaths.team.replace(':id', '99999999'))).statusCode).toBe(404);
    expect((await call('GET', `${agentDeskPaths.team.replace(':id', String(agent.member.id))}?from=2026-11-10&to=2026-11-09`)).statusCode).toBe(400);
    expect((await call('GET', agentDeskPaths.agents, undefined, risk.headers)).statusCode).toBe(403);
  });

  it('lists announcements with ended ones, and ending one takes it off the agent center, once, on the record', async () => {
    const { agent } = await teamOf(app());
    const posted = await call('POST', agentOpsPaths.announcements, {
      title: 'Payday moved',
      content: 'Salaries are paid on Monday.',
      reason: 'holiday notice',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const id = (posted.json() as { value: { id: number } }).value.id;
    const seen = async () =>
      successSchema(announcementPageSchema)
        .parse((await app().inject({ method: 'GET', url: agentPaths.announcements, headers: agent.headers })).json())
        .value.items.map((item) => item.id);
    expect(await seen()).toContain(id);

    const end = (payload: object, headers = manager.headers) =>
      app().inject({ method: 'POST', url: agentDeskPaths.announcementEnd.replace(':id', String(id)), headers, payload });
    expect((await end({ reason: 'x' })).statusCode).toBe(400);
    expect((await end({ reason: 'holiday over' }, risk.headers)).statusCode).toBe(403);
    const ended = await end({ reason: 'holiday over' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await seen()).not.toContain(id);
    expect((await end({ reason: 'holiday over' })).statusCode).toBe(409);
    expect(
      (
        await app().inject({
          method: 'POST',
          url: agentDeskPaths.announcementEnd.replace(':id', '99999999'),
          headers: manager.headers,
          payload: { reason: 'no such' },
        })
      ).statusCode,
    ).toBe(404);

    const listed = successSchema(opsAnnouncementPageSchema).parse((await call('GET', agentOpsPaths.announcements)).json()).value;
    expect(listed.items.find((item) => item.id === id)).toMatchObject({
      title: { en: 'Payday moved' },
      createdBy: manager.username,
      endedAt: clock.now().toISOString(),
    });
    const actions = (await app().inject({ method: 'GET', url: '/ops/actions?limit=5', headers: { authorization: `Bearer ${opsToken}` } })).json() as {
      value: { actor: string; action: string; target: string; reason: string }[];
    };
    expect(actions.value[0]).toMatchObject({
      actor: manager.username,
      action: 'agent-announcement.end',
      target: `agent-announcement:${id}`,
      reason: 'holiday over',
    });
  });

  it('reads back the settlement runs and what each paid whom', async () => {
    clock.set(manila('2026-11-09T08:00:00'));
    const { agent, member } = await teamOf(app());
    await grant(app(), agent.member.username, 'daily', pTiers([0, 0, 0.01]));
    await settledBet(app(), member.member.id, 1234, 0, manila('2026-11-09T12:00:00'));
    clock.set(manila('2026-11-10T01:00:00'));
    // Staff sessions idle out over the night the clock skipped.
    manager = await signedInStaff(app(), ['agents']);
    risk = await signedInStaff(app(), ['risk']);

    const run = await call('POST', contractOpsPaths.run, { kind: 'daily', period: '2026-11-09', reason: 'end of day' });
    expect(run.statusCode, run.body).toBe(200);
    const ran = successSchema(opsSettlementSchema).parse(run.json()).value;
    expect(ran.ran).toBe(true);

    const runs = successSchema(settlementRunPageSchema).parse((await call('GET', `${agentDeskPaths.settlementRuns}?kind=daily`)).json()).value;
    expect(runs.items[0]).toMatchObject({ kind: 'daily', period: '2026-11-09', from: ran.from, to: ran.to, contracts: ran.items.length, paid: ran.total });
    expect(successSchema(settlementRunPageSchema).parse((await call('GET', `${agentDeskPaths.settlementRuns}?kind=hourly`)).json()).value.items).toEqual([]);

    const paid = await call('GET', `${agentDeskPaths.settlementPayments}?kind=daily&from=${encodeURIComponent(ran.from)}`);
    expect(paid.statusCode, paid.body).toBe(200);
    const payments = successSchema(settlementPaymentsSchema).parse(paid.json()).value;
    expect(payments.total).toBe(ran.total);
    expect(payments.items.find((item) => item.holder === agent.member.username)).toMatchObject({
      amount: 12.34,
      period: '2026-11-09',
      figures: { validBet: 1234 },
    });

    expect((await call('GET', `${agentDeskPaths.settlementPayments}?kind=hourly&from=${encodeURIComponent(ran.from)}`)).statusCode).toBe(404);
    expect((await call('GET', `${agentDeskPaths.settlementPayments}?kind=daily&from=yesterday`)).statusCode).toBe(400);
    expect((await call('GET', agentDeskPaths.settlementRuns, undefined, risk.headers)).statusCode).toBe(403);
  });
});
