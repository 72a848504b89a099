import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMeSchema, staffPaths, staffSignInValueSchema } from '../../../src/contract/staff.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { manualClock } from '../../test/clock.ts';
import { signedInMember } from '../wallet/test-support.ts';
import { staffCookie } from './sessions.ts';
import { codeAt, staffHeaders } from './test-support.ts';
import { acceptedStep } from './totp.ts';

const opsToken = 'staff-sign-in-tests-token-0123456789';
const token = { authorization: `Bearer ${opsToken}` };
const signInValue = successSchema(staffSignInValueSchema);

describe('the TOTP rule (RFC 6238, appendix B)', () => {
  // The RFC's SHA-1 secret is the ASCII "12345678901234567890"; its 8-digit codes end in these 6 digits.
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('accepts the code of %i s, at its own time step', (seconds, code) => {
    expect(acceptedStep(secret, 'rfc', code, seconds * 1000)).toBe(Math.floor(seconds / 30));
  });
  it('accepts one step of drift either way and no more', () => {
    expect(acceptedStep(secret, 'rfc', '287082', 89_000)).toBe(1);
    expect(acceptedStep(secret, 'rfc', '287082', 119_000)).toBeNull();
  });
});

describe('staff sign-in with a second factor', () => {
  const clock = manualClock(new Date('2026-11-27T01:00:00Z'));
  let harness: TestApp;
  const app = () => harness.app;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  beforeAll(async () => {
    harness = await createTestApp({ seed: false, clock, env: { OPS_TOKEN: opsToken, TRUST_PROXY: 'true' } });
  });
  afterAll(() => harness?.close());

  async function addStaff(username: string, roles: string[]): Promise<number> {
    const response = await app().inject({
      method: 'POST',
      url: staffPaths.list,
      headers: token,
      payload: { username, password: 'Cashier@1234', roles, reason: 'new cashier' },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { value: { id: number } }).value.id;
  }
  const signIn = (username: string, extra: { password?: string; code?: string } = {}, ip = '198.51.100.1') =>
    app().inject({
      method: 'POST',
      url: staffPaths.session,
      headers: from(ip),
      payload: { username, password: extra.password ?? 'Cashier@1234', ...(extra.code ? { code: extra.code } : {}) },
    });
  const cookieOf = (response: { headers: Record<string, unknown> }) => {
    const header = String(response.headers['set-cookie'] ?? '');
    return { header, token: new RegExp(`${staffCookie}=([^;]+)`).exec(header)?.[1] ?? '' };
  };

  /** Enrols `username` and returns its secret and the session cookie of that first sign-in. */
  async function enrol(username: string): Promise<{ secret: string; session: string }> {
    const setup = signInValue.parse((await signIn(username)).json()).value;
    if (setup.next !== 'setup') throw new Error(`expected setup, got ${setup.next}`);
    const done = await signIn(username, { code: codeAt(setup.secret, clock.now()) });
    expect(done.statusCode).toBe(200);
    return { secret: setup.secret, session: cookieOf(done).token };
  }

  it('shows a new secret after the password, keeps it until enrolled, and signs in with its first code', async () => {
    await addStaff('cashier1', ['finance']);
    const first = await signIn('cashier1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    const setup = signInValue.parse(first.json()).value;
    expect(setup.next).toBe('setup');
    if (setup.next !== 'setup') return;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toBe(`otpauth://totp/Tala%20back%20office:cashier1?issuer=Tala%20back%20office&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(Buffer.from(setup.qr.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');

    const again = signInValue.parse((await signIn('cashier1')).json()).value;
    expect(again).toMatchObject({ next: 'setup', secret: setup.secret });

    const wrongCode = codeAt(setup.secret, new Date(clock.now().getTime() - 5 * 60_000));
    const refused = await signIn('cashier1', { code: wrongCode });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS', fields: { code: expect.any(String) } });

    const done = await signIn('cashier1', { code: codeAt(setup.secret, clock.now()) });
    expect(done.statusCode).toBe(200);
    expect(signInValue.parse(done.json()).value).toEqual({ next: 'done', staff: { username: 'cashier1', roles: ['finance'] } });
    const cookie = cookieOf(done);
    expect(cookie.header).toMatch(/HttpOnly/);
    expect(cookie.header).toMatch(/SameSite=Strict/);
    expect(cookie.header).toMatch(/Path=\/ops/);

    const me = await app().inject({ method: 'GET', url: staffPaths.me, headers: staffHeaders(cookie.token) });
    expect(successSchema(staffMeSchema).parse(me.json()).value).toEqual({
      username: 'cashier1',
      roles: ['finance'],
      permissions: ['self', 'reports', 'payments', 'members.read'],
    });
  });

  it('asks an enrolled staff member for the code, and takes each code once', async () => {
    await addStaff('cashier2', ['finance']);
    const { secret } = await enrol('cashier2');
    expect(signInValue.parse((await signIn('cashier2')).json()).value).toEqual({ next: 'code' });
    const replay = await signIn('cashier2', { code: codeAt(secret, clock.now()) });
    expect(replay.statusCode).toBe(401);
    clock.advance(30_000);
    const next = await signIn('cashier2', { code: codeAt(secret, clock.now()) });
    expect(next.statusCode).toBe(200);
    expect(signInValue.parse(next.json()).value.next).toBe('done');
  });

  it('locks an account after five failures from one address, there only', async () => {
    await addStaff('cashier3', ['finance']);
    const { secret } = await enrol('cashier3');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('cashier3', { password: 'Wrong@12345' }, '203.0.113.9')).statusCode).toBe(401);
    clock.advance(30_000);
    const locked = await signIn('cashier3', { code: codeAt(secret, clock.now()) }, '203.0.113.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const elsewhere = await signIn('cashier3', { code: codeAt(secret, clock.now()) }, '198.51.100.77');
    expect(elsewhere.statusCode).toBe(200);
    clock.advance(15 * 60_000 + 30_000);
    expect((await signIn('cashier3', { code: codeAt(secret, clock.now()) }, '203.0.113.9')).statusCode).toBe(200);
  });

  it('counts wrong codes toward the lock too', async () => {
    await addStaff('cashier4', ['finance']);
    const { secret } = await enrol('cashier4');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('cashier4', { code: '000000' }, '203.0.113.10')).statusCode).toBe(401);
    clock.advance(30_000);
    expect((await signIn('cashier4', { code: codeAt(secret, clock.now()) }, '203.0.113.10')).statusCode).toBe(429);
  });

  it('refuses a state-changing call whose Origin or Referer is not this site', async () => {
    await addStaff('helper1', ['support']);
    const { session } = await enrol('helper1');
    const victim = await signedInMember(app());
    const url = `/ops/members/${victim.member.id}/status`;
    const payload = { status: 'suspended', reason: 'abuse report 12' };
    const cookie = { cookie: `${staffCookie}=${session}` };
    for (const headers of [cookie, { ...cookie, origin: 'https://evil.example' }, { ...cookie, referer: 'https://evil.example/page' }]) {
      const response = await app().inject({ method: 'PUT', url, headers, payload });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const fromPage = await app().inject({ method: 'PUT', url, headers: { ...cookie, referer: 'http://localhost/backoffice/members' }, payload });
    expect(fromPage.statusCode).toBe(200);
  });

  it('names the staff member in the audit trail, and `token` for the automation token', async () => {
    await addStaff('helper2', ['support']);
    const { session } = await enrol('helper2');
    const target = await signedInMember(app());
    const url = `/ops/members/${target.member.id}/status`;
    await app().inject({ method: 'PUT', url, headers: staffHeaders(session), payload: { status: 'suspended', reason: 'chargeback', actor: 'someone-else' } });
    await app().inject({ method: 'PUT', url, headers: token, payload: { status: 'active', reason: 'resolved' } });
    const actions = (await app().inject({ method: 'GET', url: '/ops/actions?limit=5', headers: token })).json() as {
      value: { actor: string; target: string; reason: string }[];
    };
    const mine = actions.value.filter((action) => action.target === `member:${target.member.username}`).map(({ actor, reason }) => ({ actor, reason }));
    expect(mine).toEqual([
      { actor: 'token', reason: 'resolved' },
      { actor: 'helper2', reason: 'chargeback' },
    ]);
  });

  it('ends a session after 30 idle minutes, and after 12 hours whatever happens', async () => {
    await addStaff('cashier5', ['finance']);
    const { session: idle, secret } = await enrol('cashier5');
    clock.advance(29 * 60_000);
    expect((await app().inject({ method: 'GET', url: staffPaths.me, headers: staffHeaders(idle) })).statusCode).toBe(200);
    clock.advance(31 * 60_000);
    const expired = await app().inject({ method: 'GET', url: staffPaths.me, headers: staffHeaders(idle) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'SESSION_EXPIRED' });

    clock.advance(30_000);
    const again = await signIn('cashier5', { code: codeAt(secret, clock.now()) });
    const busy = cookieOf(again).token;
    // 35 calls 20 minutes apart keep it from idling: 11 hours 40 minutes.
    for (let call = 0; call < 35; call += 1) {
      clock.advance(20 * 60_000);
      expect((await app().inject({ method: 'GET', url: staffPaths.me, headers: staffHeaders(busy) })).statusCode).toBe(200);
    }
    clock.advance(21 * 60_000);
    expect((await app().inject({ method: 'GET', url: staffPaths.me, headers: staffHeaders(busy) })).statusCode).toBe(401);
  });

  it('ends a disabled staff member’s sessions at once and refuses their sign-in; a reset second factor enrols again', async () => {
    const id = await addStaff('cashier6', ['finance']);
    const { session, secret } = await enrol('cashier6');
    const disabled = await app().inject({
      method: 'PUT',
      url: `/ops/staff/${id}`,
      headers: token,
      payload: { status: 'disabled', reason: 'left the company' },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await app().inject({ method: 'GET', url: staffPaths.me, headers: staffHeaders(session) })).statusCode).toBe(401);
    clock.advance(30_000);
    const refused = await signIn('cashier6', { code: codeAt(secret, clock.now()) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });

    await app().inject({
      method: 'PUT',
      url: `/ops/staff/${id}`,
      headers: token,
      payload: { status: 'active', resetTotp: true, reason: 'came back, new phone' },
    });
    const setup = signInValue.parse((await signIn('cashier6')).json()).value;
    expect(setup.next).toBe('setup');
    if (setup.next === 'setup') expect(setup.secret).not.toBe(secret);
  });

  it('signs out', async () => {
    await addStaff('cashier7', ['finance']);
    const { session } = await enrol('cashier7');
    const out = await app().inject({ method: 'DELETE', url: staffPaths.session, headers: staffHeaders(session) });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await app().inject({ method: 'GET', url: staffPaths.me, headers: staffHeaders(session) })).statusCode).toBe(401);
  });

  it('keeps staff management to admins, and an admin from locking themselves out', async () => {
    await addStaff('boss', ['admin']);
    const { session } = await enrol('boss');
    const list = await app().inject({ method: 'GET', url: staffPaths.list, headers: staffHeaders(session) });
    expect(list.statusCode).toBe(200);
    const bossId = (list.json() as { value: { id: number; username: string }[] }).value.find((entry) => entry.username === 'boss')!.id;
    const demote = await app().inject({
      method: 'PUT',
      url: `/ops/staff/${bossId}`,
      headers: staffHeaders(session),
      payload: { roles: ['finance'], reason: 'oops' },
    });
    expect(demote.statusCode).toBe(422);
    const taken = await app().inject({
      method: 'POST',
      url: staffPaths.list,
      headers: staffHeaders(session),
      payload: { username: 'boss', password: 'Another@12345', roles: ['risk'], reason: 'twin' },
    });
    expect(taken.statusCode).toBe(409);
    const weak = await app().inject({
      method: 'POST',
      url: staffPaths.list,
      headers: staffHeaders(session),
      payload: { username: 'weakling', password: 'password', roles: ['risk'], reason: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
  });
});
