import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, knownCaptcha, postLogin } from '../../test/accounts.ts';
import { manualClock } from '../../test/clock.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loginLimits } from './attempts.ts';

/**
 * How long a lockout lasts, on the app's clock: the in-process counters (no Redis, whose keys end
 * by Redis's own clock) let the test move time to the second the lock ends instead of waiting.
 */
describe('login lockouts on the app clock', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-02T03:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog(), env: { REDIS_URL: '' }, clock });
  });
  afterAll(() => t?.close());

  async function attempt(username: string, password: string, ip: string) {
    const { answer, cookie } = await knownCaptcha(t.app);
    return postLogin(t.app, { type: 'username', username, password, captcha: answer }, { ip, headers: { cookie } });
  }
  /** One source guessing one account: the (account, IP) pair locks. */
  async function lockOut(username: string, ip: string) {
    for (let index = 0; index < loginLimits.pairFailures; index++) {
      expect((await attempt(username, 'Wrong@123', ip)).json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
  }

  it('keeps a source locked out of an account to the second, then lets the right password in; the next lock lasts twice as long', async () => {
    const member = await createMember(t.app);
    await lockOut(member.username, '192.0.2.99');
    const locked = await attempt(member.username, member.password, '192.0.2.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(loginLimits.lockSeconds));

    clock.advance((loginLimits.lockSeconds - 1) * 1000);
    const lastSecond = await attempt(member.username, member.password, '192.0.2.99');
    expect([lastSecond.statusCode, lastSecond.headers['retry-after']]).toEqual([429, '1']);
    clock.advance(1000);
    expect((await attempt(member.username, member.password, '192.0.2.99')).statusCode).toBe(200);

    await lockOut(member.username, '192.0.2.99');
    const again = await attempt(member.username, member.password, '192.0.2.99');
    expect([again.statusCode, again.headers['retry-after']]).toEqual([429, String(2 * loginLimits.lockSeconds)]);
  });
});
