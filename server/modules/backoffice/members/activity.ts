import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { memberActivitySchema } from '../../../../src/contract/backoffice.ts';
import type { Locale } from '../../../../src/i18n/locales.ts';
import { memberFeedback } from '../../inbox/feedback.ts';
import { messagePage } from '../../inbox/messages.ts';

/**
 * GET /ops/members/:id/activity: a page of the member's inbox as the member reads it (in the staff
 * member's language) and the member's latest feedback, newest first.
 */
export async function memberActivity(app: FastifyInstance, memberId: number, page: number, locale: Locale): Promise<z.infer<typeof memberActivitySchema>> {
  const [messages, feedback] = await Promise.all([messagePage(app.db, memberId, page, locale), memberFeedback(app.db, memberId)]);
  return {
    messages: messages.items.map((item) => ({ id: item.id, at: item.sentAt, title: item.title, read: item.read })),
    feedback: feedback.map((item) => ({
      id: item.id,
      at: item.createdAt,
      category: item.category,
      content: item.content,
      answered: item.status === 'answered',
    })),
  };
}
