import { afterEach, describe, expect, it, vi } from 'vitest';
import { every } from './every.ts';

describe('every', () => {
  afterEach(() => vi.useRealTimers());

  it('never starts a pass while the one before runs, and stop waits for it', async () => {
    vi.useFakeTimers();
    let started = 0;
    let finish: () => void = () => {};
    const stop = every(
      10,
      () => {
        started += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      () => {},
    );
    await vi.advanceTimersByTimeAsync(35);
    expect(started).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toBe(1);
  });

  it('reports a failed pass and tries again at the next tick', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const stop = every(
      10,
      async () => {
        calls += 1;
        throw new Error(`pass ${calls}`);
      },
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(25);
    await stop();
    expect(calls).toBe(2);
    expect(errors.map((error) => (error as Error).message)).toEqual(['pass 1', 'pass 2']);
  });

  it('does nothing at 0', async () => {
    const pass = vi.fn(async () => {});
    await every(0, pass, () => {})();
    expect(pass).not.toHaveBeenCalled();
  });
});
