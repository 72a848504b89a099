import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Game session tokens kept for settling after the player left, sealed with AES-256-GCM under a key
 * derived from HOUSE's wallet secret, so a copy of the table alone cannot speak for a member.
 */
function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`house-session-token:${secret}`).digest();
}

export function sealToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function unsealToken(secret: string, sealed: string): string {
  const [iv = '', tag = '', body = ''] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
