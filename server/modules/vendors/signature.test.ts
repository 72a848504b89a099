import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureExample, signatureHeader, vendorAnswerSchema, vendorPath } from '../../../src/contract/vendor.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { signatureMatches } from './secrets.ts';
import { liveVendor, vendorEnv, vendorSignature } from './test-support.ts';

describe('the seamless wallet signature', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ env: { ...vendorEnv, VENDOR_SECRETS: JSON.stringify({ [liveVendor]: signatureExample.secret }) } });
  });
  afterAll(() => harness?.close());

  const post = (body: string, signature: string) =>
    harness.app.inject({
      method: 'POST',
      url: vendorPath(liveVendor, signatureExample.operation),
      headers: { 'content-type': 'application/json', [signatureHeader]: signature },
      payload: body,
    });

  it('documents an example that HMAC-SHA256 of the body bytes reproduces', () => {
    expect(vendorSignature(signatureExample.secret, signatureExample.body)).toBe(signatureExample.signature);
    expect(signatureMatches(signatureExample.secret, Buffer.from(signatureExample.body), signatureExample.signature)).toBe(true);
  });

  it('accepts the documented request byte for byte and refuses it with one byte changed', async () => {
    // The example's session is unknown here, so an accepted signature goes on to SESSION_EXPIRED.
    const accepted = vendorAnswerSchema.parse((await post(signatureExample.body, signatureExample.signature)).json());
    expect(accepted.status).toBe('SESSION_EXPIRED');
    const spaced = signatureExample.body.replace('"member":', '"member": ');
    expect(vendorAnswerSchema.parse((await post(spaced, signatureExample.signature)).json())).toEqual({
      status: 'INVALID_SIGNATURE',
      balance: null,
      currency: null,
    });
  });
});
