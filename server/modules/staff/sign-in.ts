import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import type { StaffSignIn, StaffSignInValue } from '../../../src/contract/staff.ts';
import { staff, staffSignInFailure } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { translator } from '../../../src/i18n/translate.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { unmatchableHash, verifyPassword } from '../auth/password.ts';
import { staffSealer } from './sealer.ts';
import { startStaffSession } from './sessions.ts';
import { acceptedStep, newTotpSecret, totpUri } from './totp.ts';

/** Five wrong passwords or codes from one address lock that account there, for 15 minutes; other addresses are untouched. */
export const staffLockoutFailures = 5;
export const staffLockoutMs = 15 * 60_000;

export interface SignInResult {
  value: StaffSignInValue;
  /** The new session's cookie value when `value.next` is `done`. */
  token?: string;
}

async function lockedUntil(app: FastifyInstance, staffId: number, ip: string): Promise<Date | null> {
  const [row] = await app.db
    .select({ lockedUntil: staffSignInFailure.lockedUntil })
    .from(staffSignInFailure)
    .where(and(eq(staffSignInFailure.staffId, staffId), eq(staffSignInFailure.ip, ip)));
  const until = row?.lockedUntil ?? null;
  return until && until > app.clock.now() ? until : null;
}

/** Counts a failure of this account from this address; the fifth in a row locks it there. */
async function countFailure(app: FastifyInstance, staffId: number, ip: string): Promise<void> {
  const now = app.clock.now();
  const lockAt = new Date(now.getTime() + staffLockoutMs);
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffSignInFailure)
      .values({ staffId, ip, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: [staffSignInFailure.staffId, staffSignInFailure.ip],
        // A lock that has run out starts the count again.
        set: {
          failures: sql`case when ${staffSignInFailure.lockedUntil} is not null and ${staffSignInFailure.lockedUntil} <= ${now} then 1 else ${staffSignInFailure.failures} + 1 end`,
          lockedUntil: sql`case when ${staffSignInFailure.lockedUntil} is not null and ${staffSignInFailure.lockedUntil} <= ${now} then null else ${staffSignInFailure.lockedUntil} end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: staffSignInFailure.failures });
    if (row && row.failures >= staffLockoutFailures) {
      await tx
        .update(staffSignInFailure)
        .set({ lockedUntil: lockAt })
        .where(and(eq(staffSignInFailure.staffId, staffId), eq(staffSignInFailure.ip, ip)));
    }
    await tx
      .update(staff)
      .set({ failedAttempts: sql`${staff.failedAttempts} + 1` })
      .where(eq(staff.id, staffId));
  });
}

async function clearFailures(app: FastifyInstance, staffId: number, ip: string): Promise<void> {
  await app.db.delete(staffSignInFailure).where(and(eq(staffSignInFailure.staffId, staffId), eq(staffSignInFailure.ip, ip)));
}

function wrong(field: 'password' | 'code', locale: Locale): AppError {
  return new AppError('INVALID_CREDENTIALS', { fields: { [field]: translator(locale)(field === 'code' ? 'staff.codeInvalid' : 'error.INVALID_CREDENTIALS') } });
}

/**
 * POST /ops/staff/session: the password first, then the second factor. A staff member without one
 * is shown a new secret (`setup`) and enrols by signing in again with its first code; one with a
 * secret is asked for the code (`code`) and signed in with it (`done`).
 */
export async function signIn(app: FastifyInstance, input: StaffSignIn, context: { ip: string; locale: Locale }): Promise<SignInResult> {
  const [row] = await app.db.select().from(staff).where(eq(staff.username, input.username)).limit(1);
  const passwordRight = await verifyPassword(input.password, row?.passwordHash ?? unmatchableHash);
  if (!row) throw wrong('password', context.locale);
  if (await lockedUntil(app, row.id, context.ip)) throw new AppError('TOO_MANY_REQUESTS');
  if (!passwordRight) {
    await countFailure(app, row.id, context.ip);
    throw wrong('password', context.locale);
  }
  if (row.status !== 'active') throw new AppError('ACCOUNT_SUSPENDED');

  const sealer = staffSealer(app);
  let secret = row.totpSecret ? await sealer.open(row.totpSecret) : null;
  if (!secret) {
    // A secret is kept from its first showing, so a reload of the enrolment page shows the same one.
    secret = newTotpSecret();
    await app.db
      .update(staff)
      .set({ totpSecret: await sealer.seal(secret), totpEnrolled: false })
      .where(eq(staff.id, row.id));
  }
  if (!input.code) {
    if (row.totpEnrolled) return { value: { next: 'code' } };
    const uri = totpUri(secret, row.username);
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { value: { next: 'setup', secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` } };
  }

  const now = app.clock.now();
  const step = acceptedStep(secret, row.username, input.code, now.getTime());
  if (step === null || (row.totpLastStep !== null && step <= row.totpLastStep)) {
    await countFailure(app, row.id, context.ip);
    throw wrong('code', context.locale);
  }
  const token = await app.db.transaction(async (tx) => {
    await tx.update(staff).set({ totpEnrolled: true, totpLastStep: step, lastSignInAt: now, failedAttempts: 0 }).where(eq(staff.id, row.id));
    return startStaffSession(tx, { staffId: row.id, ip: context.ip, now });
  });
  await clearFailures(app, row.id, context.ip);
  return { value: { next: 'done', staff: { username: row.username, roles: row.roles } }, token };
}
