import { describe, expect, it } from 'vitest';
import { dealOrder, parseCard } from './baccarat/cards.ts';
import { readVerifyForm } from './fair/form.ts';
import { houseBalanceMessageType, isHouseBalanceMessage } from './frame-message.ts';
import { liveMinute, scoreAt } from './football/match.ts';
import { maxNumbersPerSlip, toggleNumber } from './lotto/picks.ts';
import { lottoPick, parseLottoPick } from '../rules/lotto.ts';
import { paylines } from '../rules/slot/paytable.ts';
import { scatterCells, winningCells } from './slot/lines.ts';

describe('slot', () => {
  it('marks the cells of each paying line up to its count', () => {
    const cells = winningCells([{ line: 3, symbol: 'BELL', count: 3, pays: 5 }], paylines);
    expect([...cells].sort()).toEqual(['0:0', '1:1', '2:2']);
    expect(winningCells([{ line: 999, symbol: 'A', count: 5, pays: 1 }], paylines).size).toBe(0);
  });

  it('marks paying scatters wherever they lie', () => {
    const reels = [
      ['A', 'SCATTER', 'K'],
      ['J', 'Q', 'K'],
      ['SCATTER', 'Q', 'K'],
      ['J', 'Q', 'K'],
      ['J', 'Q', 'SCATTER'],
    ] as const;
    const screen = reels.map((reel) => [...reel]);
    expect([...scatterCells({ reels: screen, scatterPays: 2 })].sort()).toEqual(['0:1', '2:0', '4:2']);
    expect(scatterCells({ reels: screen, scatterPays: 0 }).size).toBe(0);
  });
});

describe('lotto', () => {
  it('writes and reads picks as the wire does', () => {
    expect(lottoPick('any', 7)).toBe('any:07');
    expect(parseLottoPick('first:42')).toEqual({ kind: 'first', number: 42 });
    expect(parseLottoPick('first:4')).toBeNull();
  });

  it('toggles numbers and stops at a full slip', () => {
    expect(toggleNumber([5, 9], 7)).toEqual([5, 7, 9]);
    expect(toggleNumber([5, 7, 9], 7)).toEqual([5, 9]);
    const full = Array.from({ length: maxNumbersPerSlip }, (_, index) => index);
    expect(toggleNumber(full, 50)).toEqual(full);
  });
});

describe('baccarat', () => {
  it('reads cards and deals them in shoe order', () => {
    expect(parseCard('10H')).toEqual({ rank: '10', suit: 'H', sign: '♥', red: true });
    expect(parseCard('AS')?.red).toBe(false);
    expect(parseCard('1X')).toBeNull();
    expect(dealOrder(['2S', '3S', '4S'], ['KD', 'QD']).map((step) => `${step.hand}:${step.card}`)).toEqual([
      'player:2S',
      'banker:KD',
      'player:3S',
      'banker:QD',
      'player:4S',
    ]);
  });
});

describe('football', () => {
  it('replays the score minute by minute', () => {
    const goals = [
      { side: 'home' as const, minute: 12 },
      { side: 'away' as const, minute: 55 },
      { side: 'home' as const, minute: 88 },
    ];
    expect(scoreAt(goals, 11)).toEqual({ home: 0, away: 0 });
    expect(scoreAt(goals, 60)).toEqual({ home: 1, away: 1 });
    expect(scoreAt(goals, 90)).toEqual({ home: 2, away: 1 });
  });

  it('runs the live clock from the close to the result', () => {
    const closes = '2026-11-22T06:00:00.000Z';
    const settles = '2026-11-22T06:01:30.000Z';
    expect(liveMinute(closes, settles, Date.parse(closes) - 5000)).toBe(0);
    expect(liveMinute(closes, settles, Date.parse(closes) + 45_000)).toBe(45);
    expect(liveMinute(closes, settles, Date.parse(settles) + 1)).toBe(90);
  });
});

describe('fairness form', () => {
  const fields = { game: 'dice', serverSeed: ` ${'AB'.repeat(32)} `, hash: '', clientSeed: 'seed-1', nonce: '3' };
  it('forgives pasted spaces and capitals', () => {
    expect(readVerifyForm(fields)).toEqual({
      ok: true,
      body: { game: 'dice', serverSeed: 'ab'.repeat(32), clientSeed: 'seed-1', nonce: 3 },
      expectedHash: null,
    });
  });

  it('names the first field to correct', () => {
    expect(readVerifyForm({ ...fields, game: 'poker' })).toEqual({ ok: false, field: 'game' });
    expect(readVerifyForm({ ...fields, serverSeed: 'abc' })).toEqual({ ok: false, field: 'serverSeed' });
    expect(readVerifyForm({ ...fields, hash: 'xyz' })).toEqual({ ok: false, field: 'hash' });
    expect(readVerifyForm({ ...fields, clientSeed: 'a b' })).toEqual({ ok: false, field: 'clientSeed' });
    expect(readVerifyForm({ ...fields, nonce: '' })).toEqual({ ok: false, field: 'nonce' });
    expect(readVerifyForm({ ...fields, nonce: '1.5' })).toEqual({ ok: false, field: 'nonce' });
  });
});

describe('frame messages', () => {
  it('recognises only a well-formed balance message', () => {
    expect(isHouseBalanceMessage({ type: houseBalanceMessageType, wallet: 'real', balance: 12.5 })).toBe(true);
    expect(isHouseBalanceMessage({ type: houseBalanceMessageType, wallet: 'bonus', balance: 1 })).toBe(false);
    expect(isHouseBalanceMessage({ type: 'other', wallet: 'real', balance: 1 })).toBe(false);
    expect(isHouseBalanceMessage(null)).toBe(false);
  });
});
