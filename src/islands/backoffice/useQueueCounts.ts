import { useEffect, useState } from 'react';
import { eventPaths, type LiveEventPayload } from '../../contract/events.ts';
import { $livePath, onLiveEvent } from '../../stores/events.ts';

export type QueueCounts = LiveEventPayload<'queue'>;

/**
 * The deposits and withdrawals waiting, as the staff event stream tells them: sent when the stream
 * opens and again whenever a request is filed or decided, on any process. Only for a staff member
 * who works the queues (`enabled`); others open no stream.
 */
export function useQueueCounts(enabled: boolean): QueueCounts | null {
  const [counts, setCounts] = useState<QueueCounts | null>(null);
  useEffect(() => {
    if (!enabled) return;
    $livePath.set(eventPaths.ops);
    return onLiveEvent('queue', setCounts);
  }, [enabled]);
  return counts;
}
