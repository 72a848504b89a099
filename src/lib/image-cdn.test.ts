import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A sessionStorage of plain values, as the browser keeps it for the tab. */
function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

function answering(value: unknown) {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (path: string) => {
    paths.push(path);
    return new Response(JSON.stringify(value === null ? { success: false, code: 'INTERNAL', message: 'x' } : { success: true, value }));
  });
  return paths;
}

describe('the image CDN of a session', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    vi.resetModules();
    storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('picks one CDN of the list at random, without its trailing slash', async () => {
    const { pickCdn } = await import('./image-cdn.ts');
    const list = ['https://a.example/', 'https://b.example', 'https://c.example//'];
    expect(pickCdn(list, () => 0)).toBe('https://a.example');
    expect(pickCdn(list, () => 0.5)).toBe('https://b.example');
    expect(pickCdn(list, () => 0.999)).toBe('https://c.example');
    expect(pickCdn([], () => 0.5)).toBeNull();
  });

  it('moves our own files onto the CDN and leaves other addresses alone', async () => {
    const { onCdn } = await import('./image-cdn.ts');
    expect(onCdn('/art/games/slot.svg', 'https://img.example')).toBe('https://img.example/art/games/slot.svg');
    expect(onCdn('/art/games/slot.svg', null)).toBe('/art/games/slot.svg');
    expect(onCdn('https://studio.example/t.png', 'https://img.example')).toBe('https://studio.example/t.png');
    expect(onCdn('//studio.example/t.png', 'https://img.example')).toBe('//studio.example/t.png');
    expect(onCdn('data:image/png;base64,AA==', 'https://img.example')).toBe('data:image/png;base64,AA==');
  });

  it('asks once per session and keeps the answer with its pick', async () => {
    const paths = answering({ domainList: [], imageCDNs: ['https://a.example', 'https://b.example'], launchGameCDNs: [] });
    vi.spyOn(Math, 'random').mockReturnValue(0.7);
    const { imageCdn } = await import('./image-cdn.ts');
    expect(await Promise.all([imageCdn(), imageCdn()])).toEqual(['https://b.example', 'https://b.example']);
    expect(paths).toEqual(['/wps/system/routers']);
    expect(JSON.parse(storage.values.get('routers') ?? '')).toMatchObject({ imageCDN: 'https://b.example' });

    // The next page of the session: a fresh module, the same pick, no call.
    vi.resetModules();
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const next = await import('./image-cdn.ts');
    expect(await next.imageCdn()).toBe('https://b.example');
    expect(paths).toHaveLength(1);
  });

  it('uses our own origin when the list is empty or the call fails, and asks again after a failure', async () => {
    let paths = answering(null);
    const { imageCdn } = await import('./image-cdn.ts');
    expect(await imageCdn()).toBeNull();
    expect(storage.values.has('routers')).toBe(false);
    paths = answering({ domainList: [], imageCDNs: [], launchGameCDNs: [] });
    expect(await imageCdn()).toBeNull();
    expect(paths).toEqual(['/wps/system/routers']);
    expect(JSON.parse(storage.values.get('routers') ?? '')).toMatchObject({ imageCDN: null });
  });
});
