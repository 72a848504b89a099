import { useStore } from '@nanostores/react';
import { localeTags } from '../i18n/locales.ts';
import { differsFromReader, zonePlace } from '../lib/operator-time.ts';
import { $member } from '../stores/member.ts';
import { useText } from './text.tsx';

/** The zone a signed-in member's times are shown in: the operator's, which their records count days in. */
export function useOperatorZone(): string | undefined {
  return useStore($member)?.timeZone;
}

/** "(Manila time)" when the operator's clock reads differently from the reader's at `at`, else nothing. */
export function ZoneNote({ at }: { at?: Date }) {
  const { t } = useText();
  const zone = useOperatorZone();
  if (!zone || !differsFromReader(zone, at ?? new Date())) return null;
  return <span className="zone-note"> ({t('center.time.zone', { zone: zonePlace(zone) })})</span>;
}

/**
 * A moment as year-month-day hour:minute:second in the member's language (SPEC §3, notice dates),
 * on the operator's clock when the member is signed in, so a table's times and the days its filter
 * counts are one calendar. `said` names the zone beside a lone deadline when it is not the reader's.
 */
export function Time({ iso, said = false }: { iso: string; said?: boolean }) {
  const { locale } = useText();
  const timeZone = useOperatorZone();
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
    timeZone,
  });
  return (
    <>
      <time dateTime={iso}>{text}</time>
      {said && <ZoneNote at={date} />}
    </>
  );
}
