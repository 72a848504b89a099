import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/**
 * Hub88's signature: RSA-SHA256 (PKCS#1 v1.5) over the exact body bytes, base64. Keys are parsed
 * once; a malformed signature is simply wrong, never an error.
 */
export interface Hub88Keys {
  /** Hub88's public key: checks what it sends us. */
  theirs: KeyObject;
  /** Our private key: signs our answers and our Games API calls. */
  ours: KeyObject;
}

export function hub88Keys(publicKeyPem: string, privateKeyPem: string): Hub88Keys {
  return { theirs: createPublicKey(publicKeyPem), ours: createPrivateKey(privateKeyPem) };
}

export function signBody(key: KeyObject, body: Buffer | string): string {
  return sign('sha256', typeof body === 'string' ? Buffer.from(body, 'utf8') : body, key).toString('base64');
}

export function signatureHolds(key: KeyObject, body: Buffer, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(given.trim())) return false;
  try {
    return verify('sha256', body, key, Buffer.from(given.trim(), 'base64'));
  } catch {
    return false;
  }
}
