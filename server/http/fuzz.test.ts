import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseCatalogue, houseWalletVendor } from '../../src/contract/house.ts';
import { requestsFor, type FuzzRequest } from '../../scripts/fuzz/requests.ts';
import { violations } from '../../scripts/fuzz/verdict.ts';
import type { AccessPolicy } from './access.ts';
import { issueSession } from '../modules/auth/sessions.ts';
import { openGameSession } from '../modules/games/sessions.ts';
import { vendorEnv } from '../modules/vendors/test-support.ts';
import { createMember } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** Requests per route: about 1,300 in all, well under a minute on PGlite. */
const runsPerRoute = 14;
/** A fixed seed keeps the suite repeatable (FUZZ_SEED explores others); `npm run fuzz` draws new ones each run. */
const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20_261_123);
const opsToken = 'fuzz-test-operator-token-0123456';

let t: TestApp;
const statuses = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp({ env: { ...vendorEnv, OPS_TOKEN: opsToken, PAYMENT_GATEWAY_SECRET: 'fuzz-gateway-secret-0123' } });
});
afterAll(async () => {
  const figures = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
  console.info(`fuzz: ${[...statuses.values()].reduce((sum, count) => sum + count, 0)} requests; ${figures.join(', ')}`);
  await t.close();
});

/**
 * Live credentials of every kind, fresh for each route (a route that ends a session cannot starve
 * the routes after it), the one the route's policy asks for first: a member's, an agent's, the
 * operator's or a game session's, so generated requests get past the policy into validation.
 */
async function credentials(policy: AccessPolicy): Promise<string[]> {
  const member = await createMember(t.app);
  const agent = await createMember(t.app, { type: 1 });
  const session = (memberId: number) => issueSession(t.app.db, { memberId, method: 'username', ip: '127.0.0.1', scope: 'full' });
  const memberSession = await session(member.id);
  const game = await openGameSession(t.app.db, {
    memberId: member.id,
    memberSessionId: memberSession.sessionId,
    vendor: houseWalletVendor,
    gameCode: houseCatalogue.slot.code,
    nodeId: '990001',
    playMoney: false,
    currency: 'PHP',
  });
  const tokens = { member: memberSession.token, agent: (await session(agent.id)).token, ops: opsToken, game: game.token };
  const own = policy === 'agent' || policy === 'ops' || policy === 'game' ? tokens[policy] : tokens.member;
  return [own, ...Object.values(tokens).filter((token) => token !== own)];
}

async function send(request: FuzzRequest) {
  const response = await t.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.body });
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  return { status: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), body: response.body };
}

describe('fuzz: generated bad requests to every route', () => {
  it('never answer 5xx, never leak internals, and answer envelopes', async () => {
    // HEAD routes are Fastify's copies of the GET routes.
    const routes = t.app.routeTable.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(80);
    for (const [index, route] of routes.entries()) {
      const live = await credentials(route.access);
      await fc.assert(
        fc.asyncProperty(requestsFor(route, live), async (request) => {
          const answer = await send(request);
          expect(violations(route, request.url, answer), `${request.method} ${request.url} → ${answer.status} ${answer.body.slice(0, 300)}`).toEqual([]);
        }),
        { numRuns: runsPerRoute, seed: fuzzSeed + index },
      );
    }
  }, 120_000);
});
