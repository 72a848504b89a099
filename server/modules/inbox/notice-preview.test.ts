import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxOpsPaths } from '../../../src/contract/inbox.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { opsToken } from '../payments/test-support.ts';
import { signedInStaff } from '../staff/test-support.ts';

let harness: TestApp;
const app = () => harness.app;

beforeAll(async () => {
  harness = await createTestApp({ env: { OPS_TOKEN: opsToken } });
});
afterAll(() => harness?.close());

const unsafe =
  '<p onclick="steal()">Hello <b>members</b><script>alert(1)</script> <a href="javascript:alert(2)">x</a> <a href="https://example.com">site</a></p>';

describe('the notice preview', () => {
  it('answers the HTML exactly as a saved notice stores it, and stores nothing', async () => {
    const marketing = await signedInStaff(app(), ['marketing']);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app().inject({ method, url, headers: marketing.headers, ...(payload ? { payload } : {}) });
    const before = (await call('GET', inboxOpsPaths.notices)).json().value.length;

    const preview = await call('POST', inboxOpsPaths.noticePreview, { content: unsafe });
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = preview.json().value.content as string;
    expect(shown).toContain('<b>members</b>');
    expect(shown).toContain('href="https://example.com"');
    expect(shown).not.toMatch(/script|onclick|javascript/);
    expect((await call('GET', inboxOpsPaths.notices)).json().value).toHaveLength(before);

    const saved = await call('POST', inboxOpsPaths.notices, { type: 'PL', title: 'Preview check', content: unsafe, reason: 'test' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value.content).toBe(shown);
  });

  it('refuses empty HTML and other desks', async () => {
    const marketing = await signedInStaff(app(), ['marketing']);
    const empty = await app().inject({ method: 'POST', url: inboxOpsPaths.noticePreview, headers: marketing.headers, payload: { content: ' ' } });
    expect(empty.statusCode).toBe(400);
    const cashier = await signedInStaff(app(), ['finance']);
    const refused = await app().inject({ method: 'POST', url: inboxOpsPaths.noticePreview, headers: cashier.headers, payload: { content: '<p>x</p>' } });
    expect(refused.statusCode).toBe(403);
  });
});
