import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { maxImageBytes } from '../../../src/contract/payments.ts';
import {
  customerServiceSchema,
  feedbackCategories,
  feedbackConfigSchema,
  feedbackDocumentedBody,
  feedbackListSchema,
  feedbackSchema,
  inboxPaths,
  maxFeedbackImages,
  messageIdParamsSchema,
  messagePageSchema,
  messageQuerySchema,
  noticeQuerySchema,
  noticesSchema,
  unreadCountSchema,
} from '../../../src/contract/inbox.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { access } from '../../http/access.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { bodyDoc } from '../../http/route-docs.ts';
import { replies } from '../../http/schema.ts';
import { authenticate, bearerToken } from '../auth/guard.ts';
import { readImageForm } from '../uploads/form.ts';
import { customerService } from './customer-service.ts';
import { memberFeedback, submitFeedback } from './feedback.ts';
import { deleteMessage, markRead, messagePage, unreadCount } from './messages.ts';
import { currentNotices } from './notices.ts';

/** The notice call is public; a live member session adds the players' announcements. */
async function isSignedIn(request: FastifyRequest): Promise<boolean> {
  const token = bearerToken(request);
  if (!token) return false;
  return authenticate(request.server.db, token, { allowTrial: true, limits: request.server.config, now: request.server.clock.now() }).then(
    () => true,
    () => false,
  );
}

/** The member's inbox, the notices, feedback and customer service (src/contract/inbox.ts). */
export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: maxFeedbackImages } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(inboxPaths.unreadCount, { config: access.member, schema: { response: replies(unreadCountSchema) } }, async (request) =>
    ok({ count: await unreadCount(app.db, request.auth.member.id) }),
  );

  api.get(inboxPaths.messages, { config: access.member, schema: { querystring: messageQuerySchema, response: replies(messagePageSchema) } }, async (request) =>
    ok(await messagePage(app.db, request.auth.member.id, request.query.page, requestLocale(request))),
  );

  api.put(inboxPaths.read, { config: access.member, schema: { params: messageIdParamsSchema, response: replies(unreadCountSchema) } }, async (request) =>
    ok({ count: await markRead(app.db, request.auth.member.id, request.params.id, app.clock.now()) }),
  );

  api.delete(inboxPaths.message, { config: access.member, schema: { params: messageIdParamsSchema, response: replies(unreadCountSchema) } }, async (request) =>
    ok({ count: await deleteMessage(app.db, request.auth.member.id, request.params.id, app.clock.now()) }),
  );

  api.get(inboxPaths.notices, { config: access.public, schema: { querystring: noticeQuerySchema, response: replies(noticesSchema) } }, async (request) =>
    ok(
      await currentNotices(app.db, {
        types: request.query.types,
        locale: requestLocale(request),
        signedIn: await isSignedIn(request),
        timeZone: app.config.TIME_ZONE,
        now: app.clock.now(),
      }),
    ),
  );

  api.get(inboxPaths.feedbackConfig, { config: access.public, schema: { response: replies(feedbackConfigSchema) } }, async () => {
    const { minWords, maxWords } = await app.settings.get('feedback');
    return ok({ categories: [...feedbackCategories], minWords, maxWords, maxImages: maxFeedbackImages });
  });

  const feedbackRoute = {
    config: access.member,
    schema: {
      documentedBody: bodyDoc.form(feedbackDocumentedBody.omit({ images: true }), { images: { max: maxFeedbackImages } }),
      response: replies(feedbackSchema),
    },
  };
  const send = async (request: FastifyRequest) => {
    const t = translator(requestLocale(request));
    const form = await readImageForm(request, maxFeedbackImages);
    return ok(await submitFeedback(app, request.auth.member.id, form, t));
  };
  api.put(inboxPaths.feedback, feedbackRoute, send);
  api.post(inboxPaths.feedback, feedbackRoute, send);

  api.get(inboxPaths.feedback, { config: access.member, schema: { response: replies(feedbackListSchema) } }, async (request) =>
    ok(await memberFeedback(app.db, request.auth.member.id)),
  );

  api.get(inboxPaths.customerService, { config: access.public, schema: { response: replies(customerServiceSchema) } }, async () =>
    ok(await customerService(app.db)),
  );
}
