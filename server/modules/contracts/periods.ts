import type { ContractKind, DividendPeriod } from '../../../src/contract/contracts.ts';

/**
 * Settlement periods in the operator's time zone. Calendar arithmetic is done on local wall-clock
 * times (a Date used as a plain calendar in UTC), then turned into instants for the zone, so weeks
 * start on Monday, semimonths run 1st–15th and 16th–end, and days start at the operator's midnight.
 */
export type PeriodUnit = 'week' | 'semimonth' | 'month' | 'day' | 'hour' | '5min';

/**
 * A period is the half-open instant range [start, end): that is what is settled, once. The label
 * and key only name it for people in the zone it was cut in, and two periods may share a label (a
 * zone change, the hour a daylight-saving clock repeats).
 */
export interface Period {
  kind: ContractKind;
  unit: PeriodUnit;
  /** `unit:local start`, e.g. day:2026-11-23 or 5min:2026-11-23T14:05: the label with its unit, for display. */
  key: string;
  /** The local start as the operator writes it: yyyy-MM-dd or yyyy-MM-ddTHH:mm. */
  label: string;
  start: Date;
  end: Date;
  /** The zone whose boundaries cut the period. */
  timeZone: string;
}

const dividendUnits: Record<DividendPeriod, PeriodUnit> = { weekly: 'week', semimonthly: 'semimonth', monthly: 'month' };
export function unitOf(kind: ContractKind, dividendPeriod: DividendPeriod): PeriodUnit {
  if (kind === 'dividend') return dividendUnits[dividendPeriod];
  return kind === 'daily' ? 'day' : kind === 'hourly' ? 'hour' : '5min';
}

/** How far the zone is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
    .formatToParts(new Date(instant))
    .reduce<Record<string, number>>((all, part) => (part.type === 'literal' ? all : { ...all, [part.type]: Number(part.value) }), {});
  const local = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return local - Math.floor(instant / 1000) * 1000;
}

/** The wall clock in the zone at `instant`, as a calendar Date. */
export const localOf = (instant: Date, timeZone: string) => new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
/** The instant at which the zone's wall clock shows `local`. */
export function instantOf(local: Date, timeZone: string): Date {
  const guess = local.getTime() - offsetAt(local.getTime(), timeZone);
  return new Date(local.getTime() - offsetAt(guess, timeZone));
}

/** The start of the period holding the local time. */
function startOf(unit: PeriodUnit, local: Date): Date {
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  switch (unit) {
    case 'month':
      return new Date(Date.UTC(y, m, 1));
    case 'semimonth':
      return new Date(Date.UTC(y, m, d <= 15 ? 1 : 16));
    case 'week':
      return new Date(Date.UTC(y, m, d - ((local.getUTCDay() + 6) % 7)));
    case 'day':
      return new Date(Date.UTC(y, m, d));
    case 'hour':
      return new Date(Date.UTC(y, m, d, local.getUTCHours()));
    case '5min':
      return new Date(Date.UTC(y, m, d, local.getUTCHours(), local.getUTCMinutes() - (local.getUTCMinutes() % 5)));
  }
}

function endOf(unit: PeriodUnit, start: Date): Date {
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth();
  switch (unit) {
    case 'month':
      return new Date(Date.UTC(y, m + 1, 1));
    case 'semimonth':
      return start.getUTCDate() === 1 ? new Date(Date.UTC(y, m, 16)) : new Date(Date.UTC(y, m + 1, 1));
    case 'week':
      return new Date(start.getTime() + 7 * 86_400_000);
    case 'day':
      return new Date(Date.UTC(y, m, start.getUTCDate() + 1));
    case 'hour':
      return new Date(start.getTime() + 3_600_000);
    case '5min':
      return new Date(start.getTime() + 300_000);
  }
}

const labelOf = (unit: PeriodUnit, local: Date) => {
  const text = local.toISOString();
  return unit === 'hour' || unit === '5min' ? text.slice(0, 16) : text.slice(0, 10);
};

function periodAt(kind: ContractKind, unit: PeriodUnit, localStart: Date, timeZone: string): Period {
  const label = labelOf(unit, localStart);
  return { kind, unit, key: `${unit}:${label}`, label, start: instantOf(localStart, timeZone), end: instantOf(endOf(unit, localStart), timeZone), timeZone };
}

const fiveMinutes = 300_000;

/**
 * The first boundary of the zone's periods after `instant`. Hours and 5-minute windows are found on
 * the instant line (every zone's offset is a whole number of 5 minutes), so an hour a
 * daylight-saving clock repeats is two hours; longer units on the local calendar.
 */
export function boundaryAfter(unit: PeriodUnit, instant: Date, timeZone: string): Date {
  let next = Math.floor(instant.getTime() / fiveMinutes) * fiveMinutes + fiveMinutes;
  if (unit === '5min') return new Date(next);
  if (unit === 'hour') {
    while (localOf(new Date(next), timeZone).getUTCMinutes() !== 0) next += fiveMinutes;
    return new Date(next);
  }
  let local = startOf(unit, localOf(instant, timeZone));
  for (;;) {
    const end = instantOf(endOf(unit, local), timeZone);
    if (end.getTime() > instant.getTime()) return end;
    local = endOf(unit, local);
  }
}

/**
 * The period that starts at `start` (the end of the one settled before it) and runs to the zone's
 * next boundary. In the same zone that is a whole period; after the zone (or the dividend period)
 * changed, it is the one in progress closing at the new zone's first boundary, shorter or longer
 * than usual, so no instant is settled twice or skipped. Its label is the new zone's period it ends in.
 */
export function periodStarting(kind: ContractKind, unit: PeriodUnit, start: Date, timeZone: string): Period {
  const end = boundaryAfter(unit, start, timeZone);
  const label = labelOf(unit, startOf(unit, localOf(new Date(end.getTime() - 1), timeZone)));
  return { kind, unit, key: `${unit}:${label}`, label, start, end, timeZone };
}

/** The last period that had ended `graceMs` before `now`. */
export function lastClosed(kind: ContractKind, unit: PeriodUnit, now: Date, timeZone: string, graceMs = 0): Period {
  const local = localOf(new Date(now.getTime() - graceMs), timeZone);
  const current = startOf(unit, local);
  return periodAt(kind, unit, startOf(unit, new Date(current.getTime() - 1)), timeZone);
}

/** The period a local start names (yyyy-MM-dd or yyyy-MM-ddTHH:mm), or null when no period of the unit starts there. */
export function periodFrom(kind: ContractKind, unit: PeriodUnit, label: string, timeZone: string): Period | null {
  const local = new Date(`${label.length === 10 ? `${label}T00:00` : label}:00Z`);
  if (Number.isNaN(local.getTime()) || startOf(unit, local).getTime() !== local.getTime() || labelOf(unit, local) !== label) return null;
  return periodAt(kind, unit, local, timeZone);
}

/** The start of the zone's hour holding `instant`, on the instant line (see boundaryAfter). */
export function hourStartOf(instant: Date, timeZone: string): Date {
  let at = Math.floor(instant.getTime() / fiveMinutes) * fiveMinutes;
  while (localOf(new Date(at), timeZone).getUTCMinutes() !== 0) at -= fiveMinutes;
  return new Date(at);
}

/** The period holding `now`: the one still open, whose figures so far the contract pages show. */
export function openPeriod(kind: ContractKind, unit: PeriodUnit, now: Date, timeZone: string): Period {
  return periodAt(kind, unit, startOf(unit, localOf(now, timeZone)), timeZone);
}
