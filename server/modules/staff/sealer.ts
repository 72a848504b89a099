import type { FastifyInstance } from 'fastify';
import { findActiveKey, findKey } from '../keys/repository.ts';
import { createSealer, type Sealer } from './sealed.ts';

/** The key name written beside a secret sealed under SECRETS_KEY. */
const configuredKid = 'secrets-key';

/**
 * Seals secrets of one purpose under a key derived from SECRETS_KEY when the operator sets one
 * (kept out of the database), else from the server's own private key material. The sealed text
 * names its key, so a rotation of the server's keys leaves older secrets readable.
 */
export interface KeySealer {
  seal(plain: string): Promise<string>;
  open(sealed: string): Promise<string>;
  sealBytes(plain: Buffer): Promise<string>;
  openBytes(sealed: string): Promise<Buffer>;
}

/** `purpose` names what is sealed ('staff-totp', 'identity-documents'): each purpose has its own key. */
export function keySealer(app: FastifyInstance, purpose: string): KeySealer {
  async function sealerFor(kid: string): Promise<Sealer> {
    if (kid === configuredKid) {
      const configured = app.config.SECRETS_KEY;
      if (!configured) throw new Error(`a ${purpose} secret was sealed with SECRETS_KEY, which is no longer set`);
      return createSealer(Buffer.from(configured, 'utf8'), purpose);
    }
    const material = (await findKey(app.db, kid))?.privateJwk.d;
    if (!material) throw new Error(`no key material "${kid}" to open a ${purpose} secret with`);
    return createSealer(Buffer.from(material, 'base64url'), purpose);
  }
  async function currentKid(): Promise<string> {
    if (app.config.SECRETS_KEY) return configuredKid;
    await app.keys.publicJwk();
    const active = await findActiveKey(app.db);
    if (!active) throw new Error(`no active key to seal a ${purpose} secret with`);
    return active.kid;
  }
  function split(sealed: string): [string, string] {
    const at = sealed.indexOf(':');
    if (at < 0) throw new Error(`a sealed ${purpose} secret names no key`);
    return [sealed.slice(0, at), sealed.slice(at + 1)];
  }
  return {
    async seal(plain) {
      const kid = await currentKid();
      return `${kid}:${(await sealerFor(kid)).seal(plain)}`;
    },
    async open(sealed) {
      const [kid, body] = split(sealed);
      return (await sealerFor(kid)).open(body);
    },
    async sealBytes(plain) {
      const kid = await currentKid();
      return `${kid}:${(await sealerFor(kid)).sealBytes(plain)}`;
    },
    async openBytes(sealed) {
      const [kid, body] = split(sealed);
      return (await sealerFor(kid)).openBytes(body);
    },
  };
}

/** A staff member's TOTP secret. */
export const staffSealer = (app: FastifyInstance): KeySealer => keySealer(app, 'staff-totp');
