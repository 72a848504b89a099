import type { LiveEventPayload } from '../contract/events.ts';
import { $balance } from './balance.ts';
import { onLiveEvent } from './events.ts';

/** Calls `changed` whenever the records a page shows may have grown; answers the function that stops. */
export type RecordChanges = (changed: () => void) => () => void;

/**
 * The balance moved since the page first knew it: every movement of money leaves a record (the
 * account record, a bet). The balance comes from the live stream, a money action or a refresh on
 * focus, so the hint holds even while the stream is reconnecting.
 */
export const balanceMoves: RecordChanges = (changed) => {
  let known: string | undefined;
  return $balance.subscribe((state) => {
    if (state.status !== 'ready' || !state.value) return;
    const now = JSON.stringify(state.value);
    if (known !== undefined && now !== known) changed();
    known = now;
  });
};

/** A deposit or withdrawal request of the member was made or changed state, on any device. */
export const paymentMoves =
  (kind: LiveEventPayload<'payment'>['kind']): RecordChanges =>
  (changed) =>
    onLiveEvent('payment', (event) => {
      if (event.kind === kind) changed();
    });
