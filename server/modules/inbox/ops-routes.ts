import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feedbackImageParamsSchema,
  inboxOpsPaths,
  messageIdParamsSchema,
  opsCsChannelPayloadSchema,
  opsCsChannelSchema,
  opsFeedbackAnswerSchema,
  opsFeedbackQuerySchema,
  opsFeedbackSchema,
  opsMessagePayloadSchema,
  opsMessageValueSchema,
  opsNoticePayloadSchema,
  opsNoticePreviewPayloadSchema,
  opsNoticePreviewSchema,
  opsNoticeQuerySchema,
  opsNoticeSchema,
} from '../../../src/contract/inbox.ts';
import { everyRequest, opsAccess } from '../../http/access.ts';
import { fieldsOf, listAnswer } from '../../http/csv.ts';
import { actorOf } from '../staff/operator.ts';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { sendImage } from '../uploads/serve.ts';
import { opsCsChannels, saveCsChannel } from './customer-service.ts';
import { answerFeedback, feedbackImageOf, opsFeedback } from './feedback.ts';
import { createNotice, opsNotices, updateNotice } from './notices.ts';
import { sanitizeNoticeHtml } from './sanitize.ts';
import { sendOperatorMessage } from './operator-messages.ts';

const noticeColumns = fieldsOf(opsNoticeSchema);
const csChannelColumns = fieldsOf(opsCsChannelSchema);

/** The operator's side: messages, notices, feedback answers and customer-service channels. */
export async function inboxOperatorRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const support = opsAccess('support');
  const content = opsAccess('content');
  // Members' messages and the customer-service channels are support's and marketing's work alike.
  const supportOrContent = opsAccess('support', { permission: 'content', applies: everyRequest });

  ops.post(
    inboxOpsPaths.messages,
    { config: supportOrContent, schema: { body: opsMessagePayloadSchema, response: replies(opsMessageValueSchema) } },
    async (request) => ok(await sendOperatorMessage(app, { ...request.body, actor: actorOf(request, request.body.actor) })),
  );

  ops.get(
    inboxOpsPaths.notices,
    { config: content, schema: { querystring: opsNoticeQuerySchema, response: replies(z.array(opsNoticeSchema)) } },
    async (request, reply) => {
      const { type } = request.query;
      return listAnswer(request, reply, type ? `notices-${type}` : 'notices', await opsNotices(app.db, type), (rows) => rows, noticeColumns);
    },
  );
  ops.post(inboxOpsPaths.notices, { config: content, schema: { body: opsNoticePayloadSchema, response: replies(opsNoticeSchema) } }, async (request) =>
    ok(await createNotice(app, { ...request.body, actor: actorOf(request, request.body.actor) })),
  );
  ops.post(
    inboxOpsPaths.noticePreview,
    { config: content, schema: { body: opsNoticePreviewPayloadSchema, response: replies(opsNoticePreviewSchema) } },
    async (request) => ok({ content: sanitizeNoticeHtml(request.body.content) }),
  );
  ops.put(
    inboxOpsPaths.notice,
    { config: content, schema: { params: messageIdParamsSchema, body: opsNoticePayloadSchema, response: replies(opsNoticeSchema) } },
    async (request) => ok(await updateNotice(app, request.params.id, { ...request.body, actor: actorOf(request, request.body.actor) })),
  );

  ops.get(
    inboxOpsPaths.feedback,
    { config: support, schema: { querystring: opsFeedbackQuerySchema, response: replies(z.array(opsFeedbackSchema)) } },
    async (request) => ok(await opsFeedback(app.db, request.query)),
  );
  ops.post(
    inboxOpsPaths.feedbackAnswer,
    { config: support, schema: { params: messageIdParamsSchema, body: opsFeedbackAnswerSchema, response: replies(opsFeedbackSchema) } },
    async (request) => ok(await answerFeedback(app, request.params.id, { ...request.body, actor: actorOf(request, request.body.actor) })),
  );
  ops.get(inboxOpsPaths.feedbackImage, { config: support, schema: { params: feedbackImageParamsSchema } }, async (request, reply) =>
    sendImage(reply, await feedbackImageOf(app.db, request.params.id, request.params.position), `feedback-${request.params.id}-${request.params.position}`),
  );

  ops.get(inboxOpsPaths.csChannels, { config: supportOrContent, schema: { response: replies(z.array(opsCsChannelSchema)) } }, async (request, reply) =>
    listAnswer(request, reply, 'cs-channels', await opsCsChannels(app.db), (rows) => rows, csChannelColumns),
  );
  ops.post(
    inboxOpsPaths.csChannels,
    { config: supportOrContent, schema: { body: opsCsChannelPayloadSchema, response: replies(opsCsChannelSchema) } },
    async (request) => ok(await saveCsChannel(app, { ...request.body, actor: actorOf(request, request.body.actor) })),
  );
  ops.put(
    inboxOpsPaths.csChannel,
    { config: supportOrContent, schema: { params: messageIdParamsSchema, body: opsCsChannelPayloadSchema, response: replies(opsCsChannelSchema) } },
    async (request) => ok(await saveCsChannel(app, { ...request.body, actor: actorOf(request, request.body.actor) }, request.params.id)),
  );
}
