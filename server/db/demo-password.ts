import { hashPassword } from '../modules/auth/password.ts';

const hashes = new Map<string, Promise<string>>();

/**
 * A demo account's password hash: argon2id is made to be slow (about 40 ms and 19 MiB each), and a
 * new database holds fifteen demo accounts sharing six published passwords, so one hash per password
 * is made and shared. The accounts that share it share a salt, which tells only what the README
 * already prints: that their passwords are the same. Accounts people make always get their own.
 */
export function demoPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}
