import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateSchema } from '../../../src/contract/auth.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { member } from '../../db/schema.ts';
import { bearer, createMember, loginAs } from '../../test/accounts.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';

describe(`GET /wps/agent/affiliate (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SITE_URL: 'https://play.example.com/' } });
  });
  afterAll(() => t?.close());

  const affiliate = (token?: string) => t.app.inject({ method: 'GET', url: '/wps/agent/affiliate', headers: token === undefined ? {} : bearer(token) });

  it('gives an agent their code and registration link', async () => {
    const agent = await createMember(t.app, { type: 41, affiliateCode: 'AG41X' });
    const { token } = await loginAs(t.app, agent.username, agent.password);
    const response = await affiliate(token);
    expect(response.statusCode).toBe(200);
    expect(successSchema(affiliateSchema).parse(response.json()).value).toEqual({
      affiliateCode: 'AG41X',
      registerUrl: 'https://play.example.com/register?code=AG41X',
    });
  });

  it('makes a code on first use for an agent without one, and keeps it', async () => {
    const agent = await createMember(t.app, { type: 1 });
    const { token } = await loginAs(t.app, agent.username, agent.password);
    const first = successSchema(affiliateSchema).parse((await affiliate(token)).json()).value;
    expect(first.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(successSchema(affiliateSchema).parse((await affiliate(token)).json()).value).toEqual(first);
    const [row] = await t.database.db.select({ code: member.affiliateCode }).from(member).where(eq(member.id, agent.id));
    expect(row?.code).toBe(first.affiliateCode);
  });

  it('refuses a member who is not an agent, and a visitor', async () => {
    const player = await createMember(t.app);
    const { token } = await loginAs(t.app, player.username, player.password);
    const refused = await affiliate(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const visitor = await affiliate();
    expect(visitor.statusCode).toBe(401);
  });
});
