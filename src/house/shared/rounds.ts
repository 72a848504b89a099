import type { z } from 'zod';
import {
  betResultSchema,
  gameStateSchema,
  historySchema,
  housePath,
  housePaths,
  type GameState,
  type HouseBet,
  type marketSchema,
  type Outcome,
  type ScheduledGame,
  type ScheduledRound,
} from '../../contract/house.ts';
import { formatCountdown, secondsLeft } from './clock.ts';
import { HouseError } from './api.ts';
import { byId, el } from './dom.ts';
import type { HistoryEntry, HouseFrame } from './frame.ts';
import { bettingOpen, countdownTarget, nextPollDelay } from './round-timing.ts';
import { wireStake } from './stake-control.ts';
import { playResultOf, resultClass } from './play-result.ts';

export type Market = z.infer<typeof marketSchema>;

/** What a scheduled game draws itself; the betting, timing and records around it are shared. */
export interface RoundView {
  game: ScheduledGame;
  /** Draws the table for the round now and the last settled one (its result). */
  show(current: ScheduledRound | null, previous: ScheduledRound | null, serverNow: number): void;
  /** A new round opened: make its pick controls. */
  showMarkets(markets: readonly Market[], round: ScheduledRound): void;
  /** The picks the member has chosen, in the wire's form ("meron", "any:07"); one bet each. */
  picks(): readonly string[];
  pickLabel(pick: string): string;
  outcomeText(outcome: Outcome): string;
}

/** Runs a scheduled game: polls the round, counts down on the server's clock, takes bets, shows results. */
export function runRounds(frame: HouseFrame, view: RoundView): { choiceChanged(): void } {
  const { t, api } = frame;
  const stake = wireStake();
  const betButton = byId<HTMLButtonElement>('round-bet');
  // One key per bet of an action (the lottery bets several numbers at once), kept until the server answers.
  const keys = new Map<string, string>();
  const keyFor = (details: unknown) => {
    const signature = JSON.stringify(details);
    const key = keys.get(signature) ?? crypto.randomUUID();
    keys.set(signature, key);
    return key;
  };
  let state: GameState | null = null;
  let shownRound = '';
  let settledRound = '';
  let placing = false;
  let refreshFailed = false;
  let poll: ReturnType<typeof setTimeout> | undefined;

  const now = () => api.serverNow() ?? Date.now();

  const betLine = (bet: HouseBet) =>
    t('house.round.betLine', {
      pick: view.pickLabel(bet.pick),
      amount: frame.money(bet.amount),
      odds: bet.odds,
      status: t(`house.round.status.${bet.status}`),
    });

  function showMyBets(bets: readonly HouseBet[]): void {
    byId('round-my-bets').replaceChildren(...bets.map((bet) => el('li', {}, [betLine(bet)])));
  }

  function describe(entry: HistoryEntry): string {
    return entry.outcome ? view.outcomeText(entry.outcome) : entry.roundId;
  }

  /** The last settled round: what came out and, when the member bet on it, what it paid. */
  async function showSettlement(previous: ScheduledRound): Promise<void> {
    const history = await api.get(housePath(housePaths.history, view.game), historySchema);
    frame.showHistory(history.rounds, describe);
    const mine = history.rounds.find((entry) => entry.roundId === previous.roundId);
    const outcome = previous.outcome ? view.outcomeText(previous.outcome) : '';
    const result = byId('round-result');
    if (!mine || mine.bets.length === 0) {
      result.className = 'house-status';
      result.textContent = t('house.round.lastResult', { outcome });
      return;
    }
    result.className = resultClass(playResultOf(mine));
    result.textContent = t('house.round.settled', { outcome, stake: frame.money(mine.stake), payout: frame.money(mine.payout) });
  }

  function tick(): void {
    const current = state?.current ?? null;
    const at = now();
    const target = countdownTarget(current);
    const phase = byId('round-phase');
    const phaseKey = current ? `house.round.phase.${current.phase}` : 'house.round.waiting';
    if (phase.dataset.text !== phaseKey) {
      phase.dataset.text = phaseKey;
      phase.textContent = t(phaseKey);
    }
    byId('round-countdown-label').textContent = target ? t(target.label) : '';
    byId('round-countdown').textContent = target ? formatCountdown(secondsLeft(target.until, at)) : '';
    betButton.disabled = placing || !bettingOpen(current, at);
  }

  async function refresh(): Promise<void> {
    clearTimeout(poll);
    try {
      state = await api.get(housePath(housePaths.state, view.game), gameStateSchema);
      // A lost connection that came back is no longer news; a refused bet stays on screen.
      if (refreshFailed) frame.clearError();
      refreshFailed = false;
      frame.showBalance(state.balance);
      stake.setLimits(state.limits);
      const { current, previous } = state;
      if (current) frame.showFairness(current.serverSeedHash, null);
      if (current && current.roundId !== shownRound) {
        shownRound = current.roundId;
        byId('round-id').textContent = current.roundId;
        view.showMarkets(current.markets, current);
        keys.clear();
      }
      showMyBets(state.myBets);
      view.show(current, previous, now());
      // The round that settled last: the current one until the next opens, then the previous.
      const settled = current?.phase === 'settled' ? current : previous;
      if (settled?.phase === 'settled' && settled.roundId !== settledRound) {
        settledRound = settled.roundId;
        await showSettlement(settled);
      }
    } catch (error) {
      refreshFailed = true;
      frame.showError(error);
    }
    tick();
    poll = setTimeout(() => void refresh(), nextPollDelay(state?.current ?? null, now()));
  }

  async function placeBet(): Promise<void> {
    const round = state?.current;
    const picks = view.picks();
    if (!round || placing) return;
    if (picks.length === 0) {
      byId('round-choice').textContent = t('house.round.choosePick');
      return;
    }
    placing = true;
    tick();
    frame.clearError();
    const amount = stake.value();
    const placed: string[] = [];
    try {
      for (const pick of picks) {
        const body = { roundId: round.roundId, pick, amount };
        const signature = JSON.stringify(body);
        try {
          const result = await api.post(housePath(housePaths.bet, view.game), { ...body, idempotencyKey: keyFor(body) }, betResultSchema);
          keys.delete(signature);
          frame.showBalance(result.balance);
          if (state) state = { ...state, myBets: [...state.myBets.filter((bet) => bet.betId !== result.bet.betId), result.bet] };
          placed.push(view.pickLabel(pick));
        } catch (error) {
          // Only an answer the server gave settles a bet; after a lost answer the retry keeps its key.
          if (error instanceof HouseError && error.status > 0) keys.delete(signature);
          throw error;
        }
      }
    } catch (error) {
      frame.showError(error);
    } finally {
      showMyBets(state?.myBets ?? []);
      if (placed.length > 0) byId('round-choice').textContent = t('house.round.betPlaced', { pick: placed.join(', '), amount: frame.money(amount) });
      placing = false;
      tick();
    }
  }

  betButton.addEventListener('click', () => void placeBet());
  setInterval(tick, 250);
  void refresh();
  return {
    choiceChanged() {
      const picks = view.picks();
      byId('round-choice').textContent = picks.length > 0 ? t('house.round.yourPick', { pick: picks.map(view.pickLabel).join(', ') }) : '';
    },
  };
}

/**
 * Pick buttons for games whose markets are a few named outcomes (derby, baccarat, football). The
 * member's pick of the last round stays chosen when the new round offers it.
 */
export function pickButtons(
  container: HTMLElement,
  markets: readonly Market[],
  label: (pick: string) => string,
  onChange: (pick: string | null) => void,
  keep: string | null = null,
): void {
  container.replaceChildren(
    ...markets.map((market) => {
      const pressed = String(market.pick === keep);
      const button = el(
        'button',
        { type: 'button', class: `house-btn round__pick round__pick--${market.pick}`, 'aria-pressed': pressed, 'data-pick': market.pick },
        [el('span', {}, [label(market.pick)]), el('span', { class: 'round__odds' }, [`× ${market.odds}`])],
      );
      button.addEventListener('click', () => {
        const chosen = button.getAttribute('aria-pressed') !== 'true';
        for (const other of container.querySelectorAll('[data-pick]')) other.setAttribute('aria-pressed', 'false');
        button.setAttribute('aria-pressed', String(chosen));
        onChange(chosen ? market.pick : null);
      });
      return button;
    }),
  );
  onChange(markets.some((market) => market.pick === keep) ? keep : null);
}
