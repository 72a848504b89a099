import { localeTags, type Locale } from '../i18n/locales.ts';

/*
 * The operator's calendar (promotion periods, claim deadlines, the days records are counted in) is
 * kept in the operator's time zone. A reader elsewhere sees those dates as the operator means them,
 * with the zone named, instead of the same instants moved into their own calendar.
 */

/** The reader's own time zone, as the browser (or the test) knows it. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function offsetAt(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((item) => item.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** Whether a clock in `timeZone` reads differently from the reader's at that instant. */
export function differsFromReader(timeZone: string, at: Date, reader = readerTimeZone()): boolean {
  return offsetAt(timeZone, at) !== offsetAt(reader, at);
}

/** The place an IANA zone is named after ("Asia/Manila" is "Manila"), or the zone itself (e.g. "UTC"). */
export function zonePlace(timeZone: string): string {
  const last = timeZone.split('/').pop() ?? timeZone;
  return last.replaceAll('_', ' ');
}

/** A day of the operator's calendar in the locale's medium style. */
export function operatorDay(locale: Locale, at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'medium', timeZone }).format(at);
}

/**
 * A period of the operator's calendar as days, the end being exclusive (a promotion ending at
 * midnight ends on the day before it).
 */
export function operatorPeriod(locale: Locale, start: Date, end: Date, timeZone: string): { start: string; end: string } {
  const lastMoment = new Date(Math.max(start.getTime(), end.getTime() - 1));
  return { start: operatorDay(locale, start, timeZone), end: operatorDay(locale, lastMoment, timeZone) };
}
