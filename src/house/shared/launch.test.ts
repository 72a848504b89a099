import { describe, expect, it } from 'vitest';
import { readLaunch, takeLaunch, type Address, type LaunchWindow } from './launch.ts';

/** A page at `url` in a tab whose sessionStorage is `storage`, recording what the address becomes. */
function pageAt(url: string, storage: Map<string, string> | null = new Map()) {
  const parsed = new URL(url, 'https://site.example');
  const address: Address = { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
  const replaced: string[] = [];
  const page: LaunchWindow = {
    location: address,
    storage: storage && { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
    replaceAddress: (next) => void replaced.push(next),
  };
  return { page, replaced };
}

describe('launch address', () => {
  it('reads the session from the fragment and a known language, English otherwise; never a session in the query', () => {
    expect(readLaunch({ search: '?lang=pt', hash: '#session=abc123' })).toEqual({ session: 'abc123', locale: 'pt' });
    expect(readLaunch({ search: '?lang=xx', hash: '' })).toEqual({ session: null, locale: 'en' });
    expect(readLaunch({ search: '?lang=TL', hash: '#session=%20' })).toEqual({ session: null, locale: 'tl' });
    expect(readLaunch({ search: '?session=abc123&lang=pt', hash: '' })).toEqual({ session: null, locale: 'pt' });
  });

  it('takes the token out of the address without a history entry and keeps it in the tab for a reload', () => {
    const tab = new Map<string, string>();
    const first = pageAt('/house/slot?lang=tl#session=tok-1', tab);
    expect(takeLaunch(first.page)).toEqual({ session: 'tok-1', locale: 'tl' });
    expect(first.replaced).toEqual(['/house/slot?lang=tl']);

    const reload = pageAt('/house/slot?lang=tl', tab);
    expect(takeLaunch(reload.page)).toEqual({ session: 'tok-1', locale: 'tl' });
    expect(reload.replaced).toEqual([]);
  });

  it("keeps each game's session apart, a new launch replacing the old, and other fragment parts in place", () => {
    const tab = new Map<string, string>();
    takeLaunch(pageAt('/house/play?game=roulette&lang=en#session=r-1', tab).page);
    takeLaunch(pageAt('/house/play?game=plinko&lang=en#session=p-1', tab).page);
    expect(takeLaunch(pageAt('/house/play?game=roulette&lang=en', tab).page).session).toBe('r-1');
    expect(takeLaunch(pageAt('/house/dice?lang=en', tab).page).session).toBeNull();

    const again = pageAt('/house/play?game=roulette&lang=en#session=r-2&x=1', tab);
    expect(takeLaunch(again.page).session).toBe('r-2');
    expect(again.replaced).toEqual(['/house/play?game=roulette&lang=en#x=1']);
    expect(takeLaunch(pageAt('/house/play?game=roulette&lang=en', tab).page).session).toBe('r-2');
  });

  it('plays on from memory where the browser refuses storage', () => {
    const refusing = pageAt('/house/slot?lang=en#session=tok-2', null);
    refusing.page.storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(takeLaunch(refusing.page).session).toBe('tok-2');
    expect(refusing.replaced).toEqual(['/house/slot?lang=en']);
  });
});
