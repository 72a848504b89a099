import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { opsMemberStatusPayloadSchema, opsMemberStatusSchema } from '../../../src/contract/operator.ts';
import { idParamsSchema } from '../../../src/contract/payments.ts';
import { opsAccess } from '../../http/access.ts';
import { actorOf } from '../staff/operator.ts';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { setMemberStatus } from './status.ts';

/** The members side of the operator API under /ops: suspend and reactivate, audited. */
export async function memberOperatorRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  ops.put(
    '/ops/members/:id/status',
    { config: opsAccess('members.manage'), schema: { params: idParamsSchema, body: opsMemberStatusPayloadSchema, response: replies(opsMemberStatusSchema) } },
    async (request) => {
      const { status, reason, actor } = request.body;
      return ok(await setMemberStatus(app.db, request.params.id, { status, reason, actor: actorOf(request, actor) }));
    },
  );
}
