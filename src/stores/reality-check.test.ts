import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { protectionPaths } from '../contract/protection.ts';
import { $framesPaused, $realityCheck, acknowledgedKey, continuePlaying, framesEvent, nextDue, startRealityCheck, stopRealityCheck } from './reality-check.ts';
import { $session, signIn } from './session.ts';
import { fakeBrowser, ok, route } from './testing/fake-browser.ts';

const start = Date.parse('2026-11-02T03:00:00Z');
const minute = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  signIn({ token: 'tok' });
});
afterEach(() => {
  stopRealityCheck();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  cleanStores($realityCheck, $session);
});

describe('the reality check', () => {
  it('falls due one interval after the later of the session start and the last "continue"', () => {
    expect(nextDue(start, 0, 30)).toBe(start + 30 * minute);
    expect(nextDue(start, start + 45 * minute, 30)).toBe(start + 75 * minute);
  });

  it('opens at the interval on the server clock, pauses frames, and after "continue" waits a full interval again', async () => {
    // The browser's clock is an hour off the server's: the schedule follows the server.
    vi.setSystemTime(start + 10 * minute - 3_600_000);
    let net = -12.5;
    const browser = fakeBrowser([
      route(protectionPaths.realityCheck, () =>
        ok({ minutes: 30, sessionStartedAt: new Date(start).toISOString(), now: new Date(start + 10 * minute).toISOString(), net }),
      ),
    ]);
    const events: boolean[] = [];
    vi.stubGlobal('dispatchEvent', (event: CustomEvent<{ paused: boolean }>) => events.push(event.type === framesEvent && event.detail.paused));
    startRealityCheck();
    await vi.advanceTimersByTimeAsync(19 * minute);
    expect($realityCheck.get().open).toBe(false);
    await vi.advanceTimersByTimeAsync(minute);
    expect($realityCheck.get()).toEqual({ open: true, minutes: 30, playedMinutes: 30, net: -12.5 });
    expect($framesPaused.get()).toBe(true);
    expect(events).toEqual([true]);

    net = 4;
    continuePlaying();
    expect($framesPaused.get()).toBe(false);
    expect(events).toEqual([true, false]);
    expect(Number(browser.storage.getItem(acknowledgedKey))).toBe(start + 30 * minute);
    await vi.advanceTimersByTimeAsync(29 * minute);
    expect($realityCheck.get().open).toBe(false);
    await vi.advanceTimersByTimeAsync(minute);
    expect($realityCheck.get()).toMatchObject({ open: true, playedMinutes: 60, net: 4 });
  });
});
