import { useEffect, useState } from 'react';
import type { RecordChanges } from '../stores/record-changes.ts';
import { useText } from './text.tsx';

/**
 * Whether records arrived since the list was read: set by `changes`, cleared by `seen`. A long list
 * is not reloaded under the reader's eyes; it offers the new records instead (NewRecordsHint).
 */
export function useNewRecords(changes: RecordChanges): { fresh: boolean; seen: () => void } {
  const [fresh, setFresh] = useState(false);
  useEffect(() => changes(() => setFresh(true)), [changes]);
  return { fresh, seen: () => setFresh(false) };
}

/** The small line above a record list that says new records came, and shows them on demand. */
export function NewRecordsHint({ fresh, onShow }: { fresh: boolean; onShow: () => void }) {
  const { t } = useText();
  return (
    <p className="mc-notice mc-notice--info mc-fresh" role="status" hidden={!fresh}>
      {t('center.record.fresh')}{' '}
      <button type="button" className="btn btn--ghost" onClick={onShow}>
        {t('center.record.showFresh')}
      </button>
    </p>
  );
}
