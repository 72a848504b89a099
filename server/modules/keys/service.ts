import { randomUUID } from 'node:crypto';
import { compactDecrypt, exportJWK, generateKeyPair, importJWK, type CompactJWEHeaderParameters } from 'jose';
import type { z } from 'zod';
import type { publicJwkSchema } from '../../../src/contract/system.ts';
import type { Db } from '../../db/index.ts';
import { AppError } from '../../http/envelope.ts';
import { refuseUnstorableText } from '../../http/well-formed-text.ts';
import { findActiveKey, findKey, insertActiveKeyIfNone, type StoredKey } from './repository.ts';

export const keyAlgorithm = 'RSA-OAEP-256';
export const contentEncryption = 'A256GCM';

export type PublicJwk = z.infer<typeof publicJwkSchema>;

export interface KeyService {
  /** The active public key; generated and stored on first use. */
  publicJwk(): Promise<PublicJwk>;
  /** Reads a compact JWE made with any of our keys (old ones included) and parses its JSON. */
  decryptPayload<T extends z.ZodType>(jwe: string, schema: T): Promise<z.output<T>>;
}

async function newKey(): Promise<StoredKey> {
  const { publicKey, privateKey } = await generateKeyPair(keyAlgorithm, { modulusLength: 2048, extractable: true });
  const kid = randomUUID();
  return { kid, publicJwk: { ...(await exportJWK(publicKey)), kid }, privateJwk: { ...(await exportJWK(privateKey)), kid } };
}

function publicOf(key: StoredKey): PublicJwk {
  const { n, e } = key.publicJwk;
  if (typeof n !== 'string' || typeof e !== 'string') throw new Error(`key ${key.kid} has no RSA public part`);
  return { kty: 'RSA', n, e, kid: key.kid, alg: keyAlgorithm, use: 'enc' };
}

/** How long a process keeps publishing the key it read before looking again, so a rotation spreads. */
const activeKeyMilliseconds = 60_000;

export function createKeyService(db: Db, now: () => number = Date.now): KeyService {
  let active: { at: number; key: Promise<StoredKey> } | null = null;
  const privateKeys = new Map<string, Promise<CryptoKey | Uint8Array>>();

  async function ensureActive(): Promise<StoredKey> {
    const existing = await findActiveKey(db);
    if (existing) return existing;
    await insertActiveKeyIfNone(db, await newKey());
    const winner = await findActiveKey(db);
    if (!winner) throw new Error('no active encryption key after inserting one');
    return winner;
  }

  function activeKey(): Promise<StoredKey> {
    if (active && now() - active.at < activeKeyMilliseconds) return active.key;
    const key = ensureActive();
    active = { at: now(), key };
    key.catch(() => {
      active = null;
    });
    return key;
  }

  async function privateKeyFor(header: CompactJWEHeaderParameters): Promise<CryptoKey | Uint8Array> {
    if (header.alg !== keyAlgorithm || header.enc !== contentEncryption) throw new AppError('MALFORMED_REQUEST');
    const kid = header.kid ?? (await activeKey()).kid;
    let key = privateKeys.get(kid);
    if (!key) {
      key = findKey(db, kid).then((found) => {
        if (!found) throw new AppError('MALFORMED_REQUEST');
        return importJWK(found.privateJwk, keyAlgorithm);
      });
      key.catch(() => privateKeys.delete(kid));
      privateKeys.set(kid, key);
    }
    return key;
  }

  return {
    async publicJwk() {
      return publicOf(await activeKey());
    },
    async decryptPayload(jwe, schema) {
      let text: string;
      try {
        const { plaintext } = await compactDecrypt(jwe, privateKeyFor);
        text = new TextDecoder().decode(plaintext);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('MALFORMED_REQUEST');
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new AppError('MALFORMED_REQUEST');
      }
      // The payload is a body of its own, decrypted past the request's check of its text.
      refuseUnstorableText(json, 'body');
      return schema.parse(json);
    },
  };
}
