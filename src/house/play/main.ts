import { historySchema, instantPath, instantPaths, instantStateSchema, playResultSchema, type InstantState, type PlayResult } from '../../contract/house.ts';
import { actionKeys } from '../../lib/idempotency.ts';
import { HouseError } from '../shared/api.ts';
import { byId, el } from '../shared/dom.ts';
import { openFrame, type HistoryEntry } from '../shared/frame.ts';
import { showSeeds, wireSeedRotation } from '../shared/personal.ts';
import { wireStake } from '../shared/stake-control.ts';
import { detailText, paidLines, renderDetail } from './detail.ts';
import { openSea, type Sea } from './sea.ts';
import { resultLine } from '../shared/play-result.ts';

const code = new URLSearchParams(location.search).get('game') ?? '';
const frame = openFrame(code);
const { t, api, locale } = frame;
const stake = wireStake();
const playButton = byId<HTMLButtonElement>('instant-play');
const status = byId('instant-status');
const stage = byId('instant-stage');
const keys = actionKeys();
let state: InstantState | null = null;
let pick = '';
let busy = false;
let sea: Sea | null = null;

const odds = new Intl.NumberFormat(document.documentElement.lang, { maximumFractionDigits: 2 });
const symbolName = (symbol: string) => t(`house.play.symbol.${symbol}`);
const paid = byId('instant-paid');
// Each slot's drawn symbols turn to a hue of their own, from the game's code, so the slots differ at a glance.
const tint = [...code].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 0);

function showChoices(current: InstantState): void {
  if (!current.choices.some((choice) => choice.pick === pick)) pick = current.choices[0]?.pick ?? '';
  // One thing to bet on (a slot's spin) is the play button itself, not a choice beside it.
  const single = current.choices.length === 1 ? current.choices[0] : undefined;
  byId('instant-choose').hidden = single !== undefined;
  byId('instant-choices').hidden = single !== undefined;
  if (single && current.family !== 'fish') playButton.textContent = single.label[locale];
  byId('instant-choices').replaceChildren(
    ...current.choices.map((choice) => {
      const button = el('button', { type: 'button', class: 'house-btn', 'data-pick': choice.pick, 'aria-pressed': String(choice.pick === pick) }, [
        choice.label[locale],
        ...(choice.odds === null ? [] : [el('span', { class: 'instant__odds' }, [`×${odds.format(choice.odds)}`])]),
      ]);
      button.addEventListener('click', () => {
        pick = choice.pick;
        showChoices(current);
      });
      return button;
    }),
  );
}

function describeRound(entry: HistoryEntry): string {
  return entry.outcome?.game === 'instant' ? detailText(entry.outcome.detail, symbolName) : entry.roundId;
}

async function loadHistory(): Promise<void> {
  const history = await api.get(instantPath(instantPaths.history, code), historySchema);
  frame.showHistory(history.rounds, describeRound);
}

function showResult(result: PlayResult): void {
  if (result.outcome.game !== 'instant') throw new HouseError('UNREADABLE');
  const line = resultLine({ stake: result.amount, payout: result.payout }, { won: 'house.play.won', nothing: 'house.play.lost' }, t, frame.money);
  status.className = line.className;
  // At a glance: what came back, the net against the stake, and (below) what paid.
  const net = Math.round((result.payout - result.amount) * 100) / 100;
  status.replaceChildren(
    el('strong', {}, [line.text]),
    ' ',
    el('span', { class: 'instant__net', 'data-net': '' }, [
      t('house.play.net', { amount: `${net > 0 ? '+' : net < 0 ? '−' : ''}${frame.money(Math.abs(net))}` }),
    ]),
  );
  paid.replaceChildren(...paidLines(result.outcome.detail, symbolName, t).map((text) => el('li', {}, [text])));
  // The sea shows whether the shot caught its fish (anything paid); the status line says what it came to.
  const caught = result.payout > 0;
  if (sea) sea.settle(pick, caught ? t('house.play.hit', { amount: frame.money(result.payout) }) : t('house.play.miss'), caught);
  else renderDetail(stage, result.outcome.detail, symbolName, tint);
  frame.showBalance(result.balance);
  frame.showFairness(result.serverSeedHash, result.nonce + 1);
}

async function start(): Promise<void> {
  state = await api.get(instantPath(instantPaths.state, code), instantStateSchema);
  document.title = state.name[locale];
  byId('instant-name').textContent = state.name[locale];
  const title = document.querySelector('.house-bar__title');
  if (title) title.textContent = state.name[locale];
  byId('instant-rule').textContent = state.rule[locale];
  frame.showBalance(state.balance);
  showSeeds(frame, code, state.fairness);
  stake.setLimits(state.limits);
  showChoices(state);
  playButton.disabled = false;
  if (state.family === 'fish' && !sea) {
    sea = openSea(byId<HTMLCanvasElement>('instant-sea'), state.choices, (fish) => {
      pick = fish;
      if (state) showChoices(state);
      void play();
    });
    stage.hidden = true;
    playButton.textContent = t('house.play.shoot');
  }
  await loadHistory();
}

async function play(): Promise<void> {
  if (busy || !pick) return;
  busy = true;
  playButton.disabled = true;
  frame.clearError();
  status.className = 'house-status';
  status.textContent = t('house.play.playing');
  paid.replaceChildren();
  const body = { pick, amount: stake.value() };
  try {
    const result = await api.post(instantPath(instantPaths.play, code), { ...body, idempotencyKey: keys.keyFor(body) }, playResultSchema);
    keys.done();
    showResult(result);
    // A league's next match (and its odds) follows from the next play number.
    if (state?.family === 'league') await start();
    else await loadHistory();
  } catch (error) {
    status.textContent = '';
    frame.showError(error);
    if (error instanceof HouseError && error.code === 'IDEMPOTENCY_KEY_REUSED') keys.done();
  } finally {
    busy = false;
    playButton.disabled = false;
  }
}

playButton.addEventListener('click', () => void play());
wireSeedRotation(frame, code, () => void start().catch((error: unknown) => frame.showError(error)), instantPath(instantPaths.rotateSeed, code));
start().catch((error: unknown) => frame.showError(error));
