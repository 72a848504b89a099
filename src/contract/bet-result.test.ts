import { describe, expect, it } from 'vitest';
import { betResultKey } from './games.ts';

describe('the betting record result label', () => {
  it('words a settled bet by the net result, not by whether anything was paid', () => {
    expect(betResultKey({ status: 'won', winLoss: -0.9 })).toBe('bets.status.lost');
    expect(betResultKey({ status: 'won', winLoss: 0 })).toBe('bets.status.even');
    expect(betResultKey({ status: 'won', winLoss: 4 })).toBe('bets.status.won');
    expect(betResultKey({ status: 'lost', winLoss: -1 })).toBe('bets.status.lost');
  });

  it('keeps open and cancelled bets as they are', () => {
    expect(betResultKey({ status: 'open', winLoss: -1 })).toBe('bets.status.open');
    expect(betResultKey({ status: 'void', winLoss: 0 })).toBe('bets.status.void');
  });
});
