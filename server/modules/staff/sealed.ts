import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (a staff member's TOTP secret, a member's identity documents) are sealed
 * with AES-256-GCM under a key derived from the server's key material and the purpose they serve,
 * so a copy of the database alone does not reveal them and one purpose's key opens nothing else.
 */
export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string;
  sealBytes(plain: Buffer): string;
  openBytes(sealed: string): Buffer;
}

const version = 'v1';

export function createSealer(material: Uint8Array, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', material, 'tala-sealed', purpose, 32));
  function sealBytes(plain: Buffer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return [version, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }
  function openBytes(sealed: string): Buffer {
    const [tag, iv, auth, body] = sealed.split('.');
    if (tag !== version || !iv || !auth || body === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(auth, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  }
  return {
    sealBytes,
    openBytes,
    seal: (plain) => sealBytes(Buffer.from(plain, 'utf8')),
    open: (sealed) => openBytes(sealed).toString('utf8'),
  };
}
