import type { ErrorCode } from '../../contract/envelope.ts';

/** Failures the browser itself detects, next to the server's codes: no answer, or one it cannot read. */
export type ClientCode = 'NETWORK' | 'UNREADABLE';

/** A call that did not succeed, with what the dialogs show: the message, field errors, the captcha flag. */
export class ApiFailure extends Error {
  readonly code: ErrorCode | ClientCode | (string & {});
  readonly status: number;
  readonly fields: Record<string, string>;
  readonly captcha: boolean;

  constructor(code: ApiFailure['code'], options: { message?: string; status?: number; fields?: Record<string, string>; captcha?: boolean } = {}) {
    super(options.message ?? '');
    this.name = 'ApiFailure';
    this.code = code;
    this.status = options.status ?? 0;
    this.fields = options.fields ?? {};
    this.captcha = options.captcha ?? false;
  }
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure;
}

/** Any thrown value as an ApiFailure, so a dialog always has something to show. */
export function asFailure(error: unknown): ApiFailure {
  return isApiFailure(error) ? error : new ApiFailure('NETWORK');
}
