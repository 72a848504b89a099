import type { ScheduledRound } from '../../contract/house.ts';

/** How long a settled round's result stays on the table after it settled. */
export const revealMs = 10_000;

/**
 * The round whose result the table shows: the current one once settled, or the previous one
 * while its result is fresh. Afterwards the table belongs to the next round.
 */
export function roundToReveal(current: ScheduledRound | null, previous: ScheduledRound | null, serverNow: number): ScheduledRound | null {
  if (current?.phase === 'settled' && current.outcome) return current;
  if (previous?.outcome && serverNow - Date.parse(previous.settlesAt) < revealMs) return previous;
  return null;
}
