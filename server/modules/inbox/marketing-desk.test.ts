import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successSchema } from '../../../src/contract/envelope.ts';
import { inboxOpsPaths, inboxPaths, messagePageSchema, opsCsChannelSchema } from '../../../src/contract/inbox.ts';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { player } from '../payments/test-support.ts';
import { signedInStaff } from '../staff/test-support.ts';

/** Marketing (permission `content`) sends members' messages and keeps the customer-service channels, as support does. */
describe('messages and customer-service channels for marketing and support', () => {
  let harness: TestApp;
  const app = () => harness.app;
  const headersOf: Record<'marketing' | 'support' | 'finance', Record<string, string>> = { marketing: {}, support: {}, finance: {} };

  beforeAll(async () => {
    harness = await createTestApp({ seed: false });
    for (const role of ['marketing', 'support', 'finance'] as const) headersOf[role] = (await signedInStaff(app(), [role])).headers;
  });
  afterAll(() => harness?.close());

  const call = (role: keyof typeof headersOf, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app().inject({ method, url, headers: { ...headersOf[role], 'content-type': 'application/json' }, ...(payload ? { payload } : {}) });

  it('lets marketing and support send a member a message, and refuses finance', async () => {
    const who = await player(app());
    const message = (title: string) => ({ to: { segment: 'member', username: who.username }, title, body: 'Hello', reason: 'welcome' });
    const sent = await call('marketing', 'POST', inboxOpsPaths.messages, message('From marketing'));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value.recipients).toBe(1);
    expect((await call('support', 'POST', inboxOpsPaths.messages, message('From support'))).statusCode).toBe(200);
    const refused = await call('finance', 'POST', inboxOpsPaths.messages, message('From finance'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const inbox = successSchema(messagePageSchema).parse((await app().inject({ method: 'GET', url: inboxPaths.messages, headers: who.headers })).json());
    expect(JSON.stringify(inbox.value)).toContain('From marketing');
    expect(JSON.stringify(inbox.value)).toContain('From support');
    expect(JSON.stringify(inbox.value)).not.toContain('From finance');
  });

  it('lets marketing list, add and change a customer-service channel, and refuses finance', async () => {
    const channel = { csType: 'TELEGRAM', title: 'Telegram', url: 'https://t.me/tala', reason: 'open it' };
    const added = await call('marketing', 'POST', inboxOpsPaths.csChannels, channel);
    expect(added.statusCode, added.body).toBe(200);
    const id = opsCsChannelSchema.parse(added.json().value).id;
    const changed = await call('marketing', 'PUT', inboxOpsPaths.csChannel.replace(':id', String(id)), { ...channel, enabled: false, reason: 'closed' });
    expect(changed.statusCode, changed.body).toBe(200);
    const listed = successSchema(z.array(opsCsChannelSchema)).parse((await call('marketing', 'GET', inboxOpsPaths.csChannels)).json()).value;
    expect(listed.find((row) => row.id === id)).toMatchObject({ title: 'Telegram', enabled: false });
    expect((await call('support', 'GET', inboxOpsPaths.csChannels)).statusCode).toBe(200);
    expect((await call('finance', 'GET', inboxOpsPaths.csChannels)).statusCode).toBe(403);
    expect((await call('finance', 'POST', inboxOpsPaths.csChannels, channel)).statusCode).toBe(403);
  });
});
