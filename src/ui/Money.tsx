import { formatMoney } from '../lib/format-money.ts';
import { useText } from './text.tsx';

/** An amount in the page's language, 2 decimals, debits marked. */
export function Money({ value, signed = false }: { value: number; signed?: boolean }) {
  const { locale } = useText();
  const text = formatMoney(value, locale);
  const className = signed ? (value < 0 ? 'mc-money mc-money--out' : 'mc-money mc-money--in') : 'mc-money';
  return <span className={className}>{signed && value > 0 ? `+${text}` : text}</span>;
}
