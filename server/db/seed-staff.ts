import type { StaffRole } from '../../src/contract/staff.ts';
import { hashPassword } from '../modules/auth/password.ts';
import type { Db } from './index.ts';
import { staff } from './schema.ts';

/** The demo's staff, one per desk a newcomer tries first; each enrols a TOTP app at first sign-in. */
export const demoStaff: readonly { username: string; password: string; roles: StaffRole[] }[] = [
  { username: 'admin', password: 'Admin@1234', roles: ['admin'] },
  { username: 'cashier', password: 'Cashier@1234', roles: ['finance'] },
  { username: 'helpdesk', password: 'Helpdesk@1234', roles: ['support'] },
];

/** Adds the demo staff that are missing; an existing account (its password, roles or second factor) is left as it is. */
export async function seedDemoStaff(db: Db): Promise<void> {
  for (const person of demoStaff) {
    await db
      .insert(staff)
      .values({ username: person.username, passwordHash: await hashPassword(person.password), roles: person.roles })
      .onConflictDoNothing();
  }
}
