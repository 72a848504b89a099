import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '../../../src/contract/envelope.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { player, type Player } from '../payments/test-support.ts';

let test: TestApp;
let who: Player;

beforeAll(async () => {
  test = await createTestApp();
  who = await player(test.app);
});
afterAll(() => test.close());

/** Multipart bodies busboy refuses: each is the sender's mistake, answered 400 with the envelope. */
const tornForms: [string, string, string][] = [
  ['no boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="amount"\r\n\r\n1\r\n--x--\r\n'],
  ['an empty boundary', 'multipart/form-data; boundary=', 'anything'],
  ['an unclosed quoted boundary', 'multipart/form-data; boundary="x', '--x\r\n'],
  ['a body that ends inside a part', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="amount"\r\n\r\n1'],
];

describe('multipart forms that cannot be read', () => {
  for (const url of ['/wps/deposit/requests', '/wps/withdraw/requests/1/not-received']) {
    for (const [what, contentType, payload] of tornForms) {
      it(`POST ${url} with ${what} is a 400 envelope`, async () => {
        const response = await test.app.inject({ method: 'POST', url, headers: { ...who.headers, 'content-type': contentType }, payload });
        expect(response.statusCode).toBe(400);
        expect(failureSchema.parse(response.json()).code).toBe('MALFORMED_REQUEST');
      });
    }
  }
});
