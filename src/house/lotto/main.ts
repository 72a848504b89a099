import { housePaths, openedNumbersSchema, type ScheduledRound } from '../../contract/house.ts';
import { byId, el } from '../shared/dom.ts';
import { openFrame } from '../shared/frame.ts';
import { roundToReveal } from '../shared/reveal.ts';
import { outcomeText } from '../shared/outcome-text.ts';
import { runRounds, type RoundView } from '../shared/rounds.ts';
import { lottoKinds, lottoPick, parseLottoPick, twoDigits, type LottoKind } from '../../rules/lotto.ts';
import { toggleNumber } from './picks.ts';

const frame = openFrame('lotto');
const { t, api } = frame;
const board = byId('lotto-board');
const kindButtons = [...document.querySelectorAll<HTMLButtonElement>('[data-kind]')];
let kind: LottoKind = 'any';
let selected: number[] = [];
let drawnRound = '';

function showSelection(): void {
  for (const button of board.querySelectorAll<HTMLButtonElement>('[data-number]')) {
    button.setAttribute('aria-pressed', String(selected.includes(Number(button.dataset.number))));
  }
  for (const button of kindButtons) button.setAttribute('aria-pressed', String(button.dataset.kind === kind));
  rounds.choiceChanged();
}

function showBalls(round: ScheduledRound | null): void {
  const outcome = round?.outcome;
  const key = round && outcome?.game === 'lotto' ? round.roundId : '';
  if (key === drawnRound) return;
  drawnRound = key;
  const numbers = outcome?.game === 'lotto' ? outcome.numbers : [];
  byId('lotto-balls').replaceChildren(
    ...numbers.map((number, index) =>
      el('li', { class: `lotto__ball${index === 0 ? ' lotto__ball--first' : ''}`, style: `animation-delay: ${index * 0.35}s` }, [twoDigits(number)]),
    ),
  );
}

async function loadRecent(): Promise<void> {
  try {
    const opened = await api.get(`${housePaths.openedNumbers}?limitNum=10`, openedNumbersSchema);
    byId('lotto-recent').replaceChildren(
      ...opened.list.map((draw) =>
        el('li', {}, [
          el('time', { datetime: draw.openedAt }, [frame.time(draw.openedAt)]),
          ...draw.numbers.map((number) => el('span', { class: 'lotto__mini' }, [twoDigits(number)])),
        ]),
      ),
    );
  } catch (error) {
    frame.showError(error);
  }
}

const pickLabel = (pick: string) => {
  const parsed = parseLottoPick(pick);
  return parsed ? t(`house.lotto.pick.${parsed.kind}`, { number: twoDigits(parsed.number) }) : pick;
};

const view: RoundView = {
  game: 'lotto',
  show(current, previous, serverNow) {
    const revealed = roundToReveal(current, previous, serverNow) ?? previous;
    const before = drawnRound;
    showBalls(revealed);
    if (drawnRound !== before) void loadRecent();
  },
  showMarkets(markets) {
    for (const market of markets) {
      const odds = document.querySelector(`[data-odds="${market.pick}"]`);
      if (odds) odds.textContent = `× ${market.odds}`;
    }
    selected = [];
    showSelection();
  },
  picks: () => selected.map((number) => lottoPick(kind, number)),
  pickLabel,
  outcomeText: (outcome) => outcomeText(outcome, t),
};

board.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-number]') : null;
  if (!button) return;
  selected = toggleNumber(selected, Number(button.dataset.number));
  showSelection();
});
// Arrow keys walk the 10 × 10 board, so a keyboard reaches 99 without a hundred tabs.
board.addEventListener('keydown', (event) => {
  const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 10, ArrowUp: -10 }[event.key];
  const current = event.target instanceof HTMLElement ? Number(event.target.dataset.number) : Number.NaN;
  if (step === undefined || !Number.isInteger(current)) return;
  const next = board.querySelector<HTMLButtonElement>(`[data-number="${(current + step + 100) % 100}"]`);
  if (!next) return;
  event.preventDefault();
  next.focus();
});
for (const button of kindButtons) {
  button.addEventListener('click', () => {
    kind = lottoKinds.find((value) => value === button.dataset.kind) ?? 'any';
    showSelection();
  });
}
byId('lotto-clear').addEventListener('click', () => {
  selected = [];
  showSelection();
});
byId('lotto-lucky').addEventListener('click', () => {
  let lucky: number[] = [];
  while (lucky.length < 3) lucky = toggleNumber(lucky, Math.floor(Math.random() * 100));
  selected = lucky;
  showSelection();
});

const rounds = runRounds(frame, view);
// The lottery launch opens the betting view or the lobby; betting goes straight to the numbers.
if (new URLSearchParams(location.search).get('view') === 'betting') board.querySelector<HTMLButtonElement>('[data-number]')?.focus();
