import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../src/contract/payments.ts';
import { auditPageSchema, auditQuerySchema, auditTrailPath } from '../../../src/contract/audit-trail.ts';
import { auditVerifySchema, endExclusionSchema, watchListSchema } from '../../../src/contract/protection.ts';
import { opsAccess } from '../../http/access.ts';
import { actorOf } from '../staff/operator.ts';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { verifyAudit } from './audit.ts';
import { auditPage } from './audit-trail.ts';
import { endPermanentExclusion, watchList } from './watch.ts';

/** The protection side of the operator API: the watch list, ending a permanent exclusion, the audit trail and its chain's check. */
export async function protectionOperatorRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  ops.get('/ops/audit/verify', { config: opsAccess('protection'), schema: { response: replies(auditVerifySchema) } }, async () =>
    ok(await verifyAudit(app.db)),
  );
  ops.get(auditTrailPath, { config: opsAccess('protection'), schema: { querystring: auditQuerySchema, response: replies(auditPageSchema) } }, async (request) =>
    ok(await auditPage(app.db, request.query)),
  );
  ops.get('/ops/protection/members', { config: opsAccess('protection'), schema: { response: replies(watchListSchema) } }, async () =>
    ok(await watchList(app.db, app.clock.now())),
  );
  ops.post(
    '/ops/members/:id/exclusion/end',
    { config: opsAccess('protection'), schema: { params: idParamsSchema, body: endExclusionSchema, response: replies(z.literal(true)) } },
    async (request) => {
      await endPermanentExclusion(app.db, request.params.id, { actor: actorOf(request, request.body.actor), reason: request.body.reason }, app.clock.now());
      return ok(true as const);
    },
  );
}
