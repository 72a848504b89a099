import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agentOpsPaths,
  opsAnnouncementPayloadSchema,
  opsAnnouncementValueSchema,
  opsMovePayloadSchema,
  opsMoveValueSchema,
} from '../../../src/contract/agent.ts';
import {
  agentDeskPaths,
  agentHitSchema,
  agentSearchQuerySchema,
  agentSearchSchema,
  agentTeamQuerySchema,
  agentTeamSchema,
  opsAnnouncementEndSchema,
  opsAnnouncementPageSchema,
  opsAnnouncementQuerySchema,
  opsAnnouncementSchema,
} from '../../../src/contract/agent-desk.ts';
import { idParamsSchema } from '../../../src/contract/payments.ts';
import { opsAccess } from '../../http/access.ts';
import { fieldsOf, listAnswer } from '../../http/csv.ts';
import { actorOf } from '../staff/operator.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { endAnnouncement, opsAnnouncementPage, postAnnouncement } from './announcements.ts';
import { agentTeam, searchAgents } from './desk.ts';
import { moveMember } from './move.ts';

const agentColumns = fieldsOf(agentHitSchema);
const announcementColumns = fieldsOf(opsAnnouncementSchema);

/** The operator's side of the agents: the tree and its teams' figures, announcements to agents, moving a member to another upline. */
export async function agentOperatorRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const policy = { config: opsAccess('agents') } as const;

  ops.get(agentDeskPaths.agents, { ...policy, schema: { querystring: agentSearchQuerySchema, response: replies(agentSearchSchema) } }, async (request, reply) =>
    listAnswer(request, reply, 'agents', await searchAgents(app.db, request.query.q, request.query.page), (page) => page.items, agentColumns),
  );
  ops.get(
    agentDeskPaths.team,
    { ...policy, schema: { params: idParamsSchema, querystring: agentTeamQuerySchema, response: replies(agentTeamSchema) } },
    async (request) => ok(await agentTeam(app, request.params.id, request.query, requestLocale(request))),
  );

  ops.get(
    agentOpsPaths.announcements,
    { ...policy, schema: { querystring: opsAnnouncementQuerySchema, response: replies(opsAnnouncementPageSchema) } },
    async (request, reply) =>
      listAnswer(request, reply, 'agent-announcements', await opsAnnouncementPage(app, request.query.page), (page) => page.items, announcementColumns),
  );
  ops.post(
    agentDeskPaths.announcementEnd,
    { ...policy, schema: { params: idParamsSchema, body: opsAnnouncementEndSchema, response: replies(opsAnnouncementValueSchema) } },
    async (request) => ok(await endAnnouncement(app, request.params.id, { reason: request.body.reason, actor: actorOf(request, request.body.actor) })),
  );

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
