import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { identitySubmission } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';

export type SubmissionRow = typeof identitySubmission.$inferSelect;

/** The member's latest submission: its state is the member's verification state. */
export async function latestSubmission(executor: Db | Tx, memberId: number): Promise<SubmissionRow | null> {
  const [row] = await executor.select().from(identitySubmission).where(eq(identitySubmission.memberId, memberId)).orderBy(desc(identitySubmission.id)).limit(1);
  return row ?? null;
}

export async function isVerified(executor: Db | Tx, memberId: number): Promise<boolean> {
  return (await latestSubmission(executor, memberId))?.state === 'verified';
}
