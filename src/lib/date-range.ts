/**
 * Date ranges of the records' filters, as calendar days "YYYY-MM-DD" (both ends included). The server
 * reads the days in the operator's time zone; the browser only counts days, so no clock skew matters.
 * Presets (SPEC §9): today, and the previous or next 7 and 30 days from the range being shown.
 */
export interface DateRange {
  from: string;
  to: string;
}

export const datePresets = ['previous30', 'previous7', 'today', 'next7', 'next30'] as const;
export type DatePreset = (typeof datePresets)[number];

const dayMs = 86_400_000;

/**
 * The day `date` falls on in `timeZone` (the operator's, which the server counts records' days in);
 * the browser's own day until the zone is known.
 */
export function dayIn(date: Date, timeZone: string | undefined): string {
  if (!timeZone) return toDay(date);
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** A day string of a local date. */
export function toDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Day arithmetic in UTC, where every day has 24 hours whatever daylight saving does. */
function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) + days * dayMs).toISOString().slice(0, 10);
}

/** The range shown when a record opens: the last 7 days up to today. */
export function defaultRange(today: string): DateRange {
  return { from: addDays(today, -6), to: today };
}

/**
 * The range a preset moves to from `current`. "previous" steps back from the start of the current
 * range; "next" steps forward from its end and never past today, since no record lies in the future.
 */
export function applyPreset(preset: DatePreset, current: DateRange, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'previous7':
    case 'previous30': {
      const days = preset === 'previous7' ? 7 : 30;
      return { from: addDays(current.from, -days), to: addDays(current.from, -1) };
    }
    case 'next7':
    case 'next30': {
      const days = preset === 'next7' ? 7 : 30;
      const from = addDays(current.to, 1);
      const to = addDays(current.to, days);
      if (from > today) return current;
      return { from, to: to > today ? today : to };
    }
  }
}

/** Whether a preset would change the range: "next" is spent once the range reaches today. */
export function canApply(preset: DatePreset, current: DateRange, today: string): boolean {
  if (preset === 'next7' || preset === 'next30') return current.to < today;
  return true;
}
