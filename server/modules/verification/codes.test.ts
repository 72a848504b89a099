import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCode } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
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
  /** Moves every code of the target back in time, as if it had been sent that many seconds ago. */
  const age = (target: string, seconds: number) =>
    db()
      .update(verificationCode)
      .set({ createdAt: sql`${verificationCode.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(verificationCode.target, target));

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
    const issued = await issueCode(db(), { purpose: 'login', target, ip, minutes: 7 });
    expect(issued.code).toMatch(/^\d{6}$/);
    expect(issued.expiredMinutes).toBe(7);
    const [row] = await db().select().from(verificationCode).where(eq(verificationCode.target, target));
    expect(row?.codeHash).not.toContain(issued.code);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(7, 1);
    expect((await issueCode(db(), { purpose: 'login', ...fresh() })).expiredMinutes).toBe(codeLimits.defaultMinutes);
  });

  it('accepts a code once', async () => {
    const { target, ip } = fresh();
    const { code } = await issueCode(db(), { purpose: 'reset', target, ip });
    await consumeCode(db(), { purpose: 'reset', target, code });
    expect(await failure(consumeCode(db(), { purpose: 'reset', target, code }))).toBe('CODE_INVALID');
  });

  it('keeps purposes apart', async () => {
    const { target, ip } = fresh();
    const { code } = await issueCode(db(), { purpose: 'register', target, ip });
    expect(await failure(consumeCode(db(), { purpose: 'login', target, code }))).toBe('CODE_INVALID');
    await consumeCode(db(), { purpose: 'register', target, code });
  });

  it('refuses an expired code', async () => {
    const { target, ip } = fresh();
    const { code } = await issueCode(db(), { purpose: 'login', target, ip });
    await db().update(verificationCode).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(verificationCode.target, target));
    expect(await failure(consumeCode(db(), { purpose: 'login', target, code }))).toBe('CODE_EXPIRED');
  });

  it('burns a code after five wrong tries', async () => {
    const { target, ip } = fresh();
    const { code } = await issueCode(db(), { purpose: 'login', target, ip });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < codeLimits.wrongTries; i++) expect(await failure(consumeCode(db(), { purpose: 'login', target, code: wrong }))).toBe('CODE_INVALID');
    expect(await failure(consumeCode(db(), { purpose: 'login', target, code }))).toBe('CODE_INVALID');
  });

  it('lets a right code through after fewer than five wrong tries', async () => {
    const { target, ip } = fresh();
    const { code } = await issueCode(db(), { purpose: 'login', target, ip });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < codeLimits.wrongTries - 1; i++) await failure(consumeCode(db(), { purpose: 'login', target, code: wrong }));
    await consumeCode(db(), { purpose: 'login', target, code });
  });

  it('refuses a second code for a number within a second and within the 60 s resend interval', async () => {
    const { target, ip } = fresh();
    await issueCode(db(), { purpose: 'login', target, ip });
    expect(await failure(issueCode(db(), { purpose: 'login', target, ip }))).toBe('TOO_MANY_REQUESTS');
    await age(target, 30);
    expect(await failure(issueCode(db(), { purpose: 'reset', target, ip }))).toBe('TOO_MANY_REQUESTS');
    await age(target, 31);
    await issueCode(db(), { purpose: 'login', target, ip });
  });

  it('accepts only the newest code once a new one was sent', async () => {
    const { target, ip } = fresh();
    const first = await issueCode(db(), { purpose: 'login', target, ip });
    await age(target, 61);
    const second = await issueCode(db(), { purpose: 'login', target, ip });
    if (first.code !== second.code) expect(await failure(consumeCode(db(), { purpose: 'login', target, code: first.code }))).toBe('CODE_INVALID');
    await consumeCode(db(), { purpose: 'login', target, code: second.code });
  });

  it('sends at most 5 codes an hour to a number', async () => {
    const { target } = fresh();
    for (let i = 0; i < codeLimits.perTargetPerHour; i++) {
      await issueCode(db(), { purpose: 'login', target, ip: `192.0.2.${i + 1}` });
      await age(target, 61);
    }
    expect(await failure(issueCode(db(), { purpose: 'login', target, ip: '192.0.2.99' }))).toBe('TOO_MANY_REQUESTS');
    await age(target, 3600);
    await issueCode(db(), { purpose: 'login', target, ip: '192.0.2.99' });
  });

  it('sends at most 10 codes an hour from one IP', async () => {
    const { ip } = fresh();
    const targets = Array.from({ length: codeLimits.perIpPerHour }, () => fresh().target);
    for (const target of targets) await issueCode(db(), { purpose: 'register', target, ip });
    expect(await failure(issueCode(db(), { purpose: 'register', target: fresh().target, ip }))).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses a code for a number that never got one', async () => {
    expect(await failure(consumeCode(db(), { purpose: 'login', target: fresh().target, code: '123456' }))).toBe('CODE_INVALID');
  });

  it.runIf(testDatabaseKind === 'postgres')('lets only one of many simultaneous requests for a number through', async () => {
    const { target } = fresh();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => issueCode(db(), { purpose: 'login', target, ip: `192.0.2.${100 + i}` })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rows = await db().select().from(verificationCode).where(and(eq(verificationCode.target, target)));
    expect(rows).toHaveLength(1);
  });
});
