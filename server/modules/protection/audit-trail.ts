import { and, desc, gte, lte, sql, type SQL } from 'drizzle-orm';
import { auditPageSize, type AuditPage, type AuditQuery } from '../../../src/contract/audit-trail.ts';
import type { Db } from '../../db/index.ts';
import { auditEvent } from '../../db/schema.ts';

/** Case-blind "starts with": no LIKE pattern, so `%` and `_` typed in a filter mean themselves. */
const startsWith = (column: typeof auditEvent.kind | typeof auditEvent.subject, text: string) => sql`starts_with(lower(${column}), lower(${text}))`;

function conditions(query: AuditQuery): SQL | undefined {
  return and(
    query.actor ? sql`lower(${auditEvent.actor}) = lower(${query.actor})` : undefined,
    query.action ? startsWith(auditEvent.kind, query.action) : undefined,
    query.target ? startsWith(auditEvent.subject, query.target) : undefined,
    query.from ? gte(auditEvent.at, new Date(query.from)) : undefined,
    query.to ? lte(auditEvent.at, new Date(query.to)) : undefined,
    query.upTo ? lte(auditEvent.id, query.upTo) : undefined,
  );
}

/** GET /ops/audit: one page of the trail, newest first, as stored (the hashes stay with the verifier). */
export async function auditPage(db: Db, query: AuditQuery): Promise<AuditPage> {
  const where = conditions(query);
  const [[counted], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditEvent)
      .where(where),
    db
      .select()
      .from(auditEvent)
      .where(where)
      .orderBy(desc(auditEvent.id))
      .limit(auditPageSize)
      .offset((query.page - 1) * auditPageSize),
  ]);
  return {
    items: rows.map((row) => ({ id: row.id, at: row.at.toISOString(), actor: row.actor, action: row.kind, target: row.subject, data: row.data })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: auditPageSize,
  };
}
