import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentPaths } from '../../../src/contract/agent.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { eq } from 'drizzle-orm';
import { member } from '../../db/schema.ts';
import { signedInMember, type SignedIn } from '../wallet/test-support.ts';
import { teamOf, type Team } from './test-support.ts';

/**
 * The authorization matrix of issue 9: every agent route, called by a guest, a member, a trial
 * account, a suspended agent, the agent whose team it is and an agent of another team.
 */
describe('who may call the agent routes', () => {
  let harness: TestApp;
  const app = () => harness.app;
  let team: Team;
  let otherAgent: SignedIn;
  let plainMember: SignedIn;
  let trial: SignedIn;
  let suspendedAgent: SignedIn;

  beforeAll(async () => {
    harness = await createTestApp();
    team = await teamOf(app());
    otherAgent = await signedInMember(app(), { type: 41 });
    plainMember = await signedInMember(app());
    trial = await signedInMember(app(), { type: 4 });
    suspendedAgent = await signedInMember(app(), { type: 1 });
    // setMemberStatus also ends the agent's sessions (a 401 then); a session the suspension did not
    // reach must still get no further than the status check.
    await app().db.update(member).set({ status: 'suspended' }).where(eq(member.id, suspendedAgent.member.id));
  });
  afterAll(() => harness?.close());

  const one = () => `/wps/agent/downline/${team.member.member.id}`;
  const routes = (): { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }[] => [
    { method: 'GET', url: agentPaths.consolidated },
    { method: 'GET', url: agentPaths.overview },
    { method: 'GET', url: agentPaths.downline },
    { method: 'GET', url: one() },
    { method: 'POST', url: agentPaths.downline, payload: { username: `new${Date.now() % 100000}x` } },
    { method: 'PUT', url: one(), payload: { status: 'active', reason: 'matrix test' } },
    { method: 'GET', url: agentPaths.teamBets },
    { method: 'GET', url: agentPaths.teamProfit },
    { method: 'GET', url: agentPaths.income },
    { method: 'GET', url: agentPaths.teamTransactions },
    { method: 'GET', url: agentPaths.announcements },
  ];
  const call = (route: ReturnType<typeof routes>[number], headers?: Record<string, string>) =>
    app().inject({ method: route.method, url: route.url, headers, ...(route.payload ? { payload: route.payload } : {}) });

  it('answers a guest 401, a member and a trial account 403, a suspended agent 403', async () => {
    for (const route of routes()) {
      expect([route.url, (await call(route)).statusCode]).toEqual([route.url, 401]);
      expect([route.url, (await call(route, plainMember.headers)).json().code]).toEqual([route.url, 'NOT_AN_AGENT']);
      expect([route.url, (await call(route, trial.headers)).json().code]).toEqual([route.url, 'TRIAL_ACCOUNT']);
      expect([route.url, (await call(route, suspendedAgent.headers)).json().code]).toEqual([route.url, 'ACCOUNT_SUSPENDED']);
    }
  });

  it('serves the agent whose team it is', async () => {
    for (const route of routes()) {
      const response = await call(route, team.agent.headers);
      expect([route.url, response.statusCode, response.json().success]).toEqual([route.url, 200, true]);
    }
  });

  it('answers 404 to an agent of another team for every member id, as for an id that does not exist', async () => {
    for (const id of [team.member.member.id, team.subMember.member.id, team.agent.member.id, 99_999_999]) {
      const read = await app().inject({ method: 'GET', url: `/wps/agent/downline/${id}`, headers: otherAgent.headers });
      expect([id, read.statusCode, read.json().code]).toEqual([id, 404, 'NOT_FOUND']);
      const change = await app().inject({
        method: 'PUT',
        url: `/wps/agent/downline/${id}`,
        headers: otherAgent.headers,
        payload: { status: 'suspended', reason: 'not mine' },
      });
      expect([id, change.statusCode]).toEqual([id, 404]);
    }
    const list = await app().inject({ method: 'GET', url: agentPaths.downline, headers: otherAgent.headers });
    expect(list.json().value.total).toBe(0);
  });

  // Every team report that filters by one member's username: the same answer as the member routes.
  const memberFiltered = [agentPaths.teamBets, agentPaths.teamTransactions];

  it('answers 404 to a team report naming a member outside the agent’s team, as the member routes do', async () => {
    for (const path of memberFiltered) {
      for (const name of [team.member.member.username, team.subMember.member.username, team.agent.member.username, 'nobody-by-that-name']) {
        const report = await app().inject({ method: 'GET', url: `${path}?member=${encodeURIComponent(name)}`, headers: otherAgent.headers });
        expect([path, name, report.statusCode, report.json().code]).toEqual([path, name, 404, 'NOT_FOUND']);
      }
      // The agent itself is not in its own team, on the reports as on GET /wps/agent/downline/:id.
      const self = await app().inject({ method: 'GET', url: `${path}?member=${team.agent.member.username}`, headers: team.agent.headers });
      expect([path, self.statusCode, self.json().code]).toEqual([path, 404, 'NOT_FOUND']);
    }
  });

  it('serves a team report naming a member of the team at any depth, in any case', async () => {
    for (const path of memberFiltered) {
      for (const name of [team.member.member.username, team.subMember.member.username.toUpperCase()]) {
        const report = await app().inject({ method: 'GET', url: `${path}?member=${encodeURIComponent(name)}`, headers: team.agent.headers });
        expect([path, name, report.statusCode, report.json().success]).toEqual([path, name, 200, true]);
      }
    }
  });

  it('lets an agent see but not suspend its sub-agent’s members, and never itself', async () => {
    const deep = await app().inject({ method: 'GET', url: `/wps/agent/downline/${team.subMember.member.id}`, headers: team.agent.headers });
    expect(deep.json().value).toMatchObject({ level: 2, upline: team.subAgent.member.username });
    const change = await app().inject({
      method: 'PUT',
      url: `/wps/agent/downline/${team.subMember.member.id}`,
      headers: team.agent.headers,
      payload: { status: 'suspended', reason: 'not direct' },
    });
    expect(change.statusCode).toBe(403);
    const self = await app().inject({ method: 'GET', url: `/wps/agent/downline/${team.agent.member.id}`, headers: team.agent.headers });
    expect(self.statusCode).toBe(404);
  });
});
