import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginValueSchema } from '../../../src/contract/auth.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { knownIp, loginChallenge, outbox } from '../../db/schema.ts';
import { bearer, createMember, loginAs } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';
import { answerChallenge, challengeLimits, maskDestination } from './challenge.ts';

describe('a login from a new IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog() });
  });
  afterAll(() => t?.close());

  const lastMessageTo = async (recipient: string) => {
    const [row] = await t.app.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
    return row;
  };
  const codeIn = (body: string | undefined) => /\b(\d{6})\b/.exec(body ?? '')?.[1] ?? '';
  const verify = (payload: Record<string, unknown>, ip: string) =>
    t.app.inject({ method: 'POST', url: '/wps/session/login/verify', remoteAddress: ip, payload });

  it('holds the login back, texts a code to the mobile, and lets the member in with it', async () => {
    const ip = '203.0.113.50';
    const held = await loginAs(t.app, 'demo', 'Demo@1234', { ip, headers: { language: 'tl' } });
    expect(held.token).toBeUndefined();
    expect(held.verification).toEqual({ challengeId: expect.any(String), channel: 'sms', destination: '09•••••••01', expiredMinutes: challengeLimits.minutes });
    const message = await lastMessageTo('09170000001');
    expect(message).toMatchObject({ channel: 'sms', status: 'pending' });
    expect(message?.body).toContain('verification code sa pag-login');
    const [challenge] = await t.app.db
      .select()
      .from(loginChallenge)
      .where(eq(loginChallenge.id, held.verification?.challengeId ?? ''));
    expect(challenge?.codeHash).not.toContain(codeIn(message?.body));

    const wrong = await verify({ challengeId: held.verification?.challengeId, verificationCode: codeIn(message?.body) === '000000' ? '111111' : '000000' }, ip);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'CODE_INVALID' });

    const right = await verify({ challengeId: held.verification?.challengeId, verificationCode: codeIn(message?.body) }, ip);
    expect(right.statusCode).toBe(200);
    const value = successSchema(loginValueSchema).parse(right.json()).value;
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(value.token) })).statusCode).toBe(200);

    const reused = await verify({ challengeId: held.verification?.challengeId, verificationCode: codeIn(message?.body) }, ip);
    expect(reused.json()).toMatchObject({ code: 'CODE_INVALID' });

    // The address is known now: the next login from it goes straight in.
    expect((await loginAs(t.app, 'demo', 'Demo@1234', { ip })).token).toEqual(expect.any(String));
  });

  it('mails the code when the member has no mobile, and lets in a member with neither', async () => {
    const mailed = await createMember(t.app, { email: 'only.mail@tala.example' });
    await loginAs(t.app, mailed.username, mailed.password, { ip: '198.51.100.60' });
    const held = await loginAs(t.app, mailed.username, mailed.password, { ip: '198.51.100.61' });
    expect(held.verification).toMatchObject({ channel: 'email', destination: 'o•••@tala.example' });
    expect(await lastMessageTo('only.mail@tala.example')).toMatchObject({ channel: 'email', subject: 'Your Tala login verification code' });

    const unreachable = await createMember(t.app);
    await loginAs(t.app, unreachable.username, unreachable.password, { ip: '198.51.100.62' });
    expect((await loginAs(t.app, unreachable.username, unreachable.password, { ip: '198.51.100.63' })).token).toEqual(expect.any(String));
  });

  it('burns a challenge after too many wrong codes', async () => {
    const member = await createMember(t.app, { mobileNum: '09171112222' });
    await loginAs(t.app, member.username, member.password, { ip: '198.51.100.70' });
    const held = await loginAs(t.app, member.username, member.password, { ip: '198.51.100.71' });
    const code = codeIn((await lastMessageTo('09171112222'))?.body);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < challengeLimits.tries; attempt++) {
      await verify({ challengeId: held.verification?.challengeId, verificationCode: wrongCode }, '198.51.100.71');
    }
    const late = await verify({ challengeId: held.verification?.challengeId, verificationCode: code }, '198.51.100.71');
    expect(late.json()).toMatchObject({ code: 'CODE_INVALID' });
    const known = await t.app.db
      .select()
      .from(knownIp)
      .where(and(eq(knownIp.memberId, member.id), eq(knownIp.ip, '198.51.100.71')));
    expect(known).toEqual([]);
  });

  it('lets a code expire', async () => {
    const member = await createMember(t.app, { mobileNum: '09173334444' });
    await loginAs(t.app, member.username, member.password, { ip: '198.51.100.80' });
    const held = await loginAs(t.app, member.username, member.password, { ip: '198.51.100.81' });
    const code = codeIn((await lastMessageTo('09173334444'))?.body);
    const later = new Date(Date.now() + (challengeLimits.minutes + 1) * 60_000);
    await expect(answerChallenge(t.app.db, { challengeId: held.verification?.challengeId ?? '', code, now: later })).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
    });
  });

  it('keeps a held-back forced change forced once the code is given', async () => {
    const member = await createMember(t.app, { mobileNum: '09175556666', password: t.app.config.DEFAULT_PASSWORD });
    await t.app.db.insert(knownIp).values({ memberId: member.id, ip: '10.9.9.9' });
    const held = await loginAs(t.app, member.username, member.password, { ip: '198.51.100.90' });
    expect(held).toMatchObject({ firstTimeLogin: true, verification: expect.any(Object) });
    const code = codeIn((await lastMessageTo('09175556666'))?.body);
    const done = await verify({ challengeId: held.verification?.challengeId, verificationCode: code }, '198.51.100.90');
    expect(done.json().value).toMatchObject({ firstTimeLogin: true, token: expect.any(String) });
  });

  it('masks destinations', () => {
    expect(maskDestination('sms', '09170000001')).toBe('09•••••••01');
    expect(maskDestination('email', 'juan@example.com')).toBe('j•••@example.com');
  });
});
