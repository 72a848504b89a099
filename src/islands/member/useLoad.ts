import { useCallback, useEffect, useRef, useState } from 'react';
import { asFailure, type ApiFailure } from '../../lib/api/failure.ts';
import { useText, type Translate } from './i18n.tsx';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  /** The failure's message; the page shows it with a way to try again. */
  error: string;
  reload: () => void;
}

/** How a failed load is worded above its retry button. */
export const loadFailureText = (failure: ApiFailure, t: Translate) =>
  failure.message || t(failure.code === 'NETWORK' ? 'center.error.network' : 'center.error.unknown');

/** Loads what a page shows, again whenever `key` changes; an answer to an older key is dropped. */
export function useLoad<T>(load: () => Promise<T>, key: string = ''): Loaded<T> {
  const { t } = useText();
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: string }>({ data: undefined, loading: true, error: '' });
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    latest.current += 1;
    const ticket = latest.current;
    setState((previous) => ({ ...previous, loading: true, error: '' }));
    loader.current().then(
      (data) => {
        if (ticket === latest.current) setState({ data, loading: false, error: '' });
      },
      (error: unknown) => {
        if (ticket !== latest.current) return;
        setState((previous) => ({ ...previous, loading: false, error: loadFailureText(asFailure(error), t) }));
      },
    );
  }, [key, round, t]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
