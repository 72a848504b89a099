import { createHash } from 'node:crypto';
import { asc, desc, gt, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/functions.ts';
import type { Db } from '../../db/index.ts';
import { auditEvent } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';

/** Any fixed number: appends take turns on this transaction lock, so the chain has one order. */
const chainLock = 72_415_015;
const genesis = '0'.repeat(64);

export interface AuditInput {
  actor: string;
  /** What happened: `limit.set`, `exclusion.start`, `login`, `deposit.filed`, `operator.<action>`… */
  kind: string;
  /** Whom it concerns: `member:<id>`, `setting:<key>`… */
  subject: string;
  data?: Record<string, unknown>;
  at?: Date;
}

type Row = typeof auditEvent.$inferSelect;

/** JSON with keys in a fixed order at every depth, so the same content always hashes alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function hashOf(prevHash: string, row: Pick<Row, 'id' | 'at' | 'actor' | 'kind' | 'subject' | 'data'>): string {
  const content = canonical({ id: row.id, at: row.at.toISOString(), actor: row.actor, kind: row.kind, subject: row.subject, data: row.data });
  return createHash('sha256').update(`${prevHash}\n${content}`).digest('hex');
}

/**
 * Appends one event, in the caller's transaction so it is on record exactly when the change is.
 * The id is drawn first so the hash covers it: a row moved or renumbered breaks the chain.
 */
export async function appendAudit(tx: Tx | Db, input: AuditInput): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${chainLock})`);
  const [last] = await tx.select({ hash: auditEvent.hash }).from(auditEvent).orderBy(desc(auditEvent.id)).limit(1);
  const prevHash = last?.hash ?? genesis;
  const [next] = await rowsOf<{ id: string | number }>(tx, sql`SELECT nextval(pg_get_serial_sequence('audit_event', 'id'))::bigint AS id`);
  const id = Number(next?.id);
  // Milliseconds, as JavaScript keeps them, so the stored time hashes the same when read back.
  const at = new Date(Math.floor((input.at ?? new Date()).getTime()));
  const row = { id, at, actor: input.actor, kind: input.kind, subject: input.subject, data: input.data ?? {} };
  await tx.insert(auditEvent).values({ ...row, prevHash, hash: hashOf(prevHash, row) });
}

/** Walks the chain in order: its length, and the id of the first row whose links or content do not hold. */
export async function verifyAudit(db: Db, batch = 1000): Promise<{ length: number; firstBreak: number | null }> {
  let prevHash = genesis;
  let length = 0;
  let after = 0;
  for (;;) {
    const rows = await db.select().from(auditEvent).where(gt(auditEvent.id, after)).orderBy(asc(auditEvent.id)).limit(batch);
    for (const row of rows) {
      if (row.prevHash !== prevHash || row.hash !== hashOf(prevHash, row)) return { length: length + rows.indexOf(row), firstBreak: row.id };
      prevHash = row.hash;
    }
    length += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return { length, firstBreak: null };
    after = last.id;
  }
}
