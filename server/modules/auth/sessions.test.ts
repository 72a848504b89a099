import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberIconSchema, memberInfoSchema, trialType } from '../../../src/contract/auth.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { session } from '../../db/schema.ts';
import { bearer, createMember, loginAs } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';
import { authenticate } from './guard.ts';
import { findSession, hashToken, issueSession, revokeMemberSessions } from './sessions.ts';

const hour = 3_600_000;
const minute = 60_000;

describe('sessions and the guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog() });
  });
  afterAll(() => t?.close());

  const limits = () => t.app.config;

  it('stores only the hash of a 256-bit token', async () => {
    const member = await createMember(t.app);
    const { token, sessionId } = await issueSession(t.app.db, { memberId: member.id, method: 'username', ip: '127.0.0.1', scope: 'full' });
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.app.db.select().from(session).where(eq(session.id, sessionId));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await findSession(t.app.db, token))?.member.id).toBe(member.id);
    // One character different (never the same one: a token may already end in 'A').
    expect(await findSession(t.app.db, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
  });

  it('answers requests that arrive together each with its own session, and sees a revocation made just before', async () => {
    const members = await Promise.all([createMember(t.app), createMember(t.app), createMember(t.app)]);
    const issued = await Promise.all(
      members.map((member) => issueSession(t.app.db, { memberId: member.id, method: 'username', ip: '127.0.0.1', scope: 'full' })),
    );
    await revokeMemberSessions(t.app.db, members[2]!.id);
    const tokens = [...issued.map((one) => one.token), issued[0]!.token, 'y'.repeat(43)];
    const found = await Promise.all(tokens.map((token) => findSession(t.app.db, token)));
    expect(found.map((one) => one?.member.id ?? null)).toEqual([members[0]!.id, members[1]!.id, members[2]!.id, members[0]!.id, null]);
    expect(found.map((one) => one?.session.id ?? null)).toEqual([...issued.map((one) => one.sessionId), issued[0]!.sessionId, null]);
    expect(found.map((one) => one?.session.revokedAt !== null)).toEqual([false, false, true, false, true]);
  });

  it('ends a session left idle, and any session at its absolute end however busy', async () => {
    const member = await createMember(t.app);
    const start = new Date('2030-01-01T00:00:00Z');
    const { token } = await issueSession(t.app.db, { memberId: member.id, method: 'username', ip: '127.0.0.1', scope: 'full', limits: limits(), now: start });
    const at = (ms: number) => ({ limits: limits(), now: new Date(start.getTime() + ms) });

    await expect(authenticate(t.app.db, token, at(119 * minute))).resolves.toMatchObject({ member: { id: member.id } });
    // Used at 119 min, so the idle clock starts again from there.
    await expect(authenticate(t.app.db, token, at(200 * minute))).resolves.toBeDefined();
    await expect(authenticate(t.app.db, token, at(200 * minute + 121 * minute))).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });

    const busy = await issueSession(t.app.db, { memberId: member.id, method: 'username', ip: '127.0.0.1', scope: 'full', limits: limits(), now: start });
    for (let elapsed = 100 * minute; elapsed < 24 * hour; elapsed += 100 * minute) {
      await authenticate(t.app.db, busy.token, at(elapsed));
    }
    await expect(authenticate(t.app.db, busy.token, at(24 * hour))).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('refuses a missing or unknown token, a revoked one, a forced-change one and a trial where not allowed', async () => {
    await expect(authenticate(t.app.db, null, { limits: limits() })).rejects.toMatchObject({ code: 'NOT_LOGGED_IN' });
    await expect(authenticate(t.app.db, 'x'.repeat(43), { limits: limits() })).rejects.toMatchObject({ code: 'NOT_LOGGED_IN' });

    const member = await createMember(t.app);
    const kept = await issueSession(t.app.db, { memberId: member.id, method: 'username', ip: '127.0.0.1', scope: 'full' });
    const ended = await issueSession(t.app.db, { memberId: member.id, method: 'username', ip: '127.0.0.1', scope: 'full' });
    expect(await revokeMemberSessions(t.app.db, member.id, { exceptSessionId: kept.sessionId })).toBe(1);
    await expect(authenticate(t.app.db, ended.token, { limits: limits() })).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    await expect(authenticate(t.app.db, kept.token, { limits: limits() })).resolves.toBeDefined();

    const forced = await issueSession(t.app.db, { memberId: member.id, method: 'username', ip: '127.0.0.1', scope: 'change-password' });
    await expect(authenticate(t.app.db, forced.token, { limits: limits() })).rejects.toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    await expect(authenticate(t.app.db, forced.token, { limits: limits(), allowPasswordChange: true })).resolves.toBeDefined();

    const trial = await createMember(t.app, { type: trialType });
    const play = await issueSession(t.app.db, { memberId: trial.id, method: 'freeplay', ip: '127.0.0.1', scope: 'full' });
    await expect(authenticate(t.app.db, play.token, { limits: limits() })).rejects.toMatchObject({ code: 'TRIAL_ACCOUNT' });
    await expect(authenticate(t.app.db, play.token, { limits: limits(), allowTrial: true })).resolves.toBeDefined();

    const suspended = await createMember(t.app, { status: 'suspended' });
    const gone = await issueSession(t.app.db, { memberId: suspended.id, method: 'username', ip: '127.0.0.1', scope: 'full' });
    await expect(authenticate(t.app.db, gone.token, { limits: limits() })).rejects.toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
  });

  it('answers member info and the avatar to the logged-in member only', async () => {
    const { token } = await loginAs(t.app, 'demo', 'Demo@1234');
    const response = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const info = successSchema(memberInfoSchema).parse(response.json()).value;
    expect(info).toMatchObject({
      account: 'demo',
      nickname: 'Demo',
      type: 0,
      isAgent: false,
      firstTimeLogin: false,
      passwordExpired: false,
      currency: 'PHP',
      mobileNum: '09170000001',
    });
    expect(info.lastLoginAt).not.toBeNull();

    const icon = successSchema(memberIconSchema).parse((await t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers: bearer(token) })).json())
      .value.icon;
    expect(icon).toMatch(/^\/art\/avatars\/avatar-[1-8]\.svg$/);
    expect(existsSync(new URL(`../../../public${icon}`, import.meta.url))).toBe(true);

    for (const url of ['/wps/member/info', '/wps/member/info/icon']) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    }
  });

  it('flags agents in member info', async () => {
    const { token } = await loginAs(t.app, 'agent41', 'Agent@1234');
    const info = (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })).json();
    expect(info.value).toMatchObject({ type: 41, isAgent: true });
  });

  it('ends a session idle too long over HTTP too', async () => {
    const { token = '' } = await loginAs(t.app, 'demo', 'Demo@1234');
    await t.app.db
      .update(session)
      .set({ lastSeenAt: new Date(Date.now() - 3 * hour) })
      .where(eq(session.tokenHash, hashToken(token)));
    const response = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('logs out by DELETE or POST, idempotently', async () => {
    const first = await loginAs(t.app, 'demo', 'Demo@1234');
    const second = await loginAs(t.app, 'demo', 'Demo@1234');
    const out = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(first.token) });
    expect(out.json()).toEqual({ success: true, value: true });
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(first.token) })).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    // The member's other session lives on.
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(second.token) })).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(first.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/wps/session/logout', headers: bearer(second.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(second.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/wps/session/logout' })).statusCode).toBe(200);
  });
});
