import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realityCheckStatusSchema, protectionPaths } from '../../../src/contract/protection.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { auditEvent } from '../../db/schema.ts';
import { createMember, loginAs } from '../../test/accounts.ts';
import { manualClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { freshName, registrationDriver } from '../register/test-support.ts';
import { paymentPassword, player } from '../payments/test-support.ts';
import { encryptedBody } from '../../test/encrypt.ts';
import { postLogin } from '../../test/accounts.ts';
import { key, play, seatAt } from '../../vendors/house/test-support.ts';
import { housePaths, playResultSchema } from '../../../src/contract/house.ts';

const reason = { actor: 'test', reason: 'sign-in test' };

describe('what the member is shown at sign-in, and the reality check', () => {
  let harness: TestApp;
  const clock = manualClock(new Date());
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp({ clock, env: { HOUSE_CLOCK_MS: '0' } });
  });
  afterAll(() => harness?.close());

  it('a login answers the previous login, time and address; the first login has none', async () => {
    const who = await createMember(app());
    const first = await loginAs(app(), who.username, who.password, { ip: '127.0.0.1' });
    expect(first.lastLogin).toBeNull();
    const second = await loginAs(app(), who.username, who.password, { ip: '127.0.0.1' });
    expect(second.lastLogin?.ip).toBe('127.0.0.1');
    expect(Date.parse(second.lastLogin?.at ?? '')).not.toBeNaN();
  });

  it('asks for the age the operator set only while the prompt is on', async () => {
    const who = await createMember(app());
    expect((await loginAs(app(), who.username, who.password)).confirmAge).toBeNull();
    await app().settings.set('agePrompt', { enabled: true, age: 21 }, reason);
    try {
      expect((await loginAs(app(), who.username, who.password)).confirmAge).toBe(21);
    } finally {
      await app().settings.set('agePrompt', { enabled: false, age: 21 }, reason);
    }
  });

  it('registration refuses without the 18+ consent and records it in the audit trail when given', async () => {
    const driver = registrationDriver(harness);
    const refused = await driver.register({ username: freshName(), adultConsent: false });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['adultConsent']);
    const username = freshName();
    expect((await driver.register({ username })).statusCode).toBe(200);
    const stored = await driver.stored(username);
    const consent = await app()
      .db.select()
      .from(auditEvent)
      .where(and(eq(auditEvent.kind, 'consent.adult'), eq(auditEvent.subject, `member:${stored?.id}`)));
    expect(consent).toHaveLength(1);
    expect(consent[0]?.data).toMatchObject({ age: 18 });
  });

  it('a time-out started on the app clock refuses the next login, however far that clock is from the wall clock', async () => {
    clock.advance(3 * 86_400_000);
    const who = await player(app());
    const started = await app().inject({
      method: 'POST',
      url: protectionPaths.exclusion,
      headers: who.headers,
      payload: await encryptedBody(app(), { kind: 'timeout', days: 1, paymentPassword }),
    });
    expect(started.statusCode, started.body).toBe(200);
    const login = await postLogin(app(), { type: 'username', username: who.username, password: 'Secret@123' });
    expect(login.json()).toMatchObject({ success: false, code: 'SELF_EXCLUDED' });
  });

  it('the reality check answers its interval, the session start, the server time and the net result since login', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 50_00n });
    const status = async () =>
      successSchema(realityCheckStatusSchema).parse(
        (await app().inject({ method: 'GET', url: protectionPaths.realityCheck, headers: seat.siteHeaders })).json(),
      ).value;
    const before = await status();
    expect(before).toMatchObject({ minutes: 60, net: 0 });
    const spins = [];
    for (let index = 0; index < 3; index++)
      spins.push(await play(app(), seat, 'POST', housePaths.spin, playResultSchema, { amount: 1, idempotencyKey: key() }));
    const expected = spins.reduce((sum, spin) => sum + spin.payout - 1, 0);
    const after = await status();
    expect(after.net).toBeCloseTo(expected, 2);
    // Sessions, and so the reality check's times, run on the wall clock: the answer's time moves forward with it.
    expect(Date.parse(after.now)).toBeGreaterThanOrEqual(Date.parse(before.now));
    expect(Date.parse(after.now)).toBeGreaterThanOrEqual(Date.parse(after.sessionStartedAt));
    expect(after.sessionStartedAt).toBe(before.sessionStartedAt);
  });
});
