import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { issueSession } from '../auth/sessions.ts';
import type { Member, NewMember } from '../members/repository.ts';
import { bearer, createMember } from '../../test/accounts.ts';
import { adjustBalance } from './adjust.ts';

export interface SignedIn {
  member: Member & { password: string };
  headers: Record<string, string>;
}

/** A fresh member with a live session, ready to call the API as them. */
export async function signedInMember(app: FastifyInstance, values: Partial<NewMember> & { password?: string } = {}): Promise<SignedIn> {
  const member = await createMember(app, values);
  const { token } = await issueSession(app.db, { memberId: member.id, method: 'username', ip: '127.0.0.1', scope: 'full' });
  return { member, headers: bearer(token) };
}

/** Credits a member's main wallet (minor units) the way an operator would. */
export async function fund(app: FastifyInstance, memberId: number, amount: bigint): Promise<void> {
  await adjustBalance(app, { memberId, amount, reason: 'test funding', actor: 'test', idempotencyKey: randomUUID() });
}

export const newKey = () => randomUUID();
