import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '../../src/contract/envelope.ts';
import { catalogues } from '../../src/i18n/translate.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** Sends raw bytes and reads everything until the server closes the connection. */
async function raw(port: number, request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server closes as soon as it has answered, maybe before it read all we sent.
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(request);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('headers and envelopes on the wire', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t?.close());

  it('marks every JSON answer nosniff, a success as well as a failure', async () => {
    const success = await t.app.inject({ method: 'GET', url: '/health' });
    expect(success.statusCode).toBe(200);
    expect(success.headers['content-type']).toMatch(/^application\/json/);
    expect(success.headers['x-content-type-options']).toBe('nosniff');
    const missing = await t.app.inject({ method: 'GET', url: '/wps/does-not-exist' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    const refused = await t.app.inject({ method: 'GET', url: '/wps/member/info' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an over-long request line with the envelope and 431', async () => {
    const answer = await raw(port, `GET /wps/member/info?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(failureSchema.parse(JSON.parse(answer.body))).toEqual({
      success: false,
      code: 'HEADERS_TOO_LARGE',
      message: catalogues.en['error.HEADERS_TOO_LARGE'],
    });
  });

  it('answers over-long headers with the envelope and 431', async () => {
    const answer = await raw(port, `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'HEADERS_TOO_LARGE' });
  });

  it('answers a request line Node cannot parse with the envelope and 400', async () => {
    const answer = await raw(port, 'NOT A REQUEST\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({ success: false, code: 'MALFORMED_REQUEST', message: catalogues.en['error.MALFORMED_REQUEST'] });
  });

  it('still answers a request just under the limit normally', async () => {
    const answer = await raw(port, `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'c'.repeat(8_000)}\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
