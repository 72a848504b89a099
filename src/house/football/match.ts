import type { Outcome } from '../../contract/house.ts';

type Goal = Extract<Outcome, { game: 'football' }>['goals'][number];

export const matchMinutes = 90;

/** The score after `minute` minutes of a match whose goals are known. */
export function scoreAt(goals: readonly Goal[], minute: number): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const goal of goals) {
    if (goal.minute > minute) continue;
    if (goal.side === 'home') home += 1;
    else away += 1;
  }
  return { home, away };
}

/** The match clock while the round runs: 0 when betting closes, 90 when the result is due. */
export function liveMinute(closesAt: string, settlesAt: string, serverNow: number): number {
  const start = Date.parse(closesAt);
  const end = Date.parse(settlesAt);
  if (!(end > start)) return 0;
  const share = (serverNow - start) / (end - start);
  return Math.round(Math.min(1, Math.max(0, share)) * matchMinutes);
}
