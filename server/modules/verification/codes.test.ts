import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCode } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { manualClock } from '../../test/clock.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { codeLimits, consumeCode, issueCode } from './codes.ts';

describe(`verification codes on ${testDatabaseKind}`, () => {
  let test: TestApp;
  let counter = 0;
  /** A number and an IP no other test uses, so the throttles of one test never touch another. */
  const fresh = () => {
    counter += 1;
    return { target: `0917${String(counter).padStart(7, '0')}`, ip: `203.0.113.${counter}` };
  };

  beforeAll(async () => {
    test = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await test?.close();
  });

  const db = () => test.app.db;
  /** The time the codes are issued and checked at; a test moves it on instead of waiting. */
  const clock = manualClock(new Date('2026-11-02T03:00:00Z'));
  const now = () => clock.now();
  const later = (seconds: number) => clock.advance(seconds * 1000);

  async function failure(promise: Promise<unknown>): Promise<string> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
    return 'none';
  }

  it('makes a 6-digit code that is stored only as a hash and expires after the given minutes', async () => {
    const { target, ip } = fresh();
    const issued = await issueCode(db(), { purpose: 'login', target, ip, minutes: 7, now: now() });
    expect(issued.code).toMatch(/^\d{6}$/);
    expect(issued.expiredMinutes).toBe(7);
    const [row] = await db().select().from(verificationCode).where(eq(verificationCode.target, target));
    expect(row?.codeHash).not.toContain(issued.code);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(7, 1);
    expect((await issueCode(db(), { purpose: 'login', ...fresh(), now: now() })).expiredMinutes).toBe(codeLimits.defaultMinutes);
  });

  it('accepts a code once', async () => {
    const { target, ip } = fresh();
    const { code } = await issueCode(db(), { purpose: 'reset', target, ip, now: now() });
    await consumeCode(db(), { purpose: 'reset', target, code, now: now() });
    expect(await failure(consumeCode(db(), { purpose: 'reset', target, code, now: now() }))).toBe('CODE_INVALID');
  });

  it('keeps purposes apart', async () => {
    const { target, ip } = fresh();
    const { code } = await issueCode(db(), { purpose: 'register', target, ip, now: now() });
    expect(await failure(consumeCode(db(), { purpose: 'login', target, code, now: now() }))).toBe('CODE_INVALID');
    await consumeCode(db(), { purpose: 'register', target, code, now: now() });
  });

  it('accepts a code until its minutes are up and refuses it from then on', async () => {
    const early = fresh();
    const late = fresh();
    const first = await issueCode(db(), { purpose: 'login', ...early, now: now() });
    const second = await issueCode(db(), { purpose: 'login', ...late, now: now() });
    later(codeLimits.defaultMinutes * 60 - 1);
    await consumeCode(db(), { purpose: 'login', target: early.target, code: first.code, now: now() });
    later(1);
    expect(await failure(consumeCode(db(), { purpose: 'login', target: late.target, code: second.code, now: now() }))).toBe('CODE_EXPIRED');
  });

  it('burns a code after five wrong tries', async () => {
    const { target, ip } = fresh();
    const { code } = await issueCode(db(), { purpose: 'login', target, ip, now: now() });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < codeLimits.wrongTries; i++)
      expect(await failure(consumeCode(db(), { purpose: 'login', target, code: wrong, now: now() }))).toBe('CODE_INVALID');
    expect(await failure(consumeCode(db(), { purpose: 'login', target, code, now: now() }))).toBe('CODE_INVALID');
  });

  it('lets a right code through after fewer than five wrong tries', async () => {
    const { target, ip } = fresh();
    const { code } = await issueCode(db(), { purpose: 'login', target, ip, now: now() });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < codeLimits.wrongTries - 1; i++) await failure(consumeCode(db(), { purpose: 'login', target, code: wrong, now: now() }));
    await consumeCode(db(), { purpose: 'login', target, code, now: now() });
  });

  it('refuses a second code for a number within a second and within the 60 s resend interval', async () => {
    const { target, ip } = fresh();
    await issueCode(db(), { purpose: 'login', target, ip, now: now() });
    expect(await failure(issueCode(db(), { purpose: 'login', target, ip, now: now() }))).toBe('TOO_MANY_REQUESTS');
    later(30);
    expect(await failure(issueCode(db(), { purpose: 'reset', target, ip, now: now() }))).toBe('TOO_MANY_REQUESTS');
    later(29.999);
    expect(await failure(issueCode(db(), { purpose: 'login', target, ip, now: now() }))).toBe('TOO_MANY_REQUESTS');
    later(0.001);
    await issueCode(db(), { purpose: 'login', target, ip, now: now() });
  });

  it('accepts only the newest code once a new one was sent', async () => {
    const { target, ip } = fresh();
    const first = await issueCode(db(), { purpose: 'login', target, ip, now: now() });
    later(61);
    const second = await issueCode(db(), { purpose: 'login', target, ip, now: now() });
    if (first.code !== second.code) expect(await failure(consumeCode(db(), { purpose: 'login', target, code: first.code, now: now() }))).toBe('CODE_INVALID');
    await consumeCode(db(), { purpose: 'login', target, code: second.code, now: now() });
  });

  it('sends at most 5 codes an hour to a number', async () => {
    const { target } = fresh();
    for (let i = 0; i < codeLimits.perTargetPerHour; i++) {
      await issueCode(db(), { purpose: 'login', target, ip: `192.0.2.${i + 1}`, now: now() });
      later(61);
    }
    expect(await failure(issueCode(db(), { purpose: 'login', target, ip: '192.0.2.99', now: now() }))).toBe('TOO_MANY_REQUESTS');
    later(3600);
    await issueCode(db(), { purpose: 'login', target, ip: '192.0.2.99', now: now() });
  });

  it('sends at most 10 codes an hour from one IP', async () => {
    const { ip } = fresh();
    const targets = Array.from({ length: codeLimits.perIpPerHour }, () => fresh().target);
    for (const target of targets) await issueCode(db(), { purpose: 'register', target, ip, now: now() });
    expect(await failure(issueCode(db(), { purpose: 'register', target: fresh().target, ip, now: now() }))).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses a code for a number that never got one', async () => {
    expect(await failure(consumeCode(db(), { purpose: 'login', target: fresh().target, code: '123456', now: now() }))).toBe('CODE_INVALID');
  });

  it.runIf(testDatabaseKind === 'postgres')('lets only one of many simultaneous requests for a number through', async () => {
    const { target } = fresh();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => issueCode(db(), { purpose: 'login', target, ip: `192.0.2.${100 + i}`, now: now() })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rows = await db()
      .select()
      .from(verificationCode)
      .where(and(eq(verificationCode.target, target)));
    expect(rows).toHaveLength(1);
  });
});
