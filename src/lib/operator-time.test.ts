import { describe, expect, it } from 'vitest';
import { differsFromReader, operatorDay, operatorPeriod, zonePlace } from './operator-time.ts';

describe("the operator's calendar", () => {
  // A promotion of January 2026 in Manila: from its first midnight to the first midnight after it.
  const start = new Date('2025-12-31T16:00:00Z');
  const end = new Date('2026-01-31T16:00:00Z');

  it("names a period's days as the operator means them, wherever the reader is", () => {
    expect(operatorPeriod('en', start, end, 'Asia/Manila')).toEqual({ start: 'Jan 1, 2026', end: 'Jan 31, 2026' });
    expect(operatorPeriod('pt', start, end, 'Asia/Manila')).toEqual({ start: '1 de jan. de 2026', end: '31 de jan. de 2026' });
    // The same instants on another operator's calendar are other days.
    expect(operatorDay('en', start, 'UTC')).toBe('Dec 31, 2025');
  });

  it("tells whether the reader's clock reads differently, by offset at that instant", () => {
    expect(differsFromReader('Asia/Manila', start, 'America/New_York')).toBe(true);
    expect(differsFromReader('Asia/Manila', start, 'Asia/Manila')).toBe(false);
    // Another zone of the same offset reads the same clock.
    expect(differsFromReader('Asia/Manila', start, 'Asia/Singapore')).toBe(false);
    // London reads UTC in January but not in July.
    expect(differsFromReader('UTC', start, 'Europe/London')).toBe(false);
    expect(differsFromReader('UTC', new Date('2026-07-01T00:00:00Z'), 'Europe/London')).toBe(true);
  });

  it('names a zone by its place', () => {
    expect(zonePlace('Asia/Manila')).toBe('Manila');
    expect(zonePlace('America/Sao_Paulo')).toBe('Sao Paulo');
    expect(zonePlace('UTC')).toBe('UTC');
  });
});
