import { localeTags } from '../i18n/locales.ts';
import { useText } from './text.tsx';

/** A moment as year-month-day hour:minute:second in the member's language (SPEC §3, notice dates). */
export function Time({ iso }: { iso: string }) {
  const { locale } = useText();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  const text = date.toLocaleString(localeTags[locale], {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
  return <time dateTime={iso}>{text}</time>;
}
