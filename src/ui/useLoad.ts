import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiFailure } from '../lib/api/failure.ts';
import { createLoader, type Loader } from '../stores/task.ts';
import { useText, type Translate } from './text.tsx';

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

/** Loads what a page shows, again whenever `key` changes: a view of a loader store (src/stores/task.ts). */
export function useLoad<T>(load: () => Promise<T>, key: string = ''): Loaded<T> {
  const { t } = useText();
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const [loader] = useState<Loader<T>>(() => createLoader(() => latestLoad.current()));
  const state = useStore(loader.$state);
  const [round, setRound] = useState(0);

  useEffect(() => {
    void loader.run();
  }, [loader, key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return {
    data: state.data,
    loading: state.status === 'idle' || state.status === 'loading',
    error: state.status === 'failed' && state.failure ? loadFailureText(state.failure, t) : '',
    reload,
  };
}
