import { atom, type ReadableAtom } from 'nanostores';
import { asFailure, type ApiFailure } from '../lib/api/failure.ts';
import { actionKeys } from '../lib/idempotency.ts';
import { refresh } from './balance.ts';

/**
 * The two shapes of work a member-center page does, as stores: loading what it shows, and one user
 * action with its idempotency key. Pages with their own store (deposit, withdraw, protection) follow
 * the same rules; the center's `useLoad` and `useAction` hooks are thin views over these.
 */
export interface LoadState<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data?: T;
  failure?: ApiFailure;
}

export interface Loader<T> {
  $state: ReadableAtom<LoadState<T>>;
  /** Loads again; an answer to an older run is dropped, so the last request wins. */
  run(): Promise<void>;
}

export function createLoader<T>(load: () => Promise<T>): Loader<T> {
  const $state = atom<LoadState<T>>({ status: 'idle' });
  let latest = 0;
  return {
    $state,
    async run() {
      latest += 1;
      const ticket = latest;
      // What was shown stays while the next answer comes, so a filter change does not blank the page.
      $state.set({ ...$state.get(), status: 'loading', failure: undefined });
      try {
        const data = await load();
        if (ticket === latest) $state.set({ status: 'ready', data });
      } catch (error) {
        if (ticket === latest) $state.set({ ...$state.get(), status: 'failed', failure: asFailure(error) });
      }
    },
  };
}

export interface ActionState {
  pending: boolean;
  failure?: ApiFailure;
  /** Errors found before sending, by field, already worded by the page. */
  refused: Record<string, string>;
}

export interface Action {
  $state: ReadableAtom<ActionState>;
  /**
   * Runs `perform` with the key of these details: a retry of the same details reuses it, other
   * details get a new one, and a success ends the action. A second run while one is pending is ignored.
   */
  run<T>(details: unknown, perform: (idempotencyKey: string) => Promise<T>): Promise<T | undefined>;
  refuse(errors: Record<string, string>): void;
}

export function createAction(options: { money?: boolean; makeKey?: () => string } = {}): Action {
  const $state = atom<ActionState>({ pending: false, refused: {} });
  const keys = actionKeys(options.makeKey);
  return {
    $state,
    async run(details, perform) {
      if ($state.get().pending) return undefined;
      $state.set({ pending: true, refused: {} });
      try {
        const result = await perform(keys.keyFor(details));
        keys.done();
        $state.set({ pending: false, refused: {} });
        if (options.money) void refresh();
        return result;
      } catch (error) {
        const failure = asFailure(error);
        $state.set({ pending: false, failure, refused: {} });
        // A refused money action may still have changed what the header shows (a retry that replayed).
        if (options.money && failure.status >= 400 && failure.status < 500) void refresh();
        return undefined;
      }
    },
    refuse(errors) {
      $state.set({ pending: false, refused: errors });
    },
  };
}
