import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StaffEntry, StaffRole } from '../../../src/contract/staff.ts';
import { staff } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { hashPassword } from '../auth/password.ts';
import { recordAction } from '../payments/support.ts';
import { endStaffSessions } from './sessions.ts';

type StaffRow = typeof staff.$inferSelect;

function entryOf(row: StaffRow): StaffEntry {
  return {
    id: row.id,
    username: row.username,
    roles: row.roles,
    status: row.status,
    totpEnrolled: row.totpEnrolled,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit trail keeps of a staff member: never the password hash or the secret. */
const auditOf = (row: StaffRow) => ({ username: row.username, roles: row.roles, status: row.status, totpEnrolled: row.totpEnrolled });

export async function listStaff(app: FastifyInstance): Promise<StaffEntry[]> {
  return (await app.db.select().from(staff).orderBy(staff.username)).map(entryOf);
}

export async function createStaff(
  app: FastifyInstance,
  input: { username: string; password: string; roles: StaffRole[]; reason: string; actor: string },
): Promise<StaffEntry> {
  const passwordHash = await hashPassword(input.password);
  return app.db.transaction(async (tx) => {
    const [row] = await tx.insert(staff).values({ username: input.username, passwordHash, roles: input.roles }).onConflictDoNothing().returning();
    if (!row) throw new AppError('USERNAME_TAKEN');
    await recordAction(tx, {
      actor: input.actor,
      action: 'staff.create',
      target: `staff:${row.username}`,
      before: null,
      after: auditOf(row),
      reason: input.reason,
    });
    return entryOf(row);
  });
}

/**
 * Changes a staff member's roles or status, or resets the second factor. Disabling, or resetting
 * the second factor, ends every session at once; an admin cannot disable or demote themselves, so
 * the platform never loses its last way in by a slip.
 */
export async function updateStaff(
  app: FastifyInstance,
  id: number,
  change: {
    roles?: StaffRole[] | undefined;
    status?: 'active' | 'disabled' | undefined;
    resetTotp?: true | undefined;
    reason: string;
    actor: string;
    self: number | null;
  },
): Promise<StaffEntry> {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    if (change.self === id && (change.status === 'disabled' || (change.roles && !change.roles.includes('admin')))) throw new AppError('RULE_BROKEN');
    const [row] = await tx
      .update(staff)
      .set({
        ...(change.roles ? { roles: change.roles } : {}),
        ...(change.status ? { status: change.status } : {}),
        ...(change.resetTotp ? { totpSecret: null, totpEnrolled: false, totpLastStep: null } : {}),
      })
      .where(eq(staff.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'disabled' || change.resetTotp) await endStaffSessions(tx, id, now);
    await recordAction(tx, {
      actor: change.actor,
      action: 'staff.update',
      target: `staff:${row.username}`,
      before: auditOf(before),
      after: auditOf(row),
      reason: change.reason,
    });
    return entryOf(row);
  });
}
