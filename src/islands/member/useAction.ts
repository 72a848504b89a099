import { useRef, useState } from 'react';
import { asFailure, type ApiFailure } from '../../lib/api/failure.ts';
import { actionKeys } from '../../lib/idempotency.ts';
import { refresh } from '../../stores/balance.ts';
import { useText, type Translate } from './i18n.tsx';

export interface ActionState {
  pending: boolean;
  /** Messages under inputs, by field name. */
  errors: Record<string, string>;
  /** The envelope's message, or the browser's own words when no answer came. */
  message: string;
}

const idle: ActionState = { pending: false, errors: {}, message: '' };

/** How a refused action is worded: the server's message, else the browser's own words. */
export function failureMessage(failure: ApiFailure, t: Translate): string {
  if (failure.message) return failure.message;
  if (failure.code === 'NETWORK') return t('center.error.network');
  if (failure.code === 'VALIDATION_FAILED') return t('center.error.invalid');
  return t('center.error.unknown');
}

/**
 * One user action of a page: its busy flag, its errors, and its idempotency key, which survives a
 * retry of the same details (src/lib/idempotency.ts). Money actions refresh the header balance.
 */
export function useAction(options: { money?: boolean } = {}) {
  const { t } = useText();
  const keys = useRef(actionKeys());
  const busy = useRef(false);
  const [state, setState] = useState<ActionState>(idle);

  async function run<T>(details: unknown, perform: (idempotencyKey: string) => Promise<T>): Promise<T | undefined> {
    if (busy.current) return undefined;
    busy.current = true;
    setState({ pending: true, errors: {}, message: '' });
    try {
      const result = await perform(keys.current.keyFor(details));
      keys.current.done();
      setState(idle);
      if (options.money) void refresh();
      return result;
    } catch (error) {
      const failure = asFailure(error);
      const errors = Object.fromEntries(Object.entries(failure.fields).map(([field, text]) => [field, text || t('center.error.field')]));
      setState({ pending: false, errors, message: failureMessage(failure, t) });
      // A refused money action may still have changed what the header should show (a retry that replayed).
      if (options.money && failure.status >= 400 && failure.status < 500) void refresh();
      return undefined;
    } finally {
      busy.current = false;
    }
  }

  /** Errors found before sending: shown the same way, nothing is sent. */
  function refuse(errors: Record<string, string>): void {
    setState({ pending: false, errors, message: '' });
  }

  return { ...state, run, refuse };
}
