import type { FastifyInstance } from 'fastify';
import type { IdentityView } from '../../../src/contract/identity.ts';
import { latestSubmission } from './repository.ts';

/** GET /wps/member/identity: the member's state, the latest rejection's reason, and what the operator requires. */
export async function identityView(app: FastifyInstance, memberId: number): Promise<IdentityView> {
  const [latest, required] = await Promise.all([latestSubmission(app.db, memberId), app.settings.get('identity')]);
  const state = latest?.state ?? 'none';
  return {
    state,
    reason: latest?.state === 'rejected' ? latest.reason : null,
    submittedAt: latest ? latest.submittedAt.toISOString() : null,
    required,
    canSubmit: state === 'none' || state === 'rejected',
  };
}
