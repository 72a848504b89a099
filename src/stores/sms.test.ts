import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../lib/api/failure.ts';
import { $messages } from './messages.ts';
import { createSmsButton } from './sms.ts';
import { $warning, dismissWarning } from './warning.ts';

beforeEach(() => {
  vi.useFakeTimers();
  $messages.set({ 'account.network': 'Network link abnormal.' });
  dismissWarning();
});
afterEach(() => vi.useRealTimers());

describe('the SMS button (SPEC §4)', () => {
  it('goes sms -> loading -> countdown -> sms', async () => {
    const button = createSmsButton();
    let answer: (seconds: number) => void = () => undefined;
    const sending = button.send(() => new Promise<number>((resolve) => (answer = resolve)));
    expect(button.$state.get()).toEqual({ phase: 'sending' });
    answer(60);
    expect(await sending).toBe(true);
    expect(button.$state.get()).toEqual({ phase: 'waiting', seconds: 60 });
    vi.advanceTimersByTime(1000);
    expect(button.$state.get()).toEqual({ phase: 'waiting', seconds: 59 });
    vi.advanceTimersByTime(58_000);
    expect(button.$state.get()).toEqual({ phase: 'waiting', seconds: 1 });
    vi.advanceTimersByTime(1000);
    expect(button.$state.get()).toEqual({ phase: 'ready' });
  });

  it('ignores presses while sending or counting down', async () => {
    const button = createSmsButton();
    const request = vi.fn(async () => 60);
    await button.send(request);
    expect(await button.send(request)).toBe(false);
    expect(request).toHaveBeenCalledOnce();
  });

  it('returns to sms at once when sending fails and shows the server message in the warning dialog', async () => {
    const button = createSmsButton();
    const sent = await button.send(async () => Promise.reject(new ApiFailure('TOO_MANY_REQUESTS', { message: 'Too many requests.' })));
    expect(sent).toBe(false);
    expect(button.$state.get()).toEqual({ phase: 'ready' });
    expect($warning.get()).toBe('Too many requests.');
  });

  it('falls back to the network message when the server gave none', async () => {
    const button = createSmsButton();
    await button.send(async () => Promise.reject(new TypeError('offline')));
    expect($warning.get()).toBe('Network link abnormal.');
  });

  it('counts the recovery form down for the code lifetime', async () => {
    const button = createSmsButton();
    await button.send(async () => 5 * 60);
    expect(button.$state.get()).toEqual({ phase: 'waiting', seconds: 300 });
    button.reset();
    expect(button.$state.get()).toEqual({ phase: 'ready' });
  });
});
