import type { FastifyInstance } from 'fastify';
import { findActiveKey, findKey } from '../keys/repository.ts';
import { createSealer, type Sealer } from './sealed.ts';

const purpose = 'staff-totp';
/** The key name written beside a secret sealed under SECRETS_KEY. */
const configuredKid = 'secrets-key';

/**
 * Seals staff secrets under a key derived from SECRETS_KEY when the operator sets one (kept out of
 * the database), else from the server's own private key material. The sealed text names its key,
 * so a rotation of the server's keys leaves older secrets readable.
 */
export interface StaffSealer {
  seal(plain: string): Promise<string>;
  open(sealed: string): Promise<string>;
}

export function staffSealer(app: FastifyInstance): StaffSealer {
  async function sealerFor(kid: string): Promise<Sealer> {
    if (kid === configuredKid) {
      const configured = app.config.SECRETS_KEY;
      if (!configured) throw new Error('a staff secret was sealed with SECRETS_KEY, which is no longer set');
      return createSealer(Buffer.from(configured, 'utf8'), purpose);
    }
    const material = (await findKey(app.db, kid))?.privateJwk.d;
    if (!material) throw new Error(`no key material "${kid}" to open a staff secret with`);
    return createSealer(Buffer.from(material, 'base64url'), purpose);
  }
  async function currentKid(): Promise<string> {
    if (app.config.SECRETS_KEY) return configuredKid;
    await app.keys.publicJwk();
    const active = await findActiveKey(app.db);
    if (!active) throw new Error('no active key to seal a staff secret with');
    return active.kid;
  }
  return {
    async seal(plain) {
      const kid = await currentKid();
      return `${kid}:${(await sealerFor(kid)).seal(plain)}`;
    },
    async open(sealed) {
      const at = sealed.indexOf(':');
      if (at < 0) throw new Error('a sealed staff secret names no key');
      return (await sealerFor(sealed.slice(0, at))).open(sealed.slice(at + 1));
    },
  };
}
