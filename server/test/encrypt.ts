import type { FastifyInstance } from 'fastify';
import { CompactEncrypt, importJWK } from 'jose';
import { contentEncryption, keyAlgorithm } from '../modules/keys/service.ts';

/** Encrypts a payload the way the dialogs do: a compact JWE for the server's published key. */
export async function encryptFor(app: FastifyInstance, payload: unknown): Promise<string> {
  const jwk = await app.keys.publicJwk();
  const key = await importJWK(jwk, keyAlgorithm);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: keyAlgorithm, enc: contentEncryption, kid: jwk.kid })
    .encrypt(key);
}

/** The `{ jwe }` body of an encrypted call. */
export async function encryptedBody(app: FastifyInstance, payload: unknown): Promise<{ jwe: string }> {
  return { jwe: await encryptFor(app, payload) };
}
