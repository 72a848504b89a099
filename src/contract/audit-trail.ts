import { z } from 'zod';

/**
 * The tamper-evident audit trail (table audit_event) as the risk desk browses it (permission
 * `protection`). Every operator action is on it as `operator.<action>` beside the protection and
 * money events; GET /ops/audit/verify walks its hash chain.
 */
export const auditTrailPath = '/ops/audit';
export const auditPageSize = 50;

/** GET /ops/audit?actor=&action=&target=&from=&to=&upTo=&page= — newest first; `from`/`to` are instants, `action` and `target` match their start. */
export const auditQuerySchema = z
  .object({
    actor: z.string().trim().max(80).optional(),
    action: z.string().trim().max(80).optional(),
    target: z.string().trim().max(200).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    /** Entries up to this id: the page that opens on a break the verifier found. */
    upTo: z.coerce.number().int().positive().optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .refine((query) => !query.from || !query.to || new Date(query.from) <= new Date(query.to), {
    error: 'from must not be after to',
    path: ['from'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  /** What happened: `operator.deposit.approve`, `limit.set`, `login`… */
  action: z.string(),
  /** Whom it concerns: `member:42`, `deposit:7`… */
  target: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AuditPage = z.infer<typeof auditPageSchema>;
