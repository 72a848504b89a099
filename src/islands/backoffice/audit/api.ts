import { auditPageSchema, auditTrailPath } from '../../../contract/audit-trail.ts';
import { auditVerifySchema } from '../../../contract/protection.ts';
import { api, call } from '../../../lib/api/client.ts';

/** The audit trail's calls (permission `protection`). */
export interface AuditFilter {
  actor: string;
  action: string;
  target: string;
  /** Instants (ISO), or empty. */
  from: string;
  to: string;
  /** The break the verifier found: the page opens on it. */
  upTo?: number;
}

/** The address's filter for one page of the trail: what the screen reads and what its CSV exports. */
export const auditQuery = (filter: AuditFilter, page: number) =>
  Object.fromEntries(Object.entries({ ...filter, page }).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''));

export const getAuditPage = (filter: AuditFilter, page: number) => call(auditPageSchema, api().get(auditTrailPath, { searchParams: auditQuery(filter, page) }));
export const verifyAuditChain = () => call(auditVerifySchema, api().get('/ops/audit/verify'));
