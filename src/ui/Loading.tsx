import type { ReactNode } from 'react';
import { useText } from './text.tsx';
import type { Loaded } from './useLoad.ts';

/** What a page shows while its data loads or after loading failed; its children once data is there. */
export function Loading<T>({ state, children }: { state: Loaded<T>; children: (data: T) => ReactNode }) {
  const { t } = useText();
  if (state.data !== undefined) return <>{children(state.data)}</>;
  if (state.error) {
    return (
      <div className="mc-notice mc-notice--error" role="alert">
        <p>{state.error}</p>
        <button type="button" className="btn btn--ghost" onClick={state.reload}>
          {t('center.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="mc-loading" role="status">
      {t('center.loading')}
    </p>
  );
}
