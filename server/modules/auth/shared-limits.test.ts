import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/index.ts';
import { migrate } from '../../db/migrate.ts';
import { seedDemo } from '../../db/seed.ts';
import { createMember, knownCaptcha, postLogin } from '../../test/accounts.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';
import { redisAnswers } from '../../test/redis.ts';
import { loginLimits } from './attempts.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAnswers(redisUrl);
if (!redisUp) console.warn(`shared-limits.test.ts is skipped: nothing answers at ${redisUrl} (set TEST_REDIS_URL to a Redis to run it)`);

/**
 * Two API processes on one database and one Redis: failures counted by one lock the account on the
 * other. (On PGlite both apps share one in-memory database, which is enough to show the counters.)
 */
describe.skipIf(!redisUp)('login limits shared through Redis', () => {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  let database: Database;
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

  beforeAll(async () => {
    const config = loadConfig({ PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent', DIST_DIR: '/nonexistent/tala-test-dist', REDIS_URL: redisUrl });
    database = await openDatabase(config);
    await migrate(database);
    await seedDemo(database.db);
    for (let index = 0; index < 2; index++) {
      const app = await buildApp({ config, database, catalog: fixtureCatalog(), limiterPrefix: prefix });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`tala:${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('asks for the captcha and locks out across processes', async () => {
    const [first, second] = apps as [(typeof apps)[0], (typeof apps)[0]];
    for (const app of apps)
      expect((await app.inject({ method: 'GET', url: '/ready' })).json()).toMatchObject({ value: { status: 'ready', counters: 'shared' } });
    const member = await createMember(first, {});
    // Failures on the account, spread over both processes, add up to the captcha on either.
    for (let attempt = 0; attempt < loginLimits.accountCaptchaFailures; attempt++) {
      const app = attempt % 2 === 0 ? first : second;
      const wrong = await postLogin(app, { type: 'username', username: member.username, password: 'Wrong@123' }, { ip: '198.51.100.1' });
      expect(wrong.json().captcha).toBe(attempt === loginLimits.accountCaptchaFailures - 1 ? true : undefined);
    }
    const needsCaptcha = await postLogin(second, { type: 'username', username: member.username, password: member.password }, { ip: '198.51.100.2' });
    expect(needsCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });

    // One source's failures, spread over both processes, add up to its lockout on that account.
    for (let attempt = loginLimits.accountCaptchaFailures; attempt < loginLimits.pairFailures; attempt++) {
      const app = attempt % 2 === 0 ? first : second;
      const { answer, cookie } = await knownCaptcha(app);
      await postLogin(
        app,
        { type: 'username', username: member.username, password: 'Wrong@123', captcha: answer },
        { ip: '198.51.100.1', headers: { cookie } },
      );
    }
    const { answer, cookie } = await knownCaptcha(first);
    const locked = await postLogin(
      first,
      { type: 'username', username: member.username, password: member.password, captcha: answer },
      { ip: '198.51.100.1', headers: { cookie } },
    );
    expect(locked.statusCode).toBe(429);
  });
});
