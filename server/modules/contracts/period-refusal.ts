import type { ContractKind } from '../../../src/contract/contracts.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { AppError } from '../../http/envelope.ts';
import { localOf, type Period } from './periods.ts';

/** The operator's wall clock at an instant, as the period labels write it: yyyy-MM-dd HH:mm. */
const wallClock = (instant: Date, timeZone: string) => localOf(instant, timeZone).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Why the operator cannot settle the period asked for, in words it can act on: a label that starts
 * no period of the kind, or a period still open, named with the moment it closes in the operator's zone.
 */
export function periodRefusal(kind: ContractKind, label: string | undefined, period: Period | null, timeZone: string, locale: Locale): AppError {
  const t = translator(locale);
  const message = period
    ? t('contracts.settle.periodOpen', { kind, period: period.label, closes: wallClock(period.end, timeZone), zone: timeZone })
    : t('contracts.settle.noSuchPeriod', { kind, period: label ?? '' });
  return new AppError('VALIDATION_FAILED', { fields: { period: message } });
}
