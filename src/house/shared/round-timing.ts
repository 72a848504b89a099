import type { ScheduledRound } from '../../contract/house.ts';

/** Which moment a round's countdown runs to, and the catalogue key of what it counts down to. */
export function countdownTarget(round: ScheduledRound | null): { until: string; label: string } | null {
  if (!round) return null;
  if (round.phase === 'betting') return { until: round.closesAt, label: 'house.round.closesIn' };
  if (round.phase === 'running') return { until: round.settlesAt, label: 'house.round.resultIn' };
  return null;
}

/** Bets are taken while the round says betting and its closing time has not passed on the server's clock. */
export function bettingOpen(round: ScheduledRound | null, serverNow: number): boolean {
  return round?.phase === 'betting' && Date.parse(round.closesAt) > serverNow;
}

/**
 * How long to wait before asking the server for the round again: just past the next phase change,
 * but never longer than a few seconds (an operator may close a round early) nor sooner than half a second.
 */
export function nextPollDelay(round: ScheduledRound | null, serverNow: number): number {
  const settle = (until: string, cap: number) => Math.min(cap, Date.parse(until) - serverNow + 300);
  let delay: number;
  if (!round || round.phase === 'settled') delay = 2000;
  else if (round.phase === 'betting') delay = settle(round.closesAt, 5000);
  else delay = settle(round.settlesAt, 2000);
  return Math.max(500, Number.isFinite(delay) ? delay : 2000);
}
