import { localeTags, type Locale } from '../i18n/locales.ts';

/**
 * The rules every chart by day follows (uPlot, in the agent center and the back office): days are
 * the operator's, whole days on the axis, labels in the page's language that never overlap or cut.
 */
export const daySeconds = 86_400;
/** Tick steps of the x axis, in days: whole days only, never hours. */
export const dayIncrs = [1, 2, 3, 7, 14, 28, 56, 91, 182, 364].map((days) => days * daySeconds);
export const axisFontSize = 12;
/** Tick length plus the gap uPlot leaves between the ticks and the labels (its defaults). */
const tickAndGap = 10 + 5;

/**
 * Days as the chart's x values: noon UTC of each day. The days are already the operator's days
 * (the server counts them in its time zone), so they are shown as calendar dates, in UTC, and no
 * browser time zone can move a point or a label to another day.
 */
export const dayToSeconds = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

/** A day of the chart in the page's language: "Nov 27" on the axis, "Nov 27, 2026" in the legend. */
export function formatDay(seconds: number, locale: Locale, style: 'tick' | 'tickWithYear' | 'legend'): string {
  const options: Intl.DateTimeFormatOptions = style === 'tick' ? { month: 'short', day: 'numeric' } : { year: 'numeric', month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(localeTags[locale], { ...options, timeZone: 'UTC' }).format(new Date(seconds * 1000));
}

/** The x series' legend label, "Day", from the browser's own locale data (en "Day", pt "Dia", tl "Araw"). */
export function dayLabel(locale: Locale): string {
  const tag = localeTags[locale];
  const name = new Intl.DisplayNames(tag, { type: 'dateTimeField' }).of('day') ?? 'day';
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/**
 * The point the legend shows: the hovered one, or the latest day while no cursor is on the chart
 * (uPlot passes a null index then), so the legend never reads an empty or 1970 date.
 */
export function legendIndex(idx: number | null | undefined, count: number): number | null {
  if (count === 0) return null;
  return idx ?? count - 1;
}

/** Whole-day ticks between the scale's ends, `incr` seconds apart, on the days of the data. */
export function daySplits(firstDay: number, scaleMin: number, scaleMax: number, incr: number): number[] {
  const step = Math.max(daySeconds, Math.round(incr / daySeconds) * daySeconds);
  const splits: number[] = [];
  for (let tick = firstDay + Math.ceil((scaleMin - firstDay) / step) * step; tick <= scaleMax; tick += step) splits.push(tick);
  return splits;
}

/** An axis' room for its labels: the widest label plus ticks and gap, so no label is cut. */
export function axisSize(values: readonly (string | null)[] | null, measure: (text: string) => number, fallback: number): number {
  if (!values?.length) return fallback;
  const widest = Math.max(...values.map((value) => (value ? measure(value) : 0)));
  return Math.ceil(widest + tickAndGap + 2);
}

/** The font, label colour and a text measure of the element a chart draws in (uPlot draws labels black by default, which a dark page hides). */
export function chartLook(element: HTMLElement): { font: string; labelColour: string; measure: (text: string) => number } {
  const style = getComputedStyle(element);
  const font = `${axisFontSize}px ${style.fontFamily || 'sans-serif'}`;
  const labelColour = style.getPropertyValue('--text-muted').trim() || style.color;
  const context = document.createElement('canvas').getContext('2d');
  const measure = (text: string) => {
    if (!context) return text.length * axisFontSize * 0.6;
    context.font = font;
    return context.measureText(text).width;
  };
  return { font, labelColour, measure };
}

/** How a chart's values read: money with 2 decimals, or whole counts, in the page's language. */
export type ChartValues = 'money' | 'count';
