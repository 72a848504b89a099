import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownIp, member } from './schema.ts';
import { loginAs } from '../test/accounts.ts';
import { encryptedBody } from '../test/encrypt.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { fixtureCatalog } from '../test/fixtures.ts';
import { demoLogins, seedDemoAccounts } from './seed-accounts.ts';

describe('demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog() });
  });
  afterAll(() => t?.close());

  it('seeds each printed login once, with its type and affiliate code, from known local addresses', async () => {
    expect(await seedDemoAccounts(t.app.db)).toBe(0);
    const rows = await t.app.db.select().from(member);
    for (const login of demoLogins(t.app.config.DEFAULT_PASSWORD)) {
      const row = rows.find((candidate) => candidate.username === login.username);
      expect(row?.type).toBe(login.type);
      if (login.type !== 0) expect(row?.affiliateCode).toMatch(/^[A-Z0-9]{4,16}$/);
      const ips = await t.app.db
        .select({ ip: knownIp.ip })
        .from(knownIp)
        .where(eq(knownIp.memberId, row?.id ?? 0));
      expect(ips.map((ip) => ip.ip).sort()).toEqual(['127.0.0.1', '::1']);
    }
    expect(rows.find((row) => row.username === 'demo')).toMatchObject({ mobileNum: '09170000001', email: 'demo@tala.example' });
  });

  it('lets the printed logins in, newbie only to change its password', async () => {
    for (const login of demoLogins(t.app.config.DEFAULT_PASSWORD)) {
      const site = login.type === 2 ? 'agent' : 'member';
      const response = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: await encryptedBody(t.app, { type: 'username', username: login.username, password: login.password, site }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().value.firstTimeLogin).toBe(login.username === 'newbie');
    }
    expect(await loginAs(t.app, 'demo', 'Demo@1234', { ip: '::1' })).toMatchObject({ token: expect.any(String) });
  });

  it('leaves an account that is already there as it is', async () => {
    await t.app.db
      .update(member)
      .set({ nickname: 'Changed' })
      .where(sql`${member.username} = 'demo'`);
    expect(await seedDemoAccounts(t.app.db)).toBe(0);
    const [demo] = await t.app.db
      .select()
      .from(member)
      .where(sql`${member.username} = 'demo'`);
    expect(demo?.nickname).toBe('Changed');
  });
});
