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

export const getAuditPage = (filter: AuditFilter, page: number) => {
  const values = { ...filter, page };
  const searchParams = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''),
  );
  return call(auditPageSchema, api().get(auditTrailPath, { searchParams }));
};
export const verifyAuditChain = () => call(auditVerifySchema, api().get('/ops/audit/verify'));
