import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../src/contract/payments.ts';
import { auditEntrySchema, auditPageSchema, auditQuerySchema, auditTrailPath } from '../../../src/contract/audit-trail.ts';
import { auditVerifySchema, endExclusionSchema, watchedMemberSchema, watchListSchema } from '../../../src/contract/protection.ts';
import { opsAccess } from '../../http/access.ts';
import { fieldsOf, listAnswer } from '../../http/csv.ts';
import { actorOf } from '../staff/operator.ts';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { verifyAudit } from './audit.ts';
import { auditPage } from './audit-trail.ts';
import { endPermanentExclusion, watchList } from './watch.ts';

const auditColumns = fieldsOf(auditEntrySchema);
const watchColumns = fieldsOf(watchedMemberSchema);

/** The protection side of the operator API: the watch list, ending a permanent exclusion, the audit trail and its chain's check. */
export async function protectionOperatorRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  ops.get('/ops/audit/verify', { config: opsAccess('protection'), schema: { response: replies(auditVerifySchema) } }, async () =>
    ok(await verifyAudit(app.db)),
  );
  ops.get(
    auditTrailPath,
    { config: opsAccess('protection'), schema: { querystring: auditQuerySchema, response: replies(auditPageSchema) } },
    async (request, reply) => listAnswer(request, reply, 'audit', await auditPage(app.db, request.query), (page) => page.items, auditColumns),
  );
  ops.get('/ops/protection/members', { config: opsAccess('protection'), schema: { response: replies(watchListSchema) } }, async (request, reply) =>
    listAnswer(request, reply, 'watch-list', await watchList(app.db, app.clock.now()), (rows) => rows, watchColumns),
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
