import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '../../../src/contract/staff.ts';
import { staff } from '../../db/schema.ts';
import { hashPassword } from '../auth/password.ts';
import { staffCookie, startStaffSession } from './sessions.ts';

/** Headers of a back-office page's call: the session cookie and our own origin (inject's host is localhost:80). */
export function staffHeaders(token: string): Record<string, string> {
  return { cookie: `${staffCookie}=${token}`, origin: 'http://localhost' };
}

let made = 0;

/** A staff member with these roles, signed in: straight to a session, as the sign-in tests prove the steps. */
export async function signedInStaff(app: FastifyInstance, roles: StaffRole[]): Promise<{ id: number; username: string; headers: Record<string, string> }> {
  made += 1;
  const username = `staff${made}${roles.join('').slice(0, 12)}`;
  const [row] = await app.db
    .insert(staff)
    .values({ username, passwordHash: await hashPassword('Staff@12345'), roles, totpEnrolled: true })
    .returning({ id: staff.id });
  if (!row) throw new Error('no staff row');
  const token = await startStaffSession(app.db, { staffId: row.id, ip: '127.0.0.1', now: app.clock.now() });
  return { id: row.id, username, headers: staffHeaders(token) };
}

/** The code an authenticator app shows for `secret` at `at`: the library's own TOTP, not ours. */
export function codeAt(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at.getTime() });
}
