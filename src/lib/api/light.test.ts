import { afterEach, describe, expect, it, vi } from 'vitest';
import { lightGet } from './light.ts';

/** The requests a page script sends, answered as the server would. */
function answering(body: unknown, failWith?: Error) {
  const sent: { path: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    sent.push({ path, headers: init.headers as Record<string, string> });
    if (failWith) throw failWith;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

describe('the light read of public page scripts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the envelope’s value, asking in the page’s language', async () => {
    vi.stubGlobal('document', { documentElement: { dataset: { locale: 'tl' } } });
    const sent = answering({ success: true, value: [{ id: 1 }] });
    expect(await lightGet('/wps/promotions')).toEqual([{ id: 1 }]);
    expect(sent).toEqual([{ path: '/wps/promotions', headers: { language: 'tl' } }]);
  });

  it('sends the session only when asked, and only when there is one', async () => {
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => (key === 'token' ? 'tok-1' : null) });
    const sent = answering({ success: true, value: 1 });
    await lightGet('/a');
    await lightGet('/b', { session: true });
    expect(sent.map((request) => request.headers.authorization)).toEqual([undefined, 'Bearer tok-1']);
  });

  it('answers null for a failure envelope, an odd answer or a network error', async () => {
    answering({ success: false, code: 'MAINTENANCE', message: 'x' });
    expect(await lightGet('/a')).toBeNull();
    answering('nonsense');
    expect(await lightGet('/a')).toBeNull();
    answering(null, new TypeError('offline'));
    expect(await lightGet('/a')).toBeNull();
  });
});
