import { maxReportDays, type ReportQuery } from '../../../src/contract/reports.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { AppError } from '../../http/envelope.ts';

const dayMs = 86_400_000;

/** A calendar day that exists (no 2026-02-30), as milliseconds of its UTC midnight, or null. */
function dayValue(day: string): number | null {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day ? null : at;
}

/** Real days, `to` not before `from`, at most maxReportDays of them; a mistake is named on its field. */
export function checkReportSpan(query: Pick<ReportQuery, 'from' | 'to'>, locale: Locale): void {
  const t = translator(locale);
  const from = dayValue(query.from);
  const to = dayValue(query.to);
  const fields: Record<string, string> = {};
  if (from === null) fields.from = t('validation.invalid');
  if (to === null) fields.to = t('validation.invalid');
  else if (from !== null && (to < from || (to - from) / dayMs + 1 > maxReportDays)) fields.to = t('validation.invalid');
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', { fields });
}
