import { gameStateSchema, historySchema, housePath, housePaths, playResultSchema, slotSymbols, type Outcome, type PlayResult } from '../../contract/house.ts';
import { actionKeys } from '../../lib/idempotency.ts';
// The engine's own line geometry, so the page highlights exactly the lines the server paid.
import { paylines as slotPaylines } from '../../rules/slot/paytable.ts';
import { HouseError } from '../shared/api.ts';
import { byId, el } from '../shared/dom.ts';
import { openFrame, type HistoryEntry } from '../shared/frame.ts';
import { outcomeText } from '../shared/outcome-text.ts';
import { playFailed, showSeeds, wireSeedRotation } from '../shared/personal.ts';
import { wireStake } from '../shared/stake-control.ts';
import { scatterCells, winningCells } from './lines.ts';
import { resultLine } from '../shared/play-result.ts';

type SlotOutcome = Extract<Outcome, { game: 'slot' }>;

const frame = openFrame('slot');
const { t, api } = frame;
const stake = wireStake();
const spinButton = byId<HTMLButtonElement>('slot-spin');
const status = byId('slot-status');
const reelsBox = byId('slot-reels');
const reels = [...reelsBox.querySelectorAll<HTMLElement>('[data-reel]')];
const keys = actionKeys();
/** A spin shorter than this would not read as a spin; the server usually answers sooner. */
const minimumSpinMs = 700;
const reelStopGapMs = 160;
let spinning = false;

const symbolName = (symbol: string) => t(`house.slot.symbol.${symbol}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function paint(reel: HTMLElement, symbols: readonly string[]): void {
  reel.querySelectorAll('use').forEach((use, row) => use.setAttribute('href', `#slot-${symbols[row] ?? 'A'}`));
}

function describeReels(outcome: SlotOutcome): void {
  reelsBox.setAttribute('aria-label', outcomeText(outcome, t));
}

function highlight(outcome: SlotOutcome | null): void {
  const cells = outcome ? new Set([...winningCells(outcome.lines, slotPaylines), ...scatterCells(outcome)]) : new Set<string>();
  for (const cell of reelsBox.querySelectorAll<HTMLElement>('[data-cell]')) {
    const won = cells.has(cell.dataset.cell ?? '');
    cell.classList.toggle('slot__cell--win', won);
    cell.classList.toggle('slot__cell--dim', cells.size > 0 && !won);
  }
}

function showWins(outcome: SlotOutcome, result: Pick<PlayResult, 'amount' | 'payout'>): void {
  const lineBet = result.amount / slotPaylines.length;
  byId('slot-wins').replaceChildren(
    ...outcome.lines.map((line) =>
      el('li', {}, [
        t('house.slot.lineWin', { line: line.line + 1, count: line.count, symbol: symbolName(line.symbol), amount: frame.money(line.pays * lineBet) }),
      ]),
    ),
    ...(outcome.scatterPays > 0 ? [el('li', {}, [t('house.slot.scatterWin', { amount: frame.money(outcome.scatterPays * result.amount) })])] : []),
  );
  const line = resultLine({ stake: result.amount, payout: result.payout }, { won: 'house.slot.won', nothing: 'house.slot.noWin' }, t, frame.money);
  status.className = line.className;
  status.textContent = line.text;
}

function describeRound(entry: HistoryEntry): string {
  const outcome = entry.outcome;
  if (outcome?.game !== 'slot') return entry.roundId;
  return outcome.lines.length > 0 || outcome.scatterPays > 0 ? t('house.slot.historyWin', { multiplier: outcome.multiplier }) : t('house.slot.historyNoWin');
}

async function loadHistory(): Promise<void> {
  const history = await api.get(housePath(housePaths.history, 'slot'), historySchema);
  frame.showHistory(history.rounds, describeRound);
}

/** Reels blur with random faces until the answer comes, then stop one by one from the left. */
async function spin(): Promise<void> {
  if (spinning) return;
  spinning = true;
  spinButton.disabled = true;
  frame.clearError();
  highlight(null);
  byId('slot-wins').replaceChildren();
  status.textContent = t('house.slot.spinning');
  status.className = 'house-status';
  const amount = stake.value();
  const blur = setInterval(() => {
    for (const reel of reels)
      paint(
        reel,
        [0, 1, 2].map(() => slotSymbols[Math.floor(Math.random() * slotSymbols.length)] ?? 'A'),
      );
  }, 90);
  reels.forEach((reel) => reel.classList.add('slot__reel--spinning'));
  try {
    const [result] = await Promise.all([
      api.post(housePaths.spin, { amount, idempotencyKey: keys.keyFor({ amount }) }, playResultSchema),
      sleep(minimumSpinMs),
    ]);
    keys.done();
    clearInterval(blur);
    const outcome = result.outcome;
    if (outcome.game !== 'slot') throw new HouseError('UNREADABLE');
    for (const [index, reel] of reels.entries()) {
      paint(reel, outcome.reels[index] ?? []);
      reel.classList.remove('slot__reel--spinning');
      await sleep(reelStopGapMs);
    }
    describeReels(outcome);
    highlight(outcome);
    showWins(outcome, result);
    frame.showBalance(result.balance);
    frame.showFairness(result.serverSeedHash, result.nonce + 1);
    await loadHistory();
  } catch (error) {
    clearInterval(blur);
    reels.forEach((reel) => reel.classList.remove('slot__reel--spinning'));
    status.textContent = '';
    playFailed(frame, 'slot', keys, error);
  } finally {
    spinning = false;
    spinButton.disabled = false;
  }
}

async function start(): Promise<void> {
  try {
    const state = await api.get(housePath(housePaths.state, 'slot'), gameStateSchema);
    frame.showBalance(state.balance);
    stake.setLimits(state.limits);
    if (state.fairness) showSeeds(frame, 'slot', state.fairness);
    spinButton.disabled = false;
    const history = await api.get(housePath(housePaths.history, 'slot'), historySchema);
    frame.showHistory(history.rounds, describeRound);
    // Reload shows the last spin again: the screen a member left is the screen they come back to.
    const last = history.rounds[0];
    if (last?.outcome?.game === 'slot') {
      reels.forEach((reel, index) => paint(reel, last.outcome?.game === 'slot' ? (last.outcome.reels[index] ?? []) : []));
      describeReels(last.outcome);
      highlight(last.outcome);
    }
  } catch (error) {
    frame.showError(error);
  }
}

spinButton.addEventListener('click', () => void spin());
document.addEventListener('keydown', (event) => {
  const target = event.target;
  const typing = target instanceof HTMLInputElement || target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement;
  if (event.code === 'Space' && !typing && !spinButton.disabled) {
    event.preventDefault();
    void spin();
  }
});
wireSeedRotation(frame, 'slot', () => void start());
void start();
