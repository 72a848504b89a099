import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorStatus, type ErrorCode, type Failure } from '../../src/contract/envelope.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { pickLocale, translator } from '../../src/i18n/translate.ts';

export interface FailureExtra {
  fields?: Record<string, string>;
  captcha?: boolean;
  /** Overrides the code's usual status, for the rare code shared by two statuses. */
  status?: number;
}

/** A failure the client caused or may act on: becomes `{success:false, code, message…}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly extra: FailureExtra;
  constructor(code: ErrorCode, extra: FailureExtra = {}) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.extra = extra;
  }
}

export function ok<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}

/** The request's language: the Language header, then the `lang` query, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query;
  const lang = typeof query === 'object' && query !== null && 'lang' in query ? query.lang : undefined;
  return pickLocale(request.headers.language, lang);
}

export function failure(locale: Locale, code: ErrorCode, extra: FailureExtra = {}): Failure {
  const body: Failure = { success: false, code, message: translator(locale)(`error.${code}`) };
  if (extra.fields && Object.keys(extra.fields).length > 0) body.fields = extra.fields;
  if (extra.captcha !== undefined) body.captcha = extra.captcha;
  return body;
}

/** Answers a failure envelope with the code's status and its message in the request's language. */
export function sendFailure(reply: FastifyReply, code: ErrorCode, extra: FailureExtra = {}): FastifyReply {
  const locale = requestLocale(reply.request);
  return reply
    .code(extra.status ?? errorStatus[code])
    .type('application/json; charset=utf-8')
    .send(failure(locale, code, extra));
}
