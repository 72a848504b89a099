import { and, asc, eq } from 'drizzle-orm';
import { toAmount } from '../../../src/contract/money.ts';
import type { z } from 'zod';
import type { wageringSchema } from '../../../src/contract/wallet.ts';
import type { Db } from '../../db/index.ts';
import { wageringRequirement } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';

export type OpenWagering = z.infer<typeof wageringSchema>;

/** The member's bonus turnover still to be played, oldest first; while any is open, withdrawals wait. */
export async function openWageringRequirements(executor: Db | Tx, memberId: number): Promise<OpenWagering[]> {
  const rows = await executor
    .select()
    .from(wageringRequirement)
    .where(and(eq(wageringRequirement.memberId, memberId), eq(wageringRequirement.status, 'open')))
    .orderBy(asc(wageringRequirement.id));
  return rows
    .filter((row) => row.done < row.required)
    .map((row) => ({
      id: row.id,
      required: toAmount(row.required),
      wagered: toAmount(row.done),
      remaining: toAmount(row.required - row.done),
      createdAt: row.createdAt.toISOString(),
    }));
}
