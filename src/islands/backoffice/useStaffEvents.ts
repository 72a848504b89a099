import { useEffect, useState } from 'react';
import { eventPaths, type LiveEventPayload } from '../../contract/events.ts';
import { $livePath, onLiveEvent } from '../../stores/events.ts';
import { $staff } from '../../stores/staff.ts';

export type QueueCounts = LiveEventPayload<'queue'>;

/**
 * The staff event stream, for a staff member who works the queues (`enabled`); others open none.
 * It answers the deposits and withdrawals waiting, sent when the stream opens and again whenever a
 * request is filed or decided on any process; and when the session ends elsewhere (a sign-out in
 * another tab, the account disabled) the back office returns to its sign-in at once.
 */
export function useStaffEvents(enabled: boolean): QueueCounts | null {
  const [counts, setCounts] = useState<QueueCounts | null>(null);
  useEffect(() => {
    if (!enabled) return;
    $livePath.set(eventPaths.ops);
    const stops = [onLiveEvent('queue', setCounts), onLiveEvent('session', () => $staff.set(null))];
    return () => {
      for (const stop of stops) stop();
    };
  }, [enabled]);
  return counts;
}
