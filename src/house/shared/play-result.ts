import { betResultOf } from '../../contract/games.ts';
import type { Text } from './text.ts';

export type PlayResultKind = 'won' | 'lost' | 'even';

/**
 * A settled play as the betting record words it (betResultOf): by the member's net result, so a
 * spin that pays 0.10 on a 1.00 stake lost, and one that pays the stake back is even.
 */
export function playResultOf(play: { stake: number; payout: number }): PlayResultKind {
  const result = betResultOf({ status: play.payout > 0 ? 'won' : 'lost', winLoss: play.payout - play.stake });
  return result === 'won' || result === 'even' ? result : 'lost';
}

export const resultClass = (result: PlayResultKind): string => `house-status house-status--${result === 'won' ? 'win' : result === 'even' ? 'even' : 'loss'}`;

/** The game's own words for a win (with {{amount}}, the payout) and for a play that paid nothing. */
export interface ResultWords {
  won: string;
  nothing: string;
}

/** The status line under a settled play: its class and its text in the page's language. */
export function resultLine(
  play: { stake: number; payout: number },
  words: ResultWords,
  t: Text,
  money: (amount: number) => string,
): { className: string; text: string } {
  const result = playResultOf(play);
  const amount = money(play.payout);
  const text =
    result === 'won'
      ? t(words.won, { amount })
      : result === 'even'
        ? t('house.common.resultEven', { amount })
        : play.payout > 0
          ? t('house.common.resultShort', { amount })
          : t(words.nothing);
  return { className: resultClass(result), text };
}
