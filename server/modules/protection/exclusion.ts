import type { FastifyInstance } from 'fastify';
import type { ExclusionPayload } from '../../../src/contract/protection.ts';
import type { Translate } from '../../../src/i18n/translate.ts';
import { protectionExclusion } from '../../db/schema.ts';
import { revokeMemberSessions } from '../auth/sessions.ts';
import type { Member } from '../members/repository.ts';
import { checkPaymentPassword } from '../payments/payment-password.ts';
import { appendAudit } from './audit.ts';

const dayMs = 86_400_000;

/**
 * Starts a time-out or a self-exclusion at once: every session and game session of the member ends
 * in the same transaction. It cannot be shortened (the member cannot sign in to try); a later one
 * only adds. A permanent self-exclusion ends only by the operator.
 */
export async function startExclusion(app: FastifyInstance, member: Member, payload: ExclusionPayload, t: Translate, now = new Date()) {
  await checkPaymentPassword(app, member, payload.paymentPassword, t);
  const endsAt = payload.permanent ? null : new Date(now.getTime() + (payload.days ?? 0) * dayMs);
  return app.db.transaction(async (tx) => {
    const [row] = await tx.insert(protectionExclusion).values({ memberId: member.id, kind: payload.kind, startsAt: now, endsAt }).returning();
    if (!row) throw new Error('exclusion not written');
    await revokeMemberSessions(tx, member.id, { now });
    await appendAudit(tx, {
      actor: `member:${member.id}`,
      kind: 'exclusion.start',
      subject: `member:${member.id}`,
      data: { kind: payload.kind, endsAt: endsAt?.toISOString() ?? 'permanent' },
      at: now,
    });
    return { kind: row.kind, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt?.toISOString() ?? null };
  });
}
