import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentOpsPaths } from '../../src/contract/agent.ts';
import { failureSchema } from '../../src/contract/envelope.ts';
import { inboxOpsPaths } from '../../src/contract/inbox.ts';
import { memberPaths } from '../../src/contract/member.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { translator } from '../../src/i18n/translate.ts';
import { opsToken } from '../modules/payments/test-support.ts';
import { signedInMember } from '../modules/wallet/test-support.ts';
import { bearer, createMember } from '../test/accounts.ts';
import { encryptedBody } from '../test/encrypt.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { unstorablePath } from './well-formed-text.ts';

const text = (locale: Locale, key: 'validation.text') => translator(locale)(key);

/** Raw JSON, as a client sends it: the escapes below decode into a lone surrogate and NUL. */
const loneSurrogate = 'a\\ud800';
const loneLowSurrogate = '\\udfffb';
const nul = 'a\\u0000b';

describe('text no column can hold', () => {
  it('finds a lone surrogate or NUL in any value or key of a parsed body, and passes every well-formed text', () => {
    expect(unstorablePath({ name: 'Jo', address: 'a\ud800' })).toEqual(['address']);
    expect(unstorablePath({ to: { segment: 'member', username: '\udc00x' } })).toEqual(['to', 'username']);
    expect(unstorablePath({ items: [{ note: 'ok' }, { note: 'x\u0000' }] })).toEqual(['items', 1, 'note']);
    expect(unstorablePath({ 'bad\ud800key': 1 })).toEqual([]);
    expect(unstorablePath('\ud800')).toEqual([]);
    // A surrogate pair is one astral character: well-formed.
    expect(unstorablePath({ note: 'dice 🎲 中文 ÀÉ', list: ['\ud83c\udfb2'], n: 1, b: true, z: null })).toBeNull();
    expect(unstorablePath(Buffer.from('\u0000'))).toBeNull();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\ud800';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(unstorablePath(deep)).toHaveLength(100_000);
  });
});

describe('ill-formed text is refused at the edge with 400 and the field named', () => {
  let harness: TestApp;
  const app = () => harness.app;
  const ops = bearer(opsToken);

  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken, HOUSE_CLOCK_MS: '0' } });
  });
  afterAll(() => harness?.close());

  /** Sends `body` with `value` spliced in raw, so the JSON escape itself crosses the wire. */
  const send = (method: 'PUT' | 'POST', url: string, headers: Record<string, string>, body: string, value: string) =>
    app().inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: body.replace('%s', value) });

  async function refusal(response: Awaited<ReturnType<typeof send>>) {
    expect(response.statusCode, response.body).toBe(400);
    return failureSchema.parse(response.json());
  }

  it('PUT /wps/member/profile refuses a lone surrogate and NUL in the address, and keeps the stored one', async () => {
    const who = await signedInMember(app());
    const body = '{"address":"%s"}';
    expect((await send('PUT', memberPaths.profile, who.headers, body, '12 Rizal Street 🏠')).statusCode).toBe(200);
    for (const value of [loneSurrogate, loneLowSurrogate, nul]) {
      const refused = await refusal(await send('PUT', memberPaths.profile, { ...who.headers, language: 'pt' }, body, value));
      expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', fields: { address: text('pt', 'validation.text') } });
    }
    const profile = await app().inject({ method: 'GET', url: memberPaths.profile, headers: who.headers });
    expect(profile.json()).toMatchObject({ value: { fields: { address: '12 Rizal Street 🏠' } } });
  });

  const opsCases = async () => {
    const recipient = await createMember(app());
    return [
      { url: inboxOpsPaths.notices, body: '{"type":"PR","title":"%s","content":"Weekend promotion","reason":"announce it"}', field: 'title' },
      {
        url: inboxOpsPaths.messages,
        body: `{"to":{"segment":"member","username":"${recipient.username}"},"title":"News","body":"%s","reason":"tell one"}`,
        field: 'body',
      },
      { url: agentOpsPaths.announcements, body: '{"title":"Notice","content":"Commission day moves","reason":"%s"}', field: 'reason' },
    ];
  };

  it('POST /ops/notices, /ops/messages and /ops/agent-announcements refuse a lone surrogate and NUL, and take the same text well-formed', async () => {
    for (const { url, body, field } of await opsCases()) {
      expect((await send('POST', url, ops, body, 'Friday 🎲 payout')).statusCode, url).toBe(200);
      for (const value of [loneSurrogate, loneLowSurrogate, nul]) {
        const refused = await refusal(await send('POST', url, ops, body, value));
        expect(refused, `${url} ${value}`).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: text('en', 'validation.text') } });
      }
    }
  });

  it('names a nested field, and refuses such text in a query and in an encrypted payload too', async () => {
    const recipient = await createMember(app());
    const nested = await send(
      'POST',
      inboxOpsPaths.messages,
      ops,
      '{"to":{"segment":"member","username":"%s"},"title":"t","body":"b","reason":"tell one"}',
      `${recipient.username}\\ud800`,
    );
    expect((await refusal(nested)).fields).toEqual({ 'to.username': text('en', 'validation.text') });

    const query = await app().inject({ method: 'GET', url: `${inboxOpsPaths.notices}?type=%00`, headers: ops });
    expect((await refusal(query)).fields).toEqual({ type: text('en', 'validation.text') });

    const login = await app().inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encryptedBody(app(), { username: 'a\ud800', password: 'Secret@123' }),
    });
    expect(await refusal(login)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { username: text('en', 'validation.text') } });
  });
});
