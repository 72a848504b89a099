import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successSchema } from '../../../src/contract/envelope.ts';
import { statusSchema } from '../../../src/contract/system.ts';
import { loginValueSchema } from '../../../src/contract/auth.ts';
import { member, memberIdentity, signinTicket } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { bearer, postLogin } from '../../test/accounts.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { startTestIdp, type TestIdp } from './test-idp.ts';
import { memberForIdentity } from './identity.ts';
import { redeemSignInTicket } from './tickets.ts';

const siteUrl = 'http://tala.test';

/** A browser's cookies, per origin; paths and expiry dates do not matter for these short flows. */
class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();
  header(url: URL): string {
    return [...(this.byOrigin.get(url.origin) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  store(url: URL, setCookies: string[]): void {
    const jar = this.byOrigin.get(url.origin) ?? new Map<string, string>();
    this.byOrigin.set(url.origin, jar);
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const [name, value] = [pair.slice(0, separator).trim(), pair.slice(separator + 1).trim()];
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  }
}

describe(`Google and Facebook sign-in through OpenID Connect (${testDatabaseKind})`, () => {
  let idp: TestIdp;
  let t: TestApp;

  beforeAll(async () => {
    idp = await startTestIdp([`${siteUrl}/wps/session/oidc/google/callback`]);
    t = await createTestApp({
      env: { SITE_URL: siteUrl, OIDC_GOOGLE_ISSUER: idp.issuer, OIDC_GOOGLE_CLIENT_ID: idp.clientId, OIDC_GOOGLE_CLIENT_SECRET: idp.clientSecret },
    });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  /** Follows redirects like a browser: our origin through inject, the provider over HTTP, until a page of ours. */
  async function browse(start: string, jar = new CookieJar()): Promise<{ landed: URL; jar: CookieJar }> {
    let url = new URL(start, siteUrl);
    for (let hop = 0; hop < 20; hop += 1) {
      let status: number;
      let location: string | undefined;
      if (url.origin === siteUrl) {
        if (!url.pathname.startsWith('/wps/')) return { landed: url, jar };
        const response = await t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { cookie: jar.header(url) } });
        jar.store(url, ([] as string[]).concat(response.headers['set-cookie'] ?? []));
        [status, location] = [response.statusCode, response.headers.location as string | undefined];
      } else {
        const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header(url) } });
        jar.store(url, response.headers.getSetCookie());
        [status, location] = [response.status, response.headers.get('location') ?? undefined];
        await response.body?.cancel();
      }
      if (status < 300 || status >= 400 || !location) throw new Error(`${url.href} answered ${status} without a redirect`);
      url = new URL(location, url);
    }
    throw new Error('too many redirects');
  }

  it('offers only the configured providers in the status answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(successSchema(statusSchema).parse(response.json()).value.info.signIn).toEqual({ google: true, facebook: false });
  });

  it('refuses to start a provider that is not configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/session/oidc/facebook' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'FEATURE_DISABLED' });
  });

  it('creates a member on first sign-in, finds it the next time, and hands out single-use tickets', async () => {
    idp.signInAs({ sub: 'google-123', email: 'maria@example.com', emailVerified: true, name: 'María Clara' });
    const first = await browse('/wps/session/oidc/google?lang=pt');
    expect(first.landed.pathname).toBe('/pt/');
    const ticket = first.landed.searchParams.get('signin');
    expect(ticket).toMatch(/^[\w-]{43}$/);
    const [stored] = await t.database.db.select().from(signinTicket);
    expect(stored?.tokenHash).not.toBe(ticket);

    const memberId = await redeemSignInTicket(t.database.db, ticket as string);
    const [created] = await t.database.db.select().from(member).where(eq(member.id, memberId));
    expect(created).toMatchObject({ email: 'maria@example.com', nickname: 'María Clara', type: 0, registerMethod: 'GOOGLE' });
    expect(created?.username).toMatch(/^mariaclara\d{6}$/);
    expect(created?.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    await expect(redeemSignInTicket(t.database.db, ticket as string)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });

    const second = await browse('/wps/session/oidc/google');
    expect(second.landed.pathname).toBe('/');
    expect(await redeemSignInTicket(t.database.db, second.landed.searchParams.get('signin') as string)).toBe(memberId);
    const identities = await t.database.db.select().from(memberIdentity).where(eq(memberIdentity.subject, 'google-123'));
    expect(identities).toHaveLength(1);
  });

  it('logs the member in with the ticket once, through the login call', async () => {
    idp.signInAs({ sub: 'google-123', email: 'maria@example.com', emailVerified: true, name: 'María Clara' });
    const { landed } = await browse('/wps/session/oidc/google');
    const ticket = landed.searchParams.get('signin');
    const login = await postLogin(t.app, { type: 'firebase', ticket });
    expect(login.statusCode).toBe(200);
    const { token } = successSchema(loginValueSchema).parse(login.json()).value;
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    expect(info.json()).toMatchObject({ success: true, value: { email: 'maria@example.com' } });
    const replay = await postLogin(t.app, { type: 'firebase', ticket });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS' });
  });

  it('keeps an unverified e-mail off the new member', async () => {
    idp.signInAs({ sub: 'google-456', email: 'someone@example.com', emailVerified: false, name: 'X' });
    const { landed } = await browse('/wps/session/oidc/google');
    const memberId = await redeemSignInTicket(t.database.db, landed.searchParams.get('signin') as string);
    const [created] = await t.database.db.select().from(member).where(eq(member.id, memberId));
    expect(created?.email).toBeNull();
    expect(created?.username).toMatch(/^player\d{6}$/);
  });

  it('settles racing first sign-ins of one identity on one member', async () => {
    const profile = { provider: 'google' as const, subject: 'google-race', name: 'Race Winner' };
    const ids = await Promise.all([1, 2, 3].map(() => memberForIdentity(t.database.db, profile)));
    expect(new Set(ids).size).toBe(1);
    const identities = await t.database.db.select().from(memberIdentity).where(eq(memberIdentity.subject, 'google-race'));
    expect(identities).toHaveLength(1);
    const orphans = await t.database.db.select().from(member).where(eq(member.nickname, 'Race Winner'));
    expect(orphans).toHaveLength(1);
  });

  it('sends a refusal at the provider back as cancelled', async () => {
    idp.signInAs('deny');
    const { landed } = await browse('/wps/session/oidc/google?lang=tl');
    expect(landed.pathname).toBe('/tl/');
    expect(landed.searchParams.get('signinError')).toBe('cancelled');
  });

  it('fails a callback that did not start here or whose state was changed', async () => {
    idp.signInAs({ sub: 'google-789', name: 'Juan' });
    const noCookie = await browse('/wps/session/oidc/google/callback?code=abc&state=xyz');
    expect(noCookie.landed.searchParams.get('signinError')).toBe('failed');

    const start = await t.app.inject({ method: 'GET', url: '/wps/session/oidc/google' });
    const jar = new CookieJar();
    jar.store(new URL(siteUrl), ([] as string[]).concat(start.headers['set-cookie'] ?? []));
    const authorize = new URL(start.headers.location as string);
    authorize.searchParams.set('state', 'changed-by-an-attacker');
    const tampered = await browse(authorize.href, jar);
    expect(tampered.landed.searchParams.get('signinError')).toBe('failed');
    expect(tampered.landed.searchParams.get('signin')).toBeNull();
  });

  it('refuses an expired or unknown ticket', async () => {
    idp.signInAs({ sub: 'google-123', name: 'María Clara' });
    const { landed } = await browse('/wps/session/oidc/google');
    await t.database.db.update(signinTicket).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = redeemSignInTicket(t.database.db, landed.searchParams.get('signin') as string);
    await expect(expired).rejects.toBeInstanceOf(AppError);
    await expect(redeemSignInTicket(t.database.db, 'not-a-ticket')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });
});

describe('a provider that cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) has nothing listening here: discovery fails at once.
    t = await createTestApp({
      seed: false,
      env: { SITE_URL: siteUrl, OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:9', OIDC_GOOGLE_CLIENT_ID: 'id', OIDC_GOOGLE_CLIENT_SECRET: 'secret' },
    });
  });
  afterAll(() => t?.close());

  it('sends the visitor back to their page with a failed sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/session/oidc/google?lang=pt' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/pt/?signinError=failed');
  });
});
