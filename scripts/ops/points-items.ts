import { deliveryKinds, type OpsReward, type RewardFields } from '../../src/contract/points.ts';
import { locales } from '../../src/i18n/locales.ts';
import { UsageError } from './args.ts';

export const itemLine = (row: OpsReward) =>
  `#${row.id}  ${row.enabled ? 'on ' : 'off'}  ${row.code}  ${row.name.en}  ${row.points} pts  stock ${row.stock}  limit ${row.perMemberLimit ?? '-'}  ${row.delivery}  order ${row.sortOrder}`;

const keys = ['code', 'picture', 'points', 'limit', 'delivery', 'order', ...locales.map((locale) => `name.${locale}`)];
export const itemFieldHelp = `code=… name.en=… [name.pt=…] [name.tl=…] picture=/art/rewards/….svg points=N \\
      delivery=address|account [limit=N|none] [order=N]`;

/** An item's fields from key=value words; left-out ones keep `base`'s value, names fall back to English. */
export function itemFields(values: Map<string, string>, base: OpsReward | undefined): Omit<RewardFields, 'enabled'> & { enabled: boolean } {
  const unknown = [...values.keys()].filter((key) => !keys.includes(key));
  if (unknown.length) throw new UsageError(`unknown field ${unknown.join(', ')}; fields: ${keys.join(', ')}`);
  const text = (key: string, fallback: string | undefined) => {
    const value = values.get(key) ?? fallback;
    if (value === undefined) throw new UsageError(`${key}= is required`);
    return value;
  };
  const whole = (key: string, fallback: number | undefined) => {
    const value = Number(text(key, fallback?.toString()));
    if (!Number.isInteger(value)) throw new UsageError(`${key} must be a whole number`);
    return value;
  };
  const delivery = text('delivery', base?.delivery);
  if (!(deliveryKinds as readonly string[]).includes(delivery)) throw new UsageError(`delivery must be ${deliveryKinds.join(' or ')}`);
  const english = text('name.en', base?.name.en);
  const name = Object.fromEntries(locales.map((locale) => [locale, values.get(`name.${locale}`) ?? base?.name[locale] ?? english]));
  const limit = values.get('limit') ?? String(base?.perMemberLimit ?? 'none');
  if (limit !== 'none' && !/^\d+$/.test(limit)) throw new UsageError('limit must be a whole number or none');
  return {
    code: text('code', base?.code),
    name: name as RewardFields['name'],
    picture: text('picture', base?.picture),
    points: whole('points', base?.points),
    perMemberLimit: limit === 'none' ? null : Number(limit),
    delivery: delivery as RewardFields['delivery'],
    enabled: base?.enabled ?? true,
    sortOrder: whole('order', base?.sortOrder ?? 0),
  };
}
