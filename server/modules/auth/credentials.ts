import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LoginPayload } from '../../../src/contract/auth.ts';
import { AppError } from '../../http/envelope.ts';
import { findMemberById, findMemberByMobile, findMemberByUsername, type Member } from '../members/repository.ts';
import { redeemSignInTicket } from '../oidc/tickets.ts';
import { requireFeature } from '../settings/features.ts';
import { consumeCode } from '../verification/codes.ts';
import { unmatchableHash, verifyPassword } from './password.ts';

/** Digests first, so the comparison takes one time whatever the lengths. */
export function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The account an attempt names, as the attempt counters key it. */
export function attemptAccount(payload: LoginPayload): string | null {
  if (payload.type === 'username') return payload.username.toLowerCase();
  if (payload.type === 'sms') return `mobile:${payload.mobileNum}`;
  return null;
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
      await requireFeature(app, 'MOBILEVERCODELOGIN3');
      await consumeCode(db, { purpose: 'login', target: payload.mobileNum, code: payload.verificationCode, now: app.clock.now() });
      const member = await findMemberByMobile(db, payload.mobileNum);
      if (!member) throw new AppError('INVALID_CREDENTIALS');
      return { member, usedDefaultPassword: false };
    }
    case 'firebase': {
      const member = await findMemberById(db, await redeemSignInTicket(db, payload.ticket));
      if (!member) throw new AppError('INVALID_CREDENTIALS');
      return { member, usedDefaultPassword: false };
    }
  }
}
