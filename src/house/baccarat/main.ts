import type { Outcome } from '../../contract/house.ts';
import { byId, el } from '../shared/dom.ts';
import { openFrame } from '../shared/frame.ts';
import { roundToReveal } from '../shared/reveal.ts';
import { outcomeText, pickText } from '../shared/outcome-text.ts';
import { pickButtons, runRounds, type RoundView } from '../shared/rounds.ts';
import { dealOrder, parseCard } from './cards.ts';

type BaccaratOutcome = Extract<Outcome, { game: 'baccarat' }>;

const frame = openFrame('baccarat');
const { t } = frame;
const banner = byId('baccarat-banner');
const dealGapMs = 600;
let chosen: string | null = null;
let tableRound = '';
let dealing: ReturnType<typeof setTimeout>[] = [];

const pickLabel = (pick: string) => pickText('baccarat', pick, t);

function cardElement(text: string): HTMLElement {
  const card = parseCard(text);
  if (!card) return el('li', { class: 'baccarat__card' }, [text]);
  const name = t('house.baccarat.card', { rank: card.rank, suit: t(`house.baccarat.suit.${card.suit}`) });
  return el('li', { class: `baccarat__card${card.red ? ' baccarat__card--red' : ''}`, 'aria-label': name }, [
    el('span', { 'aria-hidden': 'true' }, [card.rank]),
    el('span', { class: 'baccarat__card-sign', 'aria-hidden': 'true' }, [card.sign]),
  ]);
}

function clearTable(): void {
  dealing.forEach(clearTimeout);
  dealing = [];
  byId('baccarat-player').replaceChildren();
  byId('baccarat-banker').replaceChildren();
  byId('baccarat-player-total').textContent = '';
  byId('baccarat-banker-total').textContent = '';
  banner.hidden = true;
}

/** Cards come out one by one in the shoe's order; the totals and the winner follow the last card. */
function deal(outcome: BaccaratOutcome): void {
  clearTable();
  const order = dealOrder(outcome.player, outcome.banker);
  order.forEach((step, index) => {
    dealing.push(setTimeout(() => byId(`baccarat-${step.hand}`).append(cardElement(step.card)), index * dealGapMs));
  });
  dealing.push(
    setTimeout(() => {
      byId('baccarat-player-total').textContent = String(outcome.playerTotal);
      byId('baccarat-banker-total').textContent = String(outcome.bankerTotal);
      banner.textContent = outcomeText(outcome, t);
      banner.hidden = false;
    }, order.length * dealGapMs),
  );
}

const view: RoundView = {
  game: 'baccarat',
  show(current, previous, serverNow) {
    const revealed = roundToReveal(current, previous, serverNow);
    const id = revealed?.outcome?.game === 'baccarat' ? revealed.roundId : '';
    if (id === tableRound) return;
    tableRound = id;
    if (revealed?.outcome?.game === 'baccarat') deal(revealed.outcome);
    else clearTable();
  },
  showMarkets(markets) {
    pickButtons(
      byId('baccarat-picks'),
      markets,
      pickLabel,
      (pick) => {
        chosen = pick;
        rounds.choiceChanged();
      },
      chosen,
    );
  },
  picks: () => (chosen ? [chosen] : []),
  pickLabel,
  outcomeText: (outcome) => outcomeText(outcome, t),
};

const rounds = runRounds(frame, view);
