import { contractKinds, type ContractKind } from '../../../src/contract/contracts.ts';
import type { TransferKind } from '../../../src/contract/wallet.ts';
import { localeTags, type Locale } from '../../../src/i18n/locales.ts';
import { translator, type Translate } from '../../../src/i18n/translate.ts';
import { isOneOf } from '../../../src/lib/one-of.ts';
import { periodFrom, type PeriodUnit } from '../contracts/periods.ts';

/**
 * An account record line's remark in the reader's language. The ledger keeps facts (a reward's
 * titles, a contract's period, a vendor and a direction); the words are chosen here, when a member
 * or their agent reads the line, so one movement reads in whatever language each of them asks for.
 * Free text a person typed (an operator's reason, a deposit's reference) is shown as typed.
 */
export interface RemarkContext {
  locale: Locale;
  /** The operator's time zone: a salary's period is written on its clock. */
  timeZone: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The words a movement carries in the reader's language (a reward's title), else English, else ''. */
function localizedTitle(metadata: Record<string, unknown>, locale: Locale): string {
  const title = metadata.title;
  if (!title || typeof title !== 'object') return '';
  const words = title as Record<string, unknown>;
  return text(words[locale]) || text(words.en);
}

const unitKinds: Record<PeriodUnit, ContractKind> = {
  '5min': 'realtime',
  hour: 'hourly',
  day: 'daily',
  week: 'dividend',
  semimonth: 'dividend',
  month: 'dividend',
};

/**
 * A contract payment's period, as settle.ts writes it: `period` is the key `unit:label` (the
 * label a local start such as 2026-11-27 or 2026-11-27T10:20), the remark `kind label`, and `from`
 * and `to` its instants (payments made before periods were keyed by instants have only the label,
 * read in the zone configured now).
 */
function contractPeriod(metadata: Record<string, unknown>, timeZone: string): { kind: ContractKind; unit: PeriodUnit; start: Date; end: Date } | null {
  const key = text(metadata.period);
  const split = key.indexOf(':');
  const unit = (split > 0 ? key.slice(0, split) : '') as PeriodUnit;
  const label = key.slice(split + 1);
  const written = text(metadata.remark).split(' ')[0] ?? '';
  if (!(unit in unitKinds)) return null;
  const kind = isOneOf(contractKinds, written) ? written : unitKinds[unit];
  const start = new Date(text(metadata.from));
  const end = new Date(text(metadata.to));
  if (!Number.isNaN(start.getTime()) && !Number.isNaN(end.getTime())) return { kind, unit, start, end };
  return periodFrom(kind, unit, label, timeZone);
}

/** A period in words of the locale on the operator's clock: a day, a span of days, or a day with its hours. */
function periodWords(unit: PeriodUnit, start: Date, end: Date, locale: Locale, timeZone: string): string {
  const tag = localeTags[locale];
  if (unit === 'day') return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone }).format(start);
  if (unit === 'hour' || unit === '5min') return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone }).formatRange(start, end);
  // The last day a week or month holds is the one before its end.
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone }).formatRange(start, new Date(end.getTime() - 1));
}

function contractRemark(t: Translate, metadata: Record<string, unknown>, context: RemarkContext, fallback: 'salary' | 'dividend'): string {
  const period = contractPeriod(metadata, context.timeZone);
  if (!period) return t(`record.type.${fallback}`);
  const words = periodWords(period.unit, period.start, period.end, context.locale, context.timeZone);
  return t(`record.remark.contract.${period.kind}`, { period: words });
}

/** A points conversion's remark from the points it converted (points/convert.ts), or '' without them. */
export function convertedPointsRemark(metadata: Record<string, unknown>, locale: Locale): string {
  const points = metadata.points;
  return typeof points === 'number' ? translator(locale)('points.convert.remark', { points: points.toLocaleString(localeTags[locale]) }) : '';
}

/** The remark of one ledger movement of `kind` with its transfer's metadata, in the reader's language. */
export function recordRemark(kind: TransferKind, metadata: Record<string, unknown>, context: RemarkContext): string {
  const t = translator(context.locale);
  const remark = text(metadata.remark);
  switch (kind) {
    case 'bonus':
    case 'bonus-forfeit':
      return localizedTitle(metadata, context.locale) || remark;
    case 'salary':
    case 'dividend':
      return contractRemark(t, metadata, context, kind);
    case 'points-convert':
      return convertedPointsRemark(metadata, context.locale) || remark;
    case 'wallet-transfer': {
      const vendor = text(metadata.vendor) || remark;
      if (!vendor) return '';
      return t(metadata.direction === 'out' ? 'record.remark.walletOut' : 'record.remark.walletIn', { vendor });
    }
    case 'deposit':
      return remark ? t('record.remark.deposit', { reference: remark }) : '';
    case 'withdrawal': {
      // withdrawals.ts writes "provider 1234": the payout account's provider and its number's last digits.
      const split = remark.lastIndexOf(' ');
      return split > 0 ? t('record.remark.withdrawal', { provider: remark.slice(0, split), tail: remark.slice(split + 1) }) : remark;
    }
    default:
      // An upline transfer's "sender → upline" is two usernames, the same in every language; an
      // operator's adjustment or withdrawal decision carries the reason the operator typed.
      return remark;
  }
}
