import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ApiFailure } from '../lib/api/failure.ts';
import { createAction, type Action } from '../stores/task.ts';
import { useText, type Translate } from './text.tsx';

export interface ActionState {
  pending: boolean;
  /** Messages under inputs, by field name. */
  errors: Record<string, string>;
  /** The envelope's message, or the browser's own words when no answer came. */
  message: string;
}

/** How a refused action is worded: the server's message, else the browser's own words. */
export function failureMessage(failure: ApiFailure, t: Translate): string {
  if (failure.message) return failure.message;
  if (failure.code === 'NETWORK') return t('center.error.network');
  if (failure.code === 'VALIDATION_FAILED') return t('center.error.invalid');
  return t('center.error.unknown');
}

/**
 * One user action of a page, worded: a view of an action store (src/stores/task.ts), which keeps
 * its busy flag and its idempotency key. Money actions refresh the header balance.
 */
export function useAction(options: { money?: boolean } = {}) {
  const { t } = useText();
  const [action] = useState<Action>(() => createAction(options));
  const state = useStore(action.$state);
  const failure = state.failure;
  const errors = failure ? Object.fromEntries(Object.entries(failure.fields).map(([field, text]) => [field, text || t('center.error.field')])) : state.refused;
  return {
    pending: state.pending,
    errors,
    message: failure ? failureMessage(failure, t) : '',
    run: action.run,
    refuse: action.refuse,
  } satisfies ActionState & Pick<Action, 'run' | 'refuse'>;
}
