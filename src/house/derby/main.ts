import type { ScheduledRound } from '../../contract/house.ts';
import { byId } from '../shared/dom.ts';
import { openFrame } from '../shared/frame.ts';
import { roundToReveal } from '../shared/reveal.ts';
import { outcomeText, pickText } from '../shared/outcome-text.ts';
import { pickButtons, runRounds, type RoundView } from '../shared/rounds.ts';

const frame = openFrame('derby');
const { t } = frame;
const arena = byId('derby-arena');
const banner = byId('derby-banner');
let chosen: string | null = null;

const pickLabel = (pick: string) => pickText('derby', pick, t);

function showSides(round: ScheduledRound | null): void {
  byId('derby-meron').textContent = round?.sides?.home ?? '';
  byId('derby-wala').textContent = round?.sides?.away ?? '';
}

const view: RoundView = {
  game: 'derby',
  show(current, previous, serverNow) {
    const revealed = roundToReveal(current, previous, serverNow);
    // While a result is on show, the names are that fight's, not the next one's.
    showSides(revealed ?? current);
    arena.dataset.phase = revealed ? 'settled' : (current?.phase ?? 'betting');
    arena.dataset.winner = revealed?.outcome?.game === 'derby' ? revealed.outcome.winner : '';
    banner.hidden = revealed?.outcome?.game !== 'derby';
    if (revealed?.outcome?.game === 'derby') banner.textContent = outcomeText(revealed.outcome, t);
  },
  showMarkets(markets) {
    // A new fight is a new choice: meron and wala are other birds now.
    pickButtons(byId('derby-picks'), markets, pickLabel, (pick) => {
      chosen = pick;
      rounds.choiceChanged();
    });
  },
  picks: () => (chosen ? [chosen] : []),
  pickLabel,
  outcomeText: (outcome) => outcomeText(outcome, t),
};

const rounds = runRounds(frame, view);
