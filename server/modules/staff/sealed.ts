import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (a staff member's TOTP secret) are sealed with AES-256-GCM under a key
 * derived from the server's key material, so a copy of the database alone does not reveal them.
 */
export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

const version = 'v1';

export function createSealer(material: Uint8Array, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', material, 'tala-sealed', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [version, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [tag, iv, auth, body] = sealed.split('.');
      if (tag !== version || !iv || !auth || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(auth, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
