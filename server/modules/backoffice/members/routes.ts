import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  backofficePaths as paths,
  idParamsSchema,
  memberActionPayloadSchema,
  memberActionResultSchema,
  memberActivitySchema,
  memberBetSchema,
  memberBetsSchema,
  memberListQuerySchema,
  memberLoginSchema,
  memberLoginsSchema,
  memberNotePayloadSchema,
  memberNoteSchema,
  memberNotesSchema,
  memberPictureSchema,
  memberRecordSchema,
  memberRecordsSchema,
  memberSearchQuerySchema,
  memberHitSchema,
  memberSearchSchema,
} from '../../../../src/contract/backoffice.ts';
import { opsAccess } from '../../../http/access.ts';
import { fieldsOf, listAnswer } from '../../../http/csv.ts';
import { ok, requestLocale } from '../../../http/envelope.ts';
import { replies } from '../../../http/schema.ts';
import type { Catalog } from '../../catalog/repository.ts';
import { actorOf } from '../../staff/operator.ts';
import { endMemberSessions, resetMemberPassword } from './actions.ts';
import { memberActivity } from './activity.ts';
import { memberBets, memberLogins, memberRecords } from './history.ts';
import { addMemberNote, memberNotes } from './notes.ts';
import { memberPicture, requireMember } from './picture.ts';
import { searchMembers } from './search.ts';

const activityQuerySchema = memberListQuerySchema.pick({ page: true });

/** The back office's members: search, the member's whole picture and its lists, staff notes, and the desk's actions. */
const memberHitColumns = fieldsOf(memberHitSchema);
const recordColumns = fieldsOf(memberRecordSchema);
const betColumns = fieldsOf(memberBetSchema);
const loginColumns = fieldsOf(memberLoginSchema);

export async function backofficeMemberRoutes(app: FastifyInstance, options: { catalog: Catalog }): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const read = opsAccess('members.read');
  const manage = opsAccess('members.manage');

  ops.get(paths.members, { config: read, schema: { querystring: memberSearchQuerySchema, response: replies(memberSearchSchema) } }, async (request, reply) =>
    listAnswer(request, reply, 'members', await searchMembers(app.db, request.query), (page) => page.items, memberHitColumns),
  );
  ops.get(paths.member, { config: read, schema: { params: idParamsSchema, response: replies(memberPictureSchema) } }, async (request) =>
    ok(await memberPicture(app, request.params.id, requestLocale(request))),
  );

  const listed = { params: idParamsSchema, querystring: memberListQuerySchema };
  ops.get(paths.memberRecords, { config: read, schema: { ...listed, response: replies(memberRecordsSchema) } }, async (request, reply) => {
    const { id } = request.params;
    await requireMember(app, id);
    const page = await memberRecords(app, id, request.query, requestLocale(request));
    return listAnswer(request, reply, `member-${id}-records`, page, (value) => value.items, recordColumns);
  });
  ops.get(paths.memberBets, { config: read, schema: { ...listed, response: replies(memberBetsSchema) } }, async (request, reply) => {
    const { id } = request.params;
    await requireMember(app, id);
    const page = await memberBets(app, options.catalog, id, request.query, requestLocale(request));
    return listAnswer(request, reply, `member-${id}-bets`, page, (value) => value.items, betColumns);
  });
  ops.get(paths.memberLogins, { config: read, schema: { ...listed, response: replies(memberLoginsSchema) } }, async (request, reply) => {
    const { id } = request.params;
    await requireMember(app, id);
    return listAnswer(request, reply, `member-${id}-logins`, await memberLogins(app, id, request.query), (value) => value.items, loginColumns);
  });
  ops.get(
    paths.memberActivity,
    { config: read, schema: { params: idParamsSchema, querystring: activityQuerySchema, response: replies(memberActivitySchema) } },
    async (request) => {
      await requireMember(app, request.params.id);
      return ok(await memberActivity(app, request.params.id, request.query.page, requestLocale(request)));
    },
  );

  ops.get(paths.memberNotes, { config: read, schema: { params: idParamsSchema, response: replies(memberNotesSchema) } }, async (request) =>
    ok(await memberNotes(app, request.params.id)),
  );
  ops.post(
    paths.memberNotes,
    { config: manage, schema: { params: idParamsSchema, body: memberNotePayloadSchema, response: replies(memberNoteSchema) } },
    async (request) => ok(await addMemberNote(app, request.params.id, { author: actorOf(request), text: request.body.text })),
  );

  const acted = { params: idParamsSchema, body: memberActionPayloadSchema, response: replies(memberActionResultSchema) };
  ops.post(paths.memberEndSessions, { config: manage, schema: acted }, async (request) =>
    ok(await endMemberSessions(app, request.params.id, { actor: actorOf(request), reason: request.body.reason })),
  );
  ops.post(paths.memberResetPassword, { config: manage, schema: acted }, async (request) =>
    ok(await resetMemberPassword(app, request.params.id, { actor: actorOf(request), reason: request.body.reason })),
  );
}
