import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '../../src/contract/envelope.ts';
import { failure } from './envelope.ts';

/** What a request Node could not parse answers: its status and our code. */
function answerFor(code: string | undefined): { status: number; code: ErrorCode } {
  // The request line and the headers together passed Node's limit (--max-http-header-size, 16 KB).
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'HEADERS_TOO_LARGE' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'MALFORMED_REQUEST' };
  return { status: 400, code: 'MALFORMED_REQUEST' };
}

/**
 * Fastify's clientErrorHandler: a request Node's parser refused never reaches a route or a hook, so
 * the envelope is written on the socket here, as Node itself would write its bare answer, and the
 * connection closed. Its headers were not read, so the message is in English; like any client's
 * mistake, it is not logged.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code } = answerFor(error.code);
  if (socket.writable) {
    const body = JSON.stringify(failure('en', code));
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Cache-Control: no-store',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
