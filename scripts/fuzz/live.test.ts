import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../../server/modules/auth/sessions.ts';
import { createMember } from '../../server/test/accounts.ts';
import { createTestApp, type TestApp } from '../../server/test/harness.ts';
import { fuzzLive, report } from './live.ts';

const opsToken = 'live-fuzz-operator-token-012345';
let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OPS_TOKEN: opsToken } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('npm run fuzz against a live server', () => {
  it('spreads the requests over every route of the served document and counts the answers', async () => {
    const member = await createMember(t.app);
    const { token } = await issueSession(t.app.db, { memberId: member.id, method: 'username', ip: '127.0.0.1', scope: 'full' });
    const figures = await fuzzLive({ url: origin, requests: 150, tokens: { member: token, ops: opsToken }, seed: 7 });
    expect(figures.requests).toBe(150);
    expect(figures.routes).toBeGreaterThan(80);
    expect([...figures.statuses.values()].reduce((sum, count) => sum + count, 0)).toBe(150);
    expect(figures.findings).toEqual([]);
    expect(report(figures)).toEqual(expect.arrayContaining(['requests: 150 over ' + figures.routes + ' routes (seed 7)', '5xx: 0', 'violations: 0']));
  });
});
