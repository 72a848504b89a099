import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '../../src/contract/envelope.ts';
import { paymentPaths } from '../../src/contract/payments.ts';
import { member, session } from '../db/schema.ts';
import { issueSession, revokeSession } from '../modules/auth/sessions.ts';
import { addAccount, opsToken, player, withdraw } from '../modules/payments/test-support.ts';
import { signedInMember } from '../modules/wallet/test-support.ts';
import { bearer } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { accessPolicies, installAccessPolicy, type AccessPolicy, type RouteEntry } from './access.ts';

/** Path parameters filled with values of the right shape, so a route is reached, not refused by its URL. */
const paramValues: Record<string, string> = {
  id: '1',
  code: 'HOUSE',
  game: 'slot',
  provider: 'google',
  key: 'maintenance',
  nodeId: 'x',
  username: 'demo',
  verdict: 'approve',
  toggle: 'enable',
  n: '1',
};
const concrete = (url: string) => url.replace(/:(\w+)/g, (_match, name: string) => paramValues[name] ?? 'x').replace(/\*$/, '');

const sessionPolicies: AccessPolicy[] = ['session', 'account', 'player', 'member', 'agent'];

describe('one access policy per route, enforced before validation', () => {
  let harness: TestApp;
  const app = () => harness.app;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken } });
    const issue = async (values: Parameters<typeof signedInMember>[1] = {}) =>
      (await signedInMember(app(), values)).headers.authorization.slice('Bearer '.length);
    tokens.member = await issue();
    tokens.trial = await issue({ type: 4 });
    tokens.agent = await issue({ type: 1 });
    tokens.suspended = await issue({ status: 'suspended' });
    const loggedOut = await signedInMember(app());
    tokens.loggedOut = loggedOut.headers.authorization.slice('Bearer '.length);
    const [row] = await app().db.select().from(session).where(eq(session.memberId, loggedOut.member.id));
    if (row) await revokeSession(app().db, row.id);
    const old = await signedInMember(app());
    const { token } = await issueSession(app().db, {
      memberId: old.member.id,
      method: 'username',
      ip: '127.0.0.1',
      scope: 'full',
      now: new Date(Date.now() - 2 * 86_400_000),
    });
    tokens.expired = token;
    tokens.garbage = 'x'.repeat(43);
  });
  afterAll(() => harness?.close());

  const routes = (...policies: AccessPolicy[]): RouteEntry[] => app().routeTable.filter((route) => policies.includes(route.access) && route.method !== 'HEAD');

  /** A request whose body, query and content type are all wrong: only the policy may answer it. */
  const hostile = (route: RouteEntry, token?: string) =>
    app().inject({
      method: route.method as 'GET',
      url: `${concrete(route.url)}?page=-1&size=abc&from=yesterday`,
      headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{"not": "what you expect", "amount": "lots"' }),
    });

  async function codesOf(list: RouteEntry[], token?: string): Promise<Record<string, string>> {
    const answers: Record<string, string> = {};
    for (const route of list) {
      const response = await hostile(route, token);
      const body = failureSchema.safeParse(response.json());
      answers[`${route.method} ${route.url}`] = `${response.statusCode} ${body.success ? body.data.code : response.body.slice(0, 60)}`;
    }
    return answers;
  }
  const everyAnswer = (answers: Record<string, string>, expected: string) => Object.fromEntries(Object.keys(answers).map((route) => [route, expected]));

  it('makes a route without a declared policy stop the app from starting', async () => {
    const probe = Fastify({ logger: false });
    installAccessPolicy(probe);
    expect(() => probe.get('/undeclared', async () => 'open to whom?')).toThrow(/GET \/undeclared declares no access policy/);
    await probe.close();
  });

  it('has every route of the app in the table with a known policy, protected ones among them', () => {
    expect(app().routeTable.length).toBeGreaterThan(80);
    for (const route of app().routeTable) expect(accessPolicies).toContain(route.access);
    for (const policy of accessPolicies) expect(routes(policy).length).toBeGreaterThan(0);
  });

  it.each([
    ['a guest', undefined, 'NOT_LOGGED_IN'],
    ['a garbage token', 'garbage', 'NOT_LOGGED_IN'],
    ['an expired token', 'expired', 'SESSION_EXPIRED'],
    ['a logged-out token', 'loggedOut', 'SESSION_EXPIRED'],
  ])('answers %s 401 on every session route, whatever the body', async (_who, tokenName, code) => {
    const answers = await codesOf(routes(...sessionPolicies), tokenName ? tokens[tokenName] : undefined);
    expect(answers).toEqual(everyAnswer(answers, `401 ${code}`));
  });

  it('answers a suspended member 403 on every session route', async () => {
    const answers = await codesOf(routes(...sessionPolicies), tokens.suspended);
    expect(answers).toEqual(everyAnswer(answers, '403 ACCOUNT_SUSPENDED'));
  });

  it('answers a free-play trial 403 on every route that needs a real member', async () => {
    const answers = await codesOf(routes('account', 'member', 'agent'), tokens.trial);
    expect(answers).toEqual(everyAnswer(answers, '403 TRIAL_ACCOUNT'));
  });

  it('answers a member who is not an agent 403 on every agent route', async () => {
    const answers = await codesOf(routes('agent'), tokens.member);
    expect(answers).toEqual(everyAnswer(answers, '403 NOT_AN_AGENT'));
  });

  it('answers a member session, an agent session or a wrong token 401 on every operator route', async () => {
    for (const token of [undefined, tokens.member, tokens.agent, 'wrong-operator-token-0123456789']) {
      const answers = await codesOf(routes('ops'), token);
      expect(answers).toEqual(everyAnswer(answers, '401 NOT_LOGGED_IN'));
    }
  });

  it('answers a member session token 401 on every game route: only a game session token plays', async () => {
    for (const token of [undefined, tokens.member]) {
      const answers = await codesOf(routes('game'), token);
      expect(answers).toEqual(everyAnswer(answers, '401 NOT_LOGGED_IN'));
    }
  });

  it("answers member B 404 on member A's payout account and withdrawal, and changes nothing", async () => {
    const a = await player(app(), { funds: 1000 });
    const accountId = await addAccount(app(), a);
    const made = await withdraw(app(), a, { accountId, amount: 200 });
    expect(made.statusCode).toBe(200);
    const withdrawalId = (made.json() as { value: { id: number } }).value.id;
    const b = await player(app(), { funds: 100 });
    const tries = [
      app().inject({ method: 'DELETE', url: `${paymentPaths.payoutAccounts}/${accountId}`, headers: b.headers }),
      app().inject({ method: 'POST', url: `${paymentPaths.withdrawals}/${withdrawalId}/received`, headers: b.headers }),
    ];
    for (const response of await Promise.all(tries)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const listed = await app().inject({ method: 'GET', url: paymentPaths.payoutAccounts, headers: a.headers });
    expect((listed.json() as { value: { id: number }[] }).value.map((row) => row.id)).toContain(accountId);
    const [owner] = await app().db.select({ status: member.status }).from(member).where(eq(member.id, a.id));
    expect(owner?.status).toBe('active');
  });
});
