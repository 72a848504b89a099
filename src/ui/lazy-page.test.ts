import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyChunkTimeout, loadWithTimeout } from './lazy-page.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('lazily loaded sections (SPEC §4, §9)', () => {
  it('wait 120 seconds for their code, then fail as a chunk-load timeout', async () => {
    vi.useFakeTimers();
    expect(lazyChunkTimeout).toBe(120_000);
    const never = loadWithTimeout(() => new Promise<never>(() => undefined));
    const outcome = never.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(lazyChunkTimeout - 1);
    let settled = false;
    void never.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('timeout');
  });

  it('fail as a chunk-load error when the code does not load, and give the code when it does', async () => {
    await expect(loadWithTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toMatchObject({
      name: 'ChunkLoadError',
      reason: 'failed',
    });
    await expect(loadWithTimeout(() => Promise.resolve('code'))).resolves.toBe('code');
  });
});
