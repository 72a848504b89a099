import { desc, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { createMember, knownCaptcha, postLogin } from '../../test/accounts.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { eventually, hasRedisServer, privateRedis, type PrivateRedis } from '../../test/redis.ts';
import { loginLimits } from './attempts.ts';

if (!hasRedisServer) console.warn('redis-outage.test.ts is skipped: no redis-server on the PATH to start a private Redis');

/** A login, a captcha or an SMS request answers within this while Redis is away (it took 3-6 s). */
const usualMs = 2_000;

/**
 * The API with REDIS_URL on a Redis of the test's own, stopped and started again: logins, captchas
 * and SMS codes go on from the process's own counters, /ready says so, and Redis takes over again.
 */
describe.skipIf(!hasRedisServer)(`API while Redis is down, on ${testDatabaseKind}`, () => {
  let redis: PrivateRedis;
  let t: TestApp;
  let ipCounter = 0;
  const freshIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    redis = await privateRedis();
    await redis.start();
    t = await createTestApp({ env: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  const ready = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    return response.json().value as { status: string; counters: string; reason?: string; since?: string };
  };
  const timed = async <T>(work: Promise<T>) => {
    const started = performance.now();
    const value = await work;
    const ms = performance.now() - started;
    expect(ms).toBeLessThan(usualMs);
    return value;
  };

  it('counts in Redis while it answers', async () => {
    expect(await ready()).toEqual({ status: 'ready', database: testDatabaseKind, counters: 'shared' });
  });

  it('keeps logins, captchas and SMS codes answering while Redis is stopped, and /ready says degraded', async () => {
    await redis.stop();
    const member = await createMember(t.app, { mobileNum: '09175550101' });

    const wrong = await timed(postLogin(t.app, { type: 'username', username: member.username, password: 'Wrong@123' }, { ip: freshIp() }));
    expect(wrong.statusCode).toBe(401);
    // One failure asks no captcha (docs/decisions/0300-login-lockout.md), even with the limits halved.
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(wrong.json().captcha).toBeUndefined();
    const other = await createMember(t.app);
    const right = await timed(postLogin(t.app, { type: 'username', username: other.username, password: other.password }, { ip: freshIp() }));
    expect(right.statusCode).toBe(200);

    const captcha = await timed(t.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: freshIp() }));
    expect(captcha.statusCode).toBe(200);

    const ip = freshIp();
    const sms = await timed(
      t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', remoteAddress: ip, payload: { mobileNum: member.mobileNum } }),
    );
    expect(sms.statusCode).toBe(200);
    const [text] = await t.app.db.select().from(outbox).where(eq(outbox.recipient, '09175550101')).orderBy(desc(outbox.id));
    const code = /\d{6}/.exec(text?.body ?? '')?.[0];
    const bySms = await timed(postLogin(t.app, { type: 'sms', mobileNum: member.mobileNum, verificationCode: code }, { ip }));
    expect(bySms.statusCode).toBe(200);

    const degraded = await ready();
    expect(degraded).toMatchObject({
      status: 'degraded',
      database: testDatabaseKind,
      counters: 'process',
      reason: expect.stringContaining('Redis does not answer'),
    });
    expect(Number.isNaN(Date.parse(degraded.since ?? ''))).toBe(false);
  });

  it('holds one source to stricter limits while degraded: locked after 3 wrong passwords instead of 5', async () => {
    expect(loginLimits.pairFailures).toBe(5);
    const member = await createMember(t.app);
    const ip = freshIp();
    const attempt = async (password: string) => {
      const { answer, cookie } = await knownCaptcha(t.app);
      return postLogin(t.app, { type: 'username', username: member.username, password, captcha: answer }, { ip, headers: { cookie } });
    };
    for (let failure = 1; failure <= 3; failure++) expect((await attempt('Wrong@123')).statusCode).toBe(401);
    const locked = await attempt(member.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('goes back to the shared counters by itself when Redis returns', async () => {
    await redis.start();
    await eventually(async () => (await ready()).status === 'ready');
    expect(await ready()).toEqual({ status: 'ready', database: testDatabaseKind, counters: 'shared' });

    const member = await createMember(t.app);
    const ip = freshIp();
    const wrong = await postLogin(t.app, { type: 'username', username: member.username, password: 'Wrong@123' }, { ip });
    expect(wrong.statusCode).toBe(401);
    const client = new Redis(redis.url);
    try {
      expect(await client.hget(`tala:window:login:fail:pair:member:${member.id}@${ip}`, 'count')).toBe('1');
    } finally {
      client.disconnect();
    }
  });
});
