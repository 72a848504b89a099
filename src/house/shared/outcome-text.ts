import type { Outcome } from '../../contract/house.ts';
import { twoDigits } from '../../rules/lotto.ts';
import type { Text } from './text.ts';
import { detailText } from '../play/detail.ts';

/** Team names of a football round; the fairness page has none and says home and away. */
export interface Teams {
  home: string;
  away: string;
}

/** A side of a derby, baccarat or football market as the member reads it. */
export function pickText(game: Outcome['game'], pick: string, t: Text, teams?: Teams): string {
  if (game === 'football') {
    const home = teams?.home ?? t('house.football.home');
    const away = teams?.away ?? t('house.football.away');
    if (pick === '1') return t('house.football.pick.home', { team: home });
    if (pick === '2') return t('house.football.pick.away', { team: away });
    return t('house.football.pick.draw');
  }
  return t(`house.${game}.pick.${pick}`);
}

/** One outcome in words: the result line of a round, of the history and of the fairness check. */
export function outcomeText(outcome: Outcome, t: Text): string {
  switch (outcome.game) {
    case 'slot': {
      const row = (index: number) => outcome.reels.map((reel) => t(`house.slot.symbol.${reel[index] ?? 'A'}`)).join(', ');
      return t('house.slot.reelsShow', { top: row(0), middle: row(1), bottom: row(2) });
    }
    case 'dice':
      return t('house.dice.historyRoll', { roll: outcome.roll.toFixed(2) });
    case 'derby':
      return outcome.winner === 'draw' ? t('house.derby.drawResult') : t('house.derby.winner', { side: pickText('derby', outcome.winner, t) });
    case 'lotto':
      return outcome.numbers.map(twoDigits).join(' ');
    case 'baccarat':
      return outcome.winner === 'tie'
        ? t('house.baccarat.tieResult', { total: outcome.playerTotal })
        : t('house.baccarat.winner', { side: pickText('baccarat', outcome.winner, t), player: outcome.playerTotal, banker: outcome.bankerTotal });
    case 'football':
      return t('house.football.final', { home: outcome.homeGoals, away: outcome.awayGoals });
    case 'instant':
      return detailText(outcome.detail, (symbol) => t(`house.play.symbol.${symbol}`));
  }
}
