import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { loginVerificationSchema } from '../../../src/contract/auth.ts';
import type { Translate } from '../../../src/i18n/translate.ts';
import type { Db } from '../../db/index.ts';
import { loginChallenge } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { Member } from '../members/repository.ts';
import { enqueueMessage } from '../outbox/outbox.ts';

export type LoginVerification = z.infer<typeof loginVerificationSchema>;
export type ChallengeRow = typeof loginChallenge.$inferSelect;

export const challengeLimits = { minutes: 10, tries: 5 } as const;

/** The challenge id salts the hash, so equal codes of two challenges never hash alike. */
const hashCode = (challengeId: string, code: string) => createHash('sha256').update(`${challengeId}:${code}`).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Enough of a destination for its owner to recognise it, too little for anyone else to use. */
export function maskDestination(channel: 'sms' | 'email', destination: string): string {
  if (channel === 'email') {
    const at = destination.lastIndexOf('@');
    return `${destination.slice(0, 1)}•••${destination.slice(at)}`;
  }
  if (destination.length <= 4) return '•'.repeat(destination.length);
  return `${destination.slice(0, 2)}${'•'.repeat(destination.length - 4)}${destination.slice(-2)}`;
}

/** Where the code can go: the member's mobile first, else e-mail; null when they have neither. */
export function challengeChannel(member: Member): { channel: 'sms' | 'email'; destination: string } | null {
  if (member.mobileNum) return { channel: 'sms', destination: member.mobileNum };
  if (member.email) return { channel: 'email', destination: member.email };
  return null;
}

/**
 * Holds a login back and sends its code through the outbox; both rows are written together or not
 * at all, so no code exists that was never sent nor a message for a challenge that does not.
 */
export async function createChallenge(
  db: Db,
  input: { member: Member; ip: string; method: string; t: Translate; now?: Date },
): Promise<LoginVerification | null> {
  const target = challengeChannel(input.member);
  if (!target) return null;
  const id = randomBytes(18).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = input.now ?? new Date();
  const minutes = challengeLimits.minutes;
  const vars = { code, minutes, ip: input.ip };
  await db.transaction(async (tx) => {
    await tx.insert(loginChallenge).values({
      id,
      memberId: input.member.id,
      ip: input.ip,
      method: input.method,
      codeHash: hashCode(id, code),
      channel: target.channel,
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
    });
    await enqueueMessage(
      tx,
      target.channel === 'sms'
        ? { channel: 'sms', recipient: target.destination, body: input.t('auth.challenge.sms', vars) }
        : { channel: 'email', recipient: target.destination, subject: input.t('auth.challenge.emailSubject'), body: input.t('auth.challenge.email', vars) },
    );
  });
  return { challengeId: id, channel: target.channel, destination: maskDestination(target.channel, target.destination), expiredMinutes: minutes };
}

/**
 * Spends a challenge's code. Every try is counted before the code is compared, in one UPDATE, so
 * parallel guesses cannot exceed the limit; a used, unknown or exhausted challenge is CODE_INVALID.
 */
export async function answerChallenge(db: Db, input: { challengeId: string; code: string; now?: Date }): Promise<ChallengeRow> {
  const now = input.now ?? new Date();
  const [row] = await db
    .update(loginChallenge)
    .set({ attempts: sql`${loginChallenge.attempts} + 1` })
    .where(and(eq(loginChallenge.id, input.challengeId), isNull(loginChallenge.usedAt), sql`${loginChallenge.attempts} < ${challengeLimits.tries}`))
    .returning();
  if (!row) throw new AppError('CODE_INVALID');
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('CODE_EXPIRED');
  if (!sameHash(hashCode(row.id, input.code), row.codeHash)) throw new AppError('CODE_INVALID');
  const [spent] = await db
    .update(loginChallenge)
    .set({ usedAt: now })
    .where(and(eq(loginChallenge.id, row.id), isNull(loginChallenge.usedAt)))
    .returning();
  if (!spent) throw new AppError('CODE_INVALID');
  return spent;
}
