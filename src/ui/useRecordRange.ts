import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { dayIn, defaultRange, type DateRange } from '../lib/date-range.ts';
import { $member } from '../stores/member.ts';

/** Today in the operator's time zone (from the member's info), or the browser's day until that is in. */
export function useOperatorToday(): string {
  return dayIn(new Date(), useStore($member)?.timeZone);
}

/**
 * A record's period: the last 7 days up to the operator's today until the member picks one. The
 * default follows the zone once the member's info arrives, so a browser in another zone still ends
 * on the server's today.
 */
export function useRecordRange(): [DateRange, (range: DateRange) => void] {
  const today = useOperatorToday();
  const [chosen, setChosen] = useState<DateRange | null>(null);
  return [chosen ?? defaultRange(today), setChosen];
}
