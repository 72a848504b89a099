import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agentOpsPaths,
  opsAnnouncementPayloadSchema,
  opsAnnouncementValueSchema,
  opsMovePayloadSchema,
  opsMoveValueSchema,
} from '../../../src/contract/agent.ts';
import { idParamsSchema } from '../../../src/contract/payments.ts';
import { opsAccess } from '../../http/access.ts';
import { actorOf } from '../staff/operator.ts';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { postAnnouncement } from './announcements.ts';
import { moveMember } from './move.ts';

/** The operator's side of the agents: announcements to agents and moving a member to another upline. */
export async function agentOperatorRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();

  ops.post(
    agentOpsPaths.announcements,
    { config: opsAccess('agents'), schema: { body: opsAnnouncementPayloadSchema, response: replies(opsAnnouncementValueSchema) } },
    async (request) => {
      const { title, content, reason, actor } = request.body;
      return ok(await postAnnouncement(app, { title, content, reason, actor: actorOf(request, actor) }));
    },
  );

  ops.post(
    agentOpsPaths.move,
    { config: opsAccess('agents'), schema: { params: idParamsSchema, body: opsMovePayloadSchema, response: replies(opsMoveValueSchema) } },
    async (request) => {
      const { uplineUsername, reason, actor } = request.body;
      return ok(await moveMember(app, { memberId: request.params.id, uplineUsername, reason, actor: actorOf(request, actor) }));
    },
  );
}
