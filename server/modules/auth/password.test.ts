import { describe, expect, it } from 'vitest';
import { hashPassword, unmatchableHash, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores an argon2id PHC string that verifies only the same password', async () => {
    const stored = await hashPassword('Secret123!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('Secret123!', stored)).toBe(true);
    expect(await verifyPassword('secret123!', stored)).toBe(false);
    expect(await hashPassword('Secret123!')).not.toBe(stored);
  });

  it('refuses malformed hashes and never matches the placeholder for unknown accounts', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('', unmatchableHash)).toBe(false);
  });
});
