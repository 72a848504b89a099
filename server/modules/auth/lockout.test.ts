import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, knownCaptcha, postLogin } from '../../test/accounts.ts';
import { manualClock } from '../../test/clock.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { issueCode } from '../verification/codes.ts';
import { loginLimits } from './attempts.ts';

/**
 * Lockouts lock sources, never an account: the owner with the right password from an address with
 * no failures of its own always gets in, at most after a captcha. Timed on the app's clock: the
 * in-process counters (no Redis, whose keys end by Redis's own clock) let the test move time to the
 * second a lock ends instead of waiting.
 */
describe(`login lockouts and captcha on ${testDatabaseKind}`, () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-02T03:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog(), env: { REDIS_URL: '' }, clock });
  });
  afterAll(() => t?.close());

  let addressCounter = 0;
  /** An address no other attempt in this file used. */
  const freshIp = () => {
    addressCounter += 1;
    return `10.${Math.floor(addressCounter / 250)}.${addressCounter % 250}.7`;
  };

  type Payload = Record<string, unknown>;
  const byPassword = (username: string, password: string, site?: 'agent'): Payload => ({ type: 'username', username, password, ...(site ? { site } : {}) });

  /** An attempt that answers the captcha (as the attacker's or the owner's person would) should it be asked. */
  async function withCaptcha(payload: Payload, ip: string) {
    const { answer, cookie } = await knownCaptcha(t.app);
    return postLogin(t.app, { ...payload, captcha: answer }, { ip, headers: { cookie } });
  }
  const bare = (payload: Payload, ip: string) => postLogin(t.app, payload, { ip });

  /** One source guessing one account until the (account, address) pair locks. */
  async function lockPair(username: string, ip: string) {
    for (let index = 0; index < loginLimits.pairFailures; index++) {
      expect((await withCaptcha(byPassword(username, 'Wrong@123'), ip)).json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
  }

  it('lets the owner in from a fresh address, after the captcha, when 50 addresses each guessed a wrong password', async () => {
    const member = await createMember(t.app);
    for (let source = 0; source < 50; source++) {
      const guess = await withCaptcha(byPassword(member.username, `Wrong@${source}`), freshIp());
      expect(guess.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    const owner = freshIp();
    // The account asks for the captcha from everywhere now...
    expect((await bare(byPassword(member.username, member.password), owner)).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', captcha: true });
    // ...and with it, the right password is never refused.
    const answered = await withCaptcha(byPassword(member.username, member.password), owner);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().value.token).toEqual(expect.any(String));
  });

  it('locks each guessing address out of the account, while the owner elsewhere gets in', async () => {
    const member = await createMember(t.app);
    const attackers = Array.from({ length: 10 }, freshIp);
    for (const ip of attackers) await lockPair(member.username, ip);
    for (const ip of attackers) {
      const locked = await withCaptcha(byPassword(member.username, member.password), ip);
      expect([locked.statusCode, locked.json().code, locked.headers['retry-after']]).toEqual([429, 'TOO_MANY_REQUESTS', String(loginLimits.lockSeconds)]);
    }
    expect((await withCaptcha(byPassword(member.username, member.password), freshIp())).statusCode).toBe(200);
  });

  it('locks a source out of an account for 5 minutes to the second, then lets the right password in; the next lock is 5 minutes too', async () => {
    expect(loginLimits.lockSeconds).toBe(300);
    const member = await createMember(t.app);
    const ip = freshIp();
    await lockPair(member.username, ip);
    const locked = await withCaptcha(byPassword(member.username, member.password), ip);
    expect([locked.statusCode, locked.headers['retry-after']]).toEqual([429, '300']);

    clock.advance(299_000);
    const lastSecond = await withCaptcha(byPassword(member.username, member.password), ip);
    expect([lastSecond.statusCode, lastSecond.headers['retry-after']]).toEqual([429, '1']);
    clock.advance(1000);
    expect((await withCaptcha(byPassword(member.username, member.password), ip)).statusCode).toBe(200);

    await lockPair(member.username, ip);
    const again = await withCaptcha(byPassword(member.username, member.password), ip);
    expect([again.statusCode, again.headers['retry-after']]).toEqual([429, '300']);
  });

  it('locks an address out of every account after many failures across accounts, for 5 minutes', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < loginLimits.ipFailures; attempt++) {
      expect((await withCaptcha(byPassword(`ghost-${ip}-${attempt}`, 'Wrong@123'), ip)).json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    const member = await createMember(t.app);
    const locked = await withCaptcha(byPassword(member.username, member.password), ip);
    expect([locked.statusCode, locked.headers['retry-after']]).toEqual([429, '300']);
    expect((await bare(byPassword(member.username, member.password), freshIp())).statusCode).toBe(200);
  });

  it('asks no captcha after a single failure: not on that account, and not on another account from that address', async () => {
    const [first, second] = [await createMember(t.app), await createMember(t.app)];
    const shared = freshIp();
    const typo = await bare(byPassword(first.username, 'Wrong@123'), shared);
    expect(typo.json()).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: 'Account or password is incorrect.' });
    expect((await bare(byPassword(second.username, second.password), shared)).statusCode).toBe(200);
    expect((await bare(byPassword(first.username, first.password), shared)).statusCode).toBe(200);
  });

  it('asks for the captcha where failures concentrate: on the account from anywhere, or from an address that failed many times', async () => {
    const member = await createMember(t.app);
    const answers = [];
    for (let attempt = 0; attempt < loginLimits.accountCaptchaFailures; attempt++)
      answers.push((await bare(byPassword(member.username, 'Wrong@123'), freshIp())).json());
    expect(answers.map((answer) => answer.captcha ?? false)).toEqual([...Array(loginLimits.accountCaptchaFailures - 1).fill(false), true]);
    expect((await bare(byPassword(member.username, member.password), freshIp())).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });

    const busy = freshIp();
    for (let attempt = 0; attempt < loginLimits.ipCaptchaFailures; attempt++) await bare(byPassword(`typo-${busy}-${attempt}`, 'Wrong@123'), busy);
    const other = await createMember(t.app);
    expect((await bare(byPassword(other.username, other.password), busy)).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', captcha: true });
    expect((await withCaptcha(byPassword(other.username, other.password), busy)).statusCode).toBe(200);
  });

  it('does not count a member signing in to the agent site (NOT_AN_AGENT) as a failed password', async () => {
    const member = await createMember(t.app);
    const ip = freshIp();
    for (let attempt = 0; attempt < loginLimits.pairFailures + loginLimits.accountCaptchaFailures; attempt++) {
      const refused = await bare(byPassword(member.username, member.password, 'agent'), ip);
      expect([refused.statusCode, refused.json().code, refused.json().captcha]).toEqual([403, 'NOT_AN_AGENT', undefined]);
    }
    // Neither locked nor asked for the captcha: the member site lets the same password in at once.
    expect((await bare(byPassword(member.username, member.password), ip)).statusCode).toBe(200);
  });

  it('holds the SMS-code login to the locks the password earned, and wrong codes to the password', async () => {
    const mobileNum = '09175550101';
    const member = await createMember(t.app, { mobileNum });
    const byCode = (verificationCode: string): Payload => ({ type: 'sms', mobileNum, verificationCode });

    const guesser = freshIp();
    await lockPair(member.username, guesser);
    const { code } = await issueCode(t.app.db, { purpose: 'login', target: mobileNum, ip: guesser, now: t.app.clock.now() });
    const locked = await withCaptcha(byCode(code), guesser);
    expect([locked.statusCode, locked.json().code]).toEqual([429, 'TOO_MANY_REQUESTS']);

    const codeGuesser = freshIp();
    for (let attempt = 0; attempt < loginLimits.pairFailures; attempt++) {
      expect((await withCaptcha(byCode(String(100000 + attempt)), codeGuesser)).json()).toMatchObject({ code: 'CODE_INVALID' });
    }
    expect((await withCaptcha(byPassword(member.username, member.password), codeGuesser)).statusCode).toBe(429);
    // The owner, elsewhere, still gets in with a new code (the guesses burnt the old one).
    clock.advance(61_000);
    const owner = freshIp();
    const fresh = await issueCode(t.app.db, { purpose: 'login', target: mobileNum, ip: owner, now: t.app.clock.now() });
    expect((await withCaptcha(byCode(fresh.code), owner)).statusCode).toBe(200);
  });
});
