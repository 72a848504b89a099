import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/index.ts';
import { ledgerInvariants } from '../../server/modules/ledger/invariants.ts';
import type { Outcome } from './workload.ts';

/** How many money transfers carry `key`: a unique index keeps it at most one. */
async function transfersWith(db: Db, key: string): Promise<number> {
  const result = (await db.execute(sql`SELECT count(*)::int AS n FROM ledger_transfer WHERE ledger = 'money' AND idempotency_key = ${key}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

async function rowsWith(db: Db, table: 'deposit_request' | 'withdrawal_request', memberId: number | null, key: string): Promise<number> {
  const member = memberId === null ? sql`` : sql` AND member_id = ${memberId}`;
  const result = (await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE idempotency_key = ${key}${member}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

/** What each accepted request must have left in the books, exactly once; and nothing for a refusal. */
async function violationOf(db: Db, outcome: Outcome): Promise<string | null> {
  switch (outcome.kind) {
    case 'bet':
    case 'win': {
      const count = await transfersWith(db, `vendor:HOUSE:${outcome.kind}:${outcome.txId}`);
      const expected = outcome.status === 'OK' ? 1 : 0;
      return count === expected ? null : `${outcome.kind} ${outcome.txId} answered ${outcome.status} but has ${count} transfers`;
    }
    case 'rollback': {
      // An OK rollback of a bet never seen moves nothing (it leaves a tombstone); of a seen bet, once.
      const count = await transfersWith(db, `vendor:HOUSE:rollback:${outcome.txId}`);
      const allowed = outcome.status === 'OK' ? count <= 1 : count === 0;
      return allowed ? null : `rollback ${outcome.txId} answered ${outcome.status} but has ${count} transfers`;
    }
    case 'duplicate':
      return outcome.same ? null : `a repeat of ${outcome.of} answered differently from the first time`;
    case 'adjust': {
      const count = await transfersWith(db, `adjust:${outcome.key}`);
      return count === (outcome.accepted ? 1 : 0) ? null : `adjustment ${outcome.key} (accepted ${outcome.accepted}) has ${count} transfers`;
    }
    case 'upline': {
      const count = await transfersWith(db, `upline:${outcome.memberId}:${outcome.key}`);
      return count === (outcome.accepted ? 1 : 0) ? null : `upline transfer ${outcome.key} (accepted ${outcome.accepted}) has ${count} transfers`;
    }
    case 'deposit': {
      if (outcome.id === null) return (await rowsWith(db, 'deposit_request', null, outcome.key)) === 0 ? null : `refused deposit ${outcome.key} was written`;
      const count = await transfersWith(db, `deposit/${outcome.id}`);
      return count === (outcome.approved ? 1 : 0) ? null : `deposit ${outcome.id} (approved ${outcome.approved}) has ${count} credits`;
    }
    case 'withdrawal': {
      const count = await rowsWith(db, 'withdrawal_request', outcome.memberId, outcome.key);
      return count === (outcome.accepted ? 1 : 0) ? null : `withdrawal ${outcome.key} (accepted ${outcome.accepted}) has ${count} requests`;
    }
  }
}

export interface Verdict {
  invariants: Awaited<ReturnType<typeof ledgerInvariants>>;
  violations: string[];
}

export async function verify(db: Db, outcomes: Outcome[]): Promise<Verdict> {
  const violations: string[] = [];
  for (const outcome of outcomes) {
    const violation = await violationOf(db, outcome);
    if (violation) violations.push(violation);
  }
  const invariants = await ledgerInvariants(db);
  for (const [name, count] of Object.entries(invariants)) if (count > 0) violations.push(`ledger: ${count} ${name}`);
  return { invariants, violations };
}
