import { gameStateSchema, historySchema, housePath, housePaths, playResultSchema } from '../../contract/house.ts';
import { actionKeys } from '../../lib/idempotency.ts';
import { HouseError } from '../shared/api.ts';
import { byId } from '../shared/dom.ts';
import { openFrame, type HistoryEntry } from '../shared/frame.ts';
import { outcomeText } from '../shared/outcome-text.ts';
import { playFailed, showSeeds, wireSeedRotation } from '../shared/personal.ts';
import { wireStake } from '../shared/stake-control.ts';
import { diceMultiplier, winChancePercent, winZone, type DiceDirection } from '../../rules/dice.ts';
import { resultLine } from '../shared/play-result.ts';

const frame = openFrame('dice');
const { t, api } = frame;
const stake = wireStake();
const rollButton = byId<HTMLButtonElement>('dice-roll-button');
const slider = byId<HTMLInputElement>('dice-target');
const rollOutput = byId('dice-roll');
const status = byId('dice-status');
const marker = byId('dice-marker');
const panel = rollOutput.closest('.dice');
const directionButtons = [...document.querySelectorAll<HTMLButtonElement>('[data-direction]')];
const keys = actionKeys();
let direction: DiceDirection = 'under';
let rolling = false;
const number = new Intl.NumberFormat(document.documentElement.lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const multiplier = new Intl.NumberFormat(document.documentElement.lang, { minimumFractionDigits: 2, maximumFractionDigits: 4 });

const target = () => Number(slider.value);

function showChoice(): void {
  byId('dice-target-value').textContent = slider.value;
  for (const button of directionButtons) button.setAttribute('aria-pressed', String(button.dataset.direction === direction));
  const bet = { target: target(), direction };
  const zone = winZone(bet);
  const zoneBox = byId('dice-zone');
  zoneBox.style.left = `${zone.left}%`;
  zoneBox.style.width = `${zone.width}%`;
  byId('dice-chance').textContent = t('house.dice.chance', {
    chance: number.format(winChancePercent(bet)),
    multiplier: multiplier.format(diceMultiplier(bet)),
  });
}

function describeRound(entry: HistoryEntry): string {
  return entry.outcome ? outcomeText(entry.outcome, t) : entry.roundId;
}

async function loadHistory(): Promise<void> {
  const history = await api.get(housePath(housePaths.history, 'dice'), historySchema);
  frame.showHistory(history.rounds, describeRound);
}

async function roll(): Promise<void> {
  if (rolling) return;
  rolling = true;
  rollButton.disabled = true;
  frame.clearError();
  status.textContent = t('house.dice.rolling');
  status.className = 'house-status';
  panel?.classList.add('dice--rolling');
  const body = { amount: stake.value(), target: target(), direction };
  try {
    const result = await api.post(housePaths.roll, { ...body, idempotencyKey: keys.keyFor(body) }, playResultSchema);
    keys.done();
    if (result.outcome.game !== 'dice') throw new HouseError('UNREADABLE');
    const value = result.outcome.roll;
    rollOutput.textContent = number.format(value);
    marker.hidden = false;
    marker.style.left = `${value}%`;
    const line = resultLine({ stake: result.amount, payout: result.payout }, { won: 'house.dice.won', nothing: 'house.dice.lost' }, t, frame.money);
    status.className = line.className;
    status.textContent = line.text;
    frame.showBalance(result.balance);
    frame.showFairness(result.serverSeedHash, result.nonce + 1);
    await loadHistory();
  } catch (error) {
    status.textContent = '';
    playFailed(frame, 'dice', keys, error);
  } finally {
    panel?.classList.remove('dice--rolling');
    rolling = false;
    rollButton.disabled = false;
  }
}

async function start(): Promise<void> {
  try {
    const state = await api.get(housePath(housePaths.state, 'dice'), gameStateSchema);
    frame.showBalance(state.balance);
    stake.setLimits(state.limits);
    if (state.fairness) showSeeds(frame, 'dice', state.fairness);
    rollButton.disabled = false;
    await loadHistory();
  } catch (error) {
    frame.showError(error);
  }
}

slider.addEventListener('input', showChoice);
for (const button of directionButtons) {
  button.addEventListener('click', () => {
    direction = button.dataset.direction === 'over' ? 'over' : 'under';
    showChoice();
  });
}
rollButton.addEventListener('click', () => void roll());
wireSeedRotation(frame, 'dice', () => void start());
showChoice();
void start();
