import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(argon2);

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const cost = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 };

async function argon2id(password: string, salt: Buffer, params: typeof cost): Promise<Buffer> {
  return derive('argon2id', { message: password, nonce: salt, ...params });
}

/** A PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash), so the cost can rise without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await argon2id(password, salt, cost);
  return `$argon2id$v=19$m=${cost.memory},t=${cost.passes},p=${cost.parallelism}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

const phc = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = phc.exec(stored);
  if (!parts) return false;
  const expected = Buffer.from(parts[5] as string, 'base64url');
  const actual = await argon2id(password, Buffer.from(parts[4] as string, 'base64url'), {
    memory: Number(parts[1]),
    passes: Number(parts[2]),
    parallelism: Number(parts[3]),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash no password matches, verified against when the username is unknown so timing tells nothing. */
export const unmatchableHash = `$argon2id$v=19$m=${cost.memory},t=${cost.passes},p=${cost.parallelism}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(32).toString('base64url')}`;
