import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json' with { type: 'json' };
import { playResultOf, resultLine } from './play-result.ts';
import { textFor } from './text.ts';

const t = textFor({ en }, 'en');
const money = (amount: number) => amount.toFixed(2);
const slotWords = { won: 'house.slot.won', nothing: 'house.slot.noWin' };

describe('a settled play as the betting record words it', () => {
  it('is won only when it paid more than the stake', () => {
    expect(playResultOf({ stake: 1, payout: 1.5 })).toBe('won');
    expect(playResultOf({ stake: 1, payout: 0.1 })).toBe('lost');
    expect(playResultOf({ stake: 1, payout: 1 })).toBe('even');
    expect(playResultOf({ stake: 1, payout: 0 })).toBe('lost');
  });

  it('does not call a spin that paid back less than its stake a win', () => {
    expect(resultLine({ stake: 1, payout: 0.1 }, slotWords, t, money)).toEqual({
      className: 'house-status house-status--loss',
      text: 'Paid 0.10, less than your stake.',
    });
  });

  it('says even when the payout is the stake', () => {
    expect(resultLine({ stake: 2, payout: 2 }, slotWords, t, money)).toEqual({
      className: 'house-status house-status--even',
      text: 'Even: your stake of 2.00 came back.',
    });
  });

  it("uses the game's own words for a win and for a play that paid nothing", () => {
    expect(resultLine({ stake: 1, payout: 2.5 }, slotWords, t, money)).toEqual({ className: 'house-status house-status--win', text: 'You won 2.50!' });
    expect(resultLine({ stake: 1, payout: 0 }, { won: 'house.dice.won', nothing: 'house.dice.lost' }, t, money)).toEqual({
      className: 'house-status house-status--loss',
      text: 'Not this time.',
    });
  });
});
