import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LoginPayload } from '../../../src/contract/auth.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { member as memberTable } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { findMemberById, findMemberByMobile, findMemberByUsername, type Member } from '../members/repository.ts';
import { redeemSignInTicket } from '../oidc/tickets.ts';
import { requirePhoneLogin } from '../settings/features.ts';
import { consumeCode } from '../verification/codes.ts';
import { unmatchableHash, verifyPassword } from './password.ts';

/** Digests first, so the comparison takes one time whatever the lengths. */
export function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The account an attempt names, as the attempt counters key it: the member it leads to, whichever way
 * it names them, so a source locked out of an account by wrong passwords is locked out of its SMS-code
 * login too, and the other way round. A name that leads to no account is counted under that name.
 */
export async function attemptAccount(db: Db, payload: LoginPayload): Promise<string | null> {
  if (payload.type === 'firebase') return null;
  const member = payload.type === 'username' ? await findMemberByUsername(db, payload.username) : await findMemberByMobile(db, payload.mobileNum);
  if (member) return `member:${member.id}`;
  return payload.type === 'username' ? `name:${payload.username.trim().toLowerCase()}` : `mobile:${payload.mobileNum.trim()}`;
}

export interface CheckedCredentials {
  member: Member;
  usedDefaultPassword: boolean;
}

/**
 * Checks what the login payload proves and names its member. Every wrong answer is one
 * INVALID_CREDENTIALS, whether the account exists or not, and takes the same time either way.
 */
export async function checkCredentials(app: FastifyInstance, payload: LoginPayload): Promise<CheckedCredentials> {
  const { db } = app;
  switch (payload.type) {
    case 'username': {
      const member = await findMemberByUsername(db, payload.username);
      const matches = await verifyPassword(payload.password, member?.passwordHash ?? unmatchableHash);
      if (!member || !matches) throw new AppError('INVALID_CREDENTIALS');
      return { member, usedDefaultPassword: sameSecret(payload.password, app.config.DEFAULT_PASSWORD) };
    }
    case 'sms': {
      await requirePhoneLogin(app);
      await consumeCode(db, { purpose: 'login', target: payload.mobileNum, code: payload.verificationCode, now: app.clock.now() });
      const member = await findMemberByMobile(db, payload.mobileNum);
      if (!member) throw new AppError('INVALID_CREDENTIALS');
      // The code just proved the number on file.
      if (!member.mobileVerifiedAt) await db.update(memberTable).set({ mobileVerifiedAt: app.clock.now() }).where(eq(memberTable.id, member.id));
      return { member, usedDefaultPassword: false };
    }
    case 'firebase': {
      const member = await findMemberById(db, await redeemSignInTicket(db, payload.ticket));
      if (!member) throw new AppError('INVALID_CREDENTIALS');
      return { member, usedDefaultPassword: false };
    }
  }
}
