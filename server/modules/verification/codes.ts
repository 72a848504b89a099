import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { verificationCode } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';

export type CodePurpose = (typeof verificationCode.$inferInsert)['purpose'];

/** Limits on sending codes (SPEC §9: a 1 s throttle and a 60 s resend countdown). */
export const codeLimits = {
  resendSeconds: 60,
  perTargetPerHour: 5,
  perIpPerHour: 10,
  wrongTries: 5,
  defaultMinutes: 5,
} as const;

export interface IssueCodeInput {
  purpose: CodePurpose;
  /** The mobile number (or address) the code goes to. */
  target: string;
  ip: string;
  /** How long the code lives (config SMS_CODE_MINUTES); codeLimits.defaultMinutes when left out. */
  minutes?: number;
  /** The app's clock (app.clock.now()): throttles and expiry count from it. */
  now: Date;
}

export interface IssuedCode {
  code: string;
  expiredMinutes: number;
}

/** A salted SHA-256: the salt keeps equal codes of two rows from showing as equal hashes. */
function hashCode(code: string, salt: string): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function sameCode(code: string, stored: string): boolean {
  const salt = stored.split(':', 1)[0] ?? '';
  const given = Buffer.from(hashCode(code, salt));
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Serialises code requests per key across every API process, for the length of the transaction. */
async function lockKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

async function countSince(db: Db, column: 'target' | 'ip', value: string, seconds: number, now: Date): Promise<number> {
  const where = column === 'target' ? eq(verificationCode.target, value) : eq(verificationCode.ip, value);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(verificationCode)
    .where(and(where, gt(verificationCode.createdAt, new Date(now.getTime() - seconds * 1000))));
  return row?.count ?? 0;
}

/**
 * Makes a 6-digit code and stores only its hash. Throttles are counted from the table, so every API
 * process agrees: one code per target per resend interval (which covers the 1 s throttle), and hourly
 * caps per target and per IP. Any purpose counts toward the target's limits, so switching purpose
 * cannot flood a phone.
 */
export async function issueCode(db: Db, input: IssueCodeInput): Promise<IssuedCode> {
  const minutes = input.minutes ?? codeLimits.defaultMinutes;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await lockKey(tx, `verification:target:${input.target}`);
    await lockKey(tx, `verification:ip:${input.ip}`);
    const recent = await countSince(tx, 'target', input.target, codeLimits.resendSeconds, input.now);
    const targetHour = await countSince(tx, 'target', input.target, 3600, input.now);
    const ipHour = await countSince(tx, 'ip', input.ip, 3600, input.now);
    if (recent > 0 || targetHour >= codeLimits.perTargetPerHour || ipHour >= codeLimits.perIpPerHour) {
      throw new AppError('TOO_MANY_REQUESTS');
    }
    await tx.insert(verificationCode).values({
      purpose: input.purpose,
      target: input.target,
      ip: input.ip,
      codeHash: hashCode(code, randomBytes(12).toString('hex')),
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + minutes * 60_000),
    });
  });
  return { code, expiredMinutes: minutes };
}

export interface ConsumeCodeInput {
  purpose: CodePurpose;
  target: string;
  code: string;
  /** The app's clock (app.clock.now()). */
  now: Date;
}

/**
 * Accepts the newest code sent to the target for the purpose, once. A wrong code counts a try and
 * the fifth wrong try burns the code. Call it with the root handle, not inside a transaction that a
 * wrong code would roll back: the tries must stick. Check everything else in the request first, so
 * a valid code is not spent on a request that then fails.
 */
export async function consumeCode(db: Db, input: ConsumeCodeInput): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: verificationCode.id,
        codeHash: verificationCode.codeHash,
        attempts: verificationCode.attempts,
        usedAt: verificationCode.usedAt,
        expiresAt: verificationCode.expiresAt,
      })
      .from(verificationCode)
      .where(and(eq(verificationCode.purpose, input.purpose), eq(verificationCode.target, input.target)))
      .orderBy(desc(verificationCode.createdAt), desc(verificationCode.id))
      .limit(1)
      .for('update');
    if (!row || row.usedAt) return 'CODE_INVALID' as const;
    if (row.expiresAt.getTime() <= input.now.getTime()) return 'CODE_EXPIRED' as const;
    if (sameCode(input.code, row.codeHash)) {
      await tx.update(verificationCode).set({ usedAt: input.now }).where(eq(verificationCode.id, row.id));
      return null;
    }
    const attempts = row.attempts + 1;
    const burnt = attempts >= codeLimits.wrongTries;
    await tx
      .update(verificationCode)
      .set({ attempts, ...(burnt ? { usedAt: input.now } : {}) })
      .where(eq(verificationCode.id, row.id));
    return 'CODE_INVALID' as const;
  });
  if (outcome) throw new AppError(outcome);
}
