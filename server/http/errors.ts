import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ErrorCode } from '../../src/contract/envelope.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, requestLocale, sendFailure } from './envelope.ts';
import { fieldMessages } from './validation.ts';

/** Fastify's own client-error codes and what each means on our wire. */
const frameworkCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_BAD_URL: 'MALFORMED_REQUEST',
};

const statusCodes: Partial<Record<number, ErrorCode>> = {
  401: 'NOT_LOGGED_IN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'RULE_BROKEN',
  429: 'TOO_MANY_REQUESTS',
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  return typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

/** Every failure leaves as an envelope; only a fault of ours is a 5xx, and it tells nothing of why. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof AppError) return sendFailure(reply, error.code, error.extra);
  if (error instanceof z.ZodError) {
    const context = 'validationContext' in error && typeof error.validationContext === 'string' ? error.validationContext : 'body';
    return sendFailure(reply, 'VALIDATION_FAILED', { fields: fieldMessages(error, requestLocale(request), context) });
  }
  if (isFastifyError(error) && frameworkCodes[error.code]) return sendFailure(reply, frameworkCodes[error.code]);
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    const code = statusCodes[status];
    return code ? sendFailure(reply, code) : sendFailure(reply, 'MALFORMED_REQUEST', { status });
  }
  if (isDatabaseUnavailable(error)) {
    // Every money request carries an idempotency key, so the client may simply send it again.
    request.log.warn({ err: error }, 'database unavailable for this request');
    return sendFailure(reply.header('retry-after', '1'), 'SERVICE_UNAVAILABLE');
  }
  request.log.error({ err: error }, 'request failed');
  return sendFailure(reply, 'INTERNAL');
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
