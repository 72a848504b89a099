import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { RandomSource } from '../../../src/rules/random.ts';

/**
 * Provably fair randomness (DESIGN §5): digest `round` of a play is
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`); each 32-byte digest yields eight
 * numbers in [0, 1) as big-endian uint32 / 2^32. Anyone holding the revealed seeds gets the same numbers.
 */
export interface SeedInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function hashSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/** HMAC-SHA256 (RFC 2104); a string key or message is taken as its UTF-8 bytes, so the server seed's hex text is the key. */
export function hmacSha256(key: string | Uint8Array, message: string | Uint8Array): Buffer {
  return createHmac('sha256', key).update(message).digest();
}

export function digest(seed: SeedInput, round: number): Buffer {
  return hmacSha256(seed.serverSeed, `${seed.clientSeed}:${seed.nonce}:${round}`);
}

/** The stream of numbers an outcome draws from, and the digests it used (for the fairness page). */
export interface Randoms extends RandomSource {
  digests(): string[];
}

export function randoms(seed: SeedInput): Randoms {
  const used: string[] = [];
  let block: Buffer | null = null;
  let offset = 32;
  return {
    next() {
      if (offset >= 32) {
        block = digest(seed, used.length);
        used.push(block.toString('hex'));
        offset = 0;
      }
      const value = (block as Buffer).readUInt32BE(offset) / 2 ** 32;
      offset += 4;
      return value;
    },
    digests: () => [...used],
  };
}
