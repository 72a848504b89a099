import { atom, type ReadableAtom } from 'nanostores';
import { asFailure } from '../lib/api/failure.ts';
import { failureText } from './failure-text.ts';
import { showWarning } from './warning.ts';

/** The SMS button (SPEC §4): ready ("sms"), sending, then a countdown until it may send again. */
export type SmsButtonState = { phase: 'ready' } | { phase: 'sending' } | { phase: 'waiting'; seconds: number };

export interface SmsButton {
  readonly $state: ReadableAtom<SmsButtonState>;
  /**
   * Sends when ready. `request` sends the code and answers how many seconds to wait before the
   * next one. A failed send puts the button back at once and shows the server's message.
   */
  send(request: () => Promise<number>): Promise<boolean>;
  reset(): void;
}

export function createSmsButton(): SmsButton {
  const $state = atom<SmsButtonState>({ phase: 'ready' });
  let timer: ReturnType<typeof setInterval> | undefined;

  const reset = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    $state.set({ phase: 'ready' });
  };

  const countDown = (seconds: number) => {
    $state.set({ phase: 'waiting', seconds });
    timer = setInterval(() => {
      const state = $state.get();
      const left = state.phase === 'waiting' ? state.seconds - 1 : 0;
      if (left <= 0) reset();
      else $state.set({ phase: 'waiting', seconds: left });
    }, 1000);
  };

  return {
    $state,
    reset,
    async send(request) {
      if ($state.get().phase !== 'ready') return false;
      $state.set({ phase: 'sending' });
      try {
        countDown(Math.max(1, Math.round(await request())));
        return true;
      } catch (error) {
        reset();
        showWarning(failureText(asFailure(error)));
        return false;
      }
    },
  };
}
