import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { memberIdentity } from '../../db/schema.ts';
import { hashPassword } from '../auth/password.ts';
import { insertMember } from '../members/repository.ts';
import { newInvitationCode } from '../register/codes.ts';
import { isUniqueViolation } from '../register/unique-violation.ts';
import type { OidcProvider } from '../../../src/contract/auth.ts';

/** What a verified ID token says about the person. */
export interface OidcProfile {
  provider: OidcProvider;
  subject: string;
  /** Only an address the provider marks as verified. */
  email?: string;
  name?: string;
}

/**
 * "Maria Clara Santos" → "mariaclara" + 6 digits: letters first, as the username rule of the demo
 * settings asks, and short enough for its 16 characters.
 */
export function usernameFrom(profile: Pick<OidcProfile, 'name' | 'email'>): string {
  const source = profile.name ?? profile.email?.split('@')[0] ?? '';
  const letters = source
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .replace(/^[0-9]+/, '')
    .toLowerCase()
    .slice(0, 10);
  const base = letters.length >= 2 ? letters : 'player';
  return `${base}${randomInt(100_000, 1_000_000)}`;
}

async function findLinkedMember(db: Db, provider: string, subject: string): Promise<number | null> {
  const [row] = await db
    .select({ memberId: memberIdentity.memberId })
    .from(memberIdentity)
    .where(and(eq(memberIdentity.provider, provider), eq(memberIdentity.subject, subject)));
  return row?.memberId ?? null;
}

/** Tries for a free username and referral code before giving up; each try is one transaction. */
const maxAttempts = 5;

/**
 * The member behind an external identity, made on first sign-in: a new member with a random password
 * nobody knows (they sign in through the provider, or set one by recovery) and the identity row, in one
 * transaction. Two first sign-ins racing settle on one member through the identity's primary key.
 */
export async function memberForIdentity(db: Db, profile: OidcProfile): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const linked = await findLinkedMember(db, profile.provider, profile.subject);
    if (linked !== null) return linked;
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    try {
      return await db.transaction(async (tx) => {
        const created = await insertMember(tx, {
          username: usernameFrom(profile),
          passwordHash,
          nickname: profile.name?.slice(0, 40) ?? null,
          email: profile.email ?? null,
          referralCode: newInvitationCode(),
          registerMethod: profile.provider.toUpperCase(),
        });
        await tx.insert(memberIdentity).values({ provider: profile.provider, subject: profile.subject, memberId: created.id });
        return created.id;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= maxAttempts) throw error;
    }
  }
}
