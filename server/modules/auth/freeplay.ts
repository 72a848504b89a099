import { randomBytes, randomInt } from 'node:crypto';
import { trialType } from '../../../src/contract/auth.ts';
import type { Db } from '../../db/index.ts';
import { member } from '../../db/schema.ts';
import type { Member } from '../members/repository.ts';
import { hashPassword } from './password.ts';

export const freeplayLimits = { perIpPerHour: 10, usernameTries: 5 } as const;

/**
 * A trial account (type 4) with a password nobody knows: it lives only as long as its sessions.
 * Its play money comes from the wallet, not from here.
 */
export async function createTrialMember(db: Db): Promise<Member> {
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  for (let attempt = 0; attempt < freeplayLimits.usernameTries; attempt++) {
    const username = `guest${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const [row] = await db
      .insert(member)
      .values({ username, nickname: username, passwordHash, type: trialType, registerMethod: 'FREEPLAY' })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error('no free guest username after several tries');
}
