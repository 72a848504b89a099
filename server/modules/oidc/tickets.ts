import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { signinTicket } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';

/** Long enough for the browser to come back from the provider and post the login, no longer. */
export const ticketLifetimeMs = 2 * 60_000;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A fresh 256-bit ticket for `memberId`; the database keeps only its hash. */
export async function issueSignInTicket(db: Db, memberId: number, provider: string): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  // Spent and stale tickets have no further use; clearing them here keeps the table small without a job.
  await db.delete(signinTicket).where(lt(signinTicket.expiresAt, sql`now() - interval '1 hour'`));
  await db.insert(signinTicket).values({
    tokenHash: hashOf(ticket),
    memberId,
    provider,
    expiresAt: sql`now() + ${`${ticketLifetimeMs} milliseconds`}::interval`,
  });
  return ticket;
}

/**
 * Spends a ticket and names its member. One UPDATE both checks and marks it, so two requests racing
 * with the same ticket cannot both win. Unknown, spent and expired tickets are all INVALID_CREDENTIALS.
 */
export async function redeemSignInTicket(db: Db, ticket: string): Promise<number> {
  const [row] = await db
    .update(signinTicket)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signinTicket.tokenHash, hashOf(ticket)), isNull(signinTicket.usedAt), gt(signinTicket.expiresAt, sql`now()`)))
    .returning({ memberId: signinTicket.memberId });
  if (!row) throw new AppError('INVALID_CREDENTIALS');
  return row.memberId;
}
