import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema, successSchema } from '../../../src/contract/envelope.ts';
import { languageUpdateSchema, siteCallPaths } from '../../../src/contract/site-calls.ts';
import { member, outbox } from '../../db/schema.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { signedInMember, type SignedIn } from '../wallet/test-support.ts';

describe(`the member's language on ${testDatabaseKind}`, () => {
  let test: TestApp;
  let counter = 0;
  const freshNumber = () => `0919${String(++counter).padStart(7, '0')}`;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test?.close();
  });

  const choose = (who: SignedIn | null, payload: unknown) =>
    test.app.inject({ method: 'PUT', url: siteCallPaths.language, headers: who?.headers ?? {}, payload: payload as object });
  const profileOf = async (id: number) => (await test.app.db.select({ profile: member.profile }).from(member).where(eq(member.id, id)))[0]?.profile;

  it('keeps the language a signed-in member switched to, beside the other profile fields', async () => {
    const who = await signedInMember(test.app, { profile: { line: 'maria.line' } });
    const response = await choose(who, { language: 'tl' });
    expect(response.statusCode).toBe(200);
    expect(successSchema(languageUpdateSchema).parse(response.json()).value).toEqual({ language: 'tl' });
    expect(await profileOf(who.member.id)).toEqual({ line: 'maria.line', language: 'tl' });

    expect((await choose(who, { language: 'pt' })).statusCode).toBe(200);
    expect(await profileOf(who.member.id)).toEqual({ line: 'maria.line', language: 'pt' });
  });

  it('takes only the three languages, and only from a signed-in member', async () => {
    const who = await signedInMember(test.app);
    for (const payload of [{ language: 'fr' }, { language: 'TL' }, {}, { language: 'en', extra: 1 }]) {
      const refused = await choose(who, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(failureSchema.parse(refused.json()).code).toBe('VALIDATION_FAILED');
    }
    expect(await profileOf(who.member.id)).toEqual({});
    const anonymous = await choose(null, { language: 'en' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('texts the member’s own codes in their language, whatever the page asked in', async () => {
    const mobileNum = freshNumber();
    const who = await signedInMember(test.app, { mobileNum });
    expect((await choose(who, { language: 'tl' })).statusCode).toBe(200);
    const response = await test.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: '203.0.113.90',
      headers: { language: 'en' },
      payload: { mobileNum },
    });
    expect(response.statusCode).toBe(200);
    // The answer is for the page, in the page's language; the text is for the member.
    expect(response.json().value.message).toMatch(/minutes/);
    const [sms] = await test.app.db.select().from(outbox).where(eq(outbox.recipient, mobileNum)).orderBy(desc(outbox.id));
    expect(sms?.body).toMatch(/^Ang iyong Tala login code ay \d{6}\./);
  });

  it('mails a member’s temporary password in their language', async () => {
    const email = `lang${++counter}@tala.example`;
    const who = await signedInMember(test.app, { email });
    expect((await choose(who, { language: 'pt' })).statusCode).toBe(200);
    const response = await test.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: '203.0.113.91',
      headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'en' },
      payload: new URLSearchParams({ username: who.member.username, email }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await test.app.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id));
    expect(mail?.subject).toBe('A sua palavra-passe temporária Tala');
  });
});
