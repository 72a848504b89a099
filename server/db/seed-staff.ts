import { inArray } from 'drizzle-orm';
import type { StaffRole } from '../../src/contract/staff.ts';
import type { Db } from './index.ts';
import { demoPasswordHash } from './demo-password.ts';
import { staff } from './schema.ts';

/** The demo's staff, one per desk a newcomer tries first; each enrols a TOTP app at first sign-in. */
export const demoStaff: readonly { username: string; password: string; roles: StaffRole[] }[] = [
  { username: 'admin', password: 'Admin@1234', roles: ['admin'] },
  { username: 'cashier', password: 'Cashier@1234', roles: ['finance'] },
  { username: 'helpdesk', password: 'Helpdesk@1234', roles: ['support'] },
];

/**
 * Adds the demo staff that are missing; an existing account (its password, roles or second factor) is
 * left as it is. Only the missing are hashed: every start runs this, and a hash costs what a sign-in does.
 */
export async function seedDemoStaff(db: Db): Promise<void> {
  const present = await db
    .select({ username: staff.username })
    .from(staff)
    .where(
      inArray(
        staff.username,
        demoStaff.map((person) => person.username),
      ),
    );
  const taken = new Set(present.map((row) => row.username));
  const missing = demoStaff.filter((person) => !taken.has(person.username));
  const hashes = await Promise.all(missing.map((person) => demoPasswordHash(person.password)));
  for (const [index, person] of missing.entries()) {
    await db
      .insert(staff)
      .values({ username: person.username, passwordHash: hashes[index] as string, roles: person.roles })
      .onConflictDoNothing();
  }
}
