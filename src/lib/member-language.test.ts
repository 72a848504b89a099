import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendLanguageUpdate } from './member-language.ts';

function storageWith(values: Record<string, string>) {
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => values[key] ?? null });
}

function recording() {
  const sent: { path: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    sent.push({ path, init });
    return new Response('{"success":true,"value":{}}');
  });
  return sent;
}

describe('the language update after a switch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the API the signed-in member’s new language, in a request that outlives the page', () => {
    storageWith({ token: 'tok-9', account: 'maria' });
    const sent = recording();
    expect(sendLanguageUpdate('tl')).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/wps/member/language');
    expect(sent[0]?.init).toMatchObject({
      method: 'PUT',
      keepalive: true,
      headers: { authorization: 'Bearer tok-9', language: 'tl', 'content-type': 'application/json' },
    });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ language: 'tl' });
  });

  it('sends nothing for a visitor, a half-finished login or a browser that refuses storage', () => {
    const sent = recording();
    storageWith({});
    expect(sendLanguageUpdate('pt')).toBe(false);
    storageWith({ token: 'tok-9' });
    expect(sendLanguageUpdate('pt')).toBe(false);
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(sendLanguageUpdate('pt')).toBe(false);
    expect(sent).toEqual([]);
  });

  it('a failed request is swallowed: the switch goes on', async () => {
    storageWith({ token: 'tok-9', account: 'maria' });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    expect(sendLanguageUpdate('en')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
