import { compactDecrypt, decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { loginPayloadSchema } from '../../contract/auth.ts';
import type { SystemStatus } from '../../contract/system.ts';
import { encrypt } from './encrypt.ts';

const keys = await generateKeyPair('RSA-OAEP-256', { extractable: true });
const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RSA-OAEP-256', use: 'enc' } as SystemStatus['info']['publicKey'];

describe('encrypt', () => {
  it('makes a compact JWE (RSA-OAEP-256, A256GCM, the key id) of the validated payload', async () => {
    const { jwe } = await encrypt(jwk, loginPayloadSchema, { type: 'username', username: ' ana ', password: 'pw' });
    expect(decodeProtectedHeader(jwe)).toEqual({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'k1' });
    const { plaintext } = await compactDecrypt(jwe, keys.privateKey);
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual({ type: 'username', username: 'ana', password: 'pw', site: 'member' });
  });

  it('refuses a payload its schema refuses, naming the fields, before anything is sent', async () => {
    await expect(encrypt(jwk, loginPayloadSchema, { type: 'username', username: 'x'.repeat(65), password: 'pw' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { username: '' },
    });
  });
});
