import type { ApiFailure } from '../lib/api/failure.ts';
import { $messages, text } from './messages.ts';

/** What a dialog says about a failure: the server's own words, else the code's text, else a network hint. */
export function failureText(failure: ApiFailure): string {
  if (failure.message) return failure.message;
  const key = `error.${failure.code}`;
  return key in $messages.get() ? text(key) : text('account.network');
}
