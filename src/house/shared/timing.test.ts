import { describe, expect, it } from 'vitest';
import type { ScheduledRound } from '../../contract/house.ts';
import { formatCountdown, secondsLeft } from './clock.ts';
import { roundToReveal, revealMs } from './reveal.ts';
import { bettingOpen, countdownTarget, nextPollDelay } from './round-timing.ts';

const hash = 'a'.repeat(64);
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 6, 0, seconds)).toISOString();
const now = Date.parse(at(0));

function round(phase: ScheduledRound['phase'], overrides: Partial<ScheduledRound> = {}): ScheduledRound {
  return {
    roundId: 'D-1',
    phase,
    opensAt: at(-30),
    closesAt: at(20),
    settlesAt: at(40),
    serverSeedHash: hash,
    serverSeed: null,
    sides: null,
    markets: [],
    outcome: null,
    ...overrides,
  };
}

describe('countdowns', () => {
  it('rounds the seconds left up and never below zero', () => {
    expect(secondsLeft(at(20), now)).toBe(20);
    expect(secondsLeft(at(20), now + 19_001)).toBe(1);
    expect(secondsLeft(at(20), now + 25_000)).toBe(0);
    expect(secondsLeft('not a time', now)).toBe(0);
  });

  it('writes m:ss, and h:mm:ss from an hour', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(3600 + 62)).toBe('1:01:02');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('counts to the close while betting and to the result while running', () => {
    expect(countdownTarget(round('betting'))).toEqual({ until: at(20), label: 'house.round.closesIn' });
    expect(countdownTarget(round('running'))).toEqual({ until: at(40), label: 'house.round.resultIn' });
    expect(countdownTarget(round('settled'))).toBeNull();
    expect(countdownTarget(null)).toBeNull();
  });
});

describe('betting window', () => {
  it('is open only while betting and before the close on the server clock', () => {
    expect(bettingOpen(round('betting'), now)).toBe(true);
    expect(bettingOpen(round('betting'), now + 20_000)).toBe(false);
    expect(bettingOpen(round('running'), now)).toBe(false);
    expect(bettingOpen(null, now)).toBe(false);
  });
});

describe('polling', () => {
  it('asks again just after the next phase change, within bounds', () => {
    expect(nextPollDelay(round('betting'), now)).toBe(5000);
    expect(nextPollDelay(round('betting'), now + 18_000)).toBe(2300);
    expect(nextPollDelay(round('running'), now + 39_000)).toBe(1300);
    expect(nextPollDelay(round('running'), now + 60_000)).toBe(500);
    expect(nextPollDelay(round('settled'), now)).toBe(2000);
    expect(nextPollDelay(null, now)).toBe(2000);
  });
});

describe('result reveal', () => {
  const derby = { game: 'derby' as const, winner: 'meron' as const };
  it('shows a settled current round, or the previous result while it is fresh', () => {
    const settled = round('settled', { outcome: derby });
    expect(roundToReveal(settled, null, now)).toBe(settled);
    const previous = round('settled', { roundId: 'D-0', settlesAt: at(-2), outcome: derby });
    expect(roundToReveal(round('betting'), previous, now)).toBe(previous);
    expect(roundToReveal(round('betting'), previous, Date.parse(at(-2)) + revealMs + 1)).toBeNull();
    expect(roundToReveal(round('betting'), null, now)).toBeNull();
  });
});
