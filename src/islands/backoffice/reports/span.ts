import { dayIn } from '../../../lib/date-range.ts';

export interface Span {
  from: string;
  to: string;
}

const dayMs = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

export const spanPresets = ['yesterday', 'last7', 'last30'] as const;
export type SpanPreset = (typeof spanPresets)[number];

/** A preset's days, ending on the operator's today (`zone`, once a report has named it) or yesterday. */
export function presetSpan(preset: SpanPreset, zone: string | undefined, now = new Date()): Span {
  const today = dayIn(now, zone);
  if (preset === 'yesterday') return { from: shift(today, -1), to: shift(today, -1) };
  return { from: shift(today, preset === 'last7' ? -6 : -29), to: today };
}
