import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { announcementPageSize, type AnnouncementPage, type AnnouncementText } from '../../../src/contract/agent.ts';
import { locales, type Locale } from '../../../src/i18n/locales.ts';
import { deskPageSize, type OpsAnnouncement } from '../../../src/contract/agent-desk.ts';
import { agentAnnouncement } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { sanitizeNoticeHtml } from '../inbox/sanitize.ts';
import { recordAction } from '../payments/support.ts';

const shown = isNull(agentAnnouncement.endedAt);

/** The reader's language when the operator wrote the announcement in it, else English. */
export function languageOf(row: { title: AnnouncementText; content: AnnouncementText }, locale: Locale): Locale {
  return row.title[locale] && row.content[locale] ? locale : 'en';
}

/** The languages written, the content of each as sanitized HTML; a language with no content, or no title, is left out. */
function storedText(title: AnnouncementText, content: AnnouncementText): { title: AnnouncementText; content: AnnouncementText } {
  const safe = Object.fromEntries(locales.map((locale) => [locale, content[locale] ? sanitizeNoticeHtml(content[locale]) : ''])) as Record<Locale, string>;
  if (!safe.en) throw new AppError('VALIDATION_FAILED', { fields: { 'content.en': 'nothing is left once scripts and unsafe markup are removed' } });
  const stored = { title: { en: title.en } as AnnouncementText, content: { en: safe.en } as AnnouncementText };
  for (const locale of locales) {
    if (locale === 'en' || !title[locale] || !safe[locale]) continue;
    stored.title[locale] = title[locale];
    stored.content[locale] = safe[locale];
  }
  return stored;
}

/** GET /wps/agent/announcements: newest first, 8 to a page (SPEC §9), in the reader's language or English; ended ones are no longer shown. */
export async function announcementPage(app: FastifyInstance, page: number, locale: Locale): Promise<AnnouncementPage> {
  const [counted] = await app.db
    .select({ total: sql<number>`count(*)::int` })
    .from(agentAnnouncement)
    .where(shown);
  const rows = await app.db
    .select()
    .from(agentAnnouncement)
    .where(shown)
    .orderBy(desc(agentAnnouncement.createdAt), desc(agentAnnouncement.id))
    .limit(announcementPageSize)
    .offset((page - 1) * announcementPageSize);
  return {
    // Sanitized again on the way out: announcements stored before their HTML was sanitized at posting are safe too.
    items: rows.map((row) => {
      const language = languageOf(row, locale);
      return {
        id: row.id,
        locale: language,
        title: row.title[language] ?? row.title.en,
        content: sanitizeNoticeHtml(row.content[language] ?? row.content.en),
        time: row.createdAt.toISOString(),
      };
    }),
    total: counted?.total ?? 0,
    page,
    pageSize: announcementPageSize,
  };
}

/**
 * POST /ops/agent-announcements: the announcement in each language written (its HTML sanitized as the
 * members' notices are) and its audit record commit together. A language needs both a title and content.
 */
export async function postAnnouncement(
  app: FastifyInstance,
  input: { title: AnnouncementText; content: AnnouncementText; reason: string; actor: string },
): Promise<{ id: number }> {
  const text = storedText(input.title, input.content);
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agentAnnouncement)
      .values({ ...text, createdBy: input.actor })
      .returning({ id: agentAnnouncement.id });
    if (!row) throw new Error('announcement was not written');
    await recordAction(tx, {
      actor: input.actor,
      action: 'agent-announcement.post',
      target: `agent-announcement:${row.id}`,
      before: null,
      after: { title: text.title },
      reason: input.reason,
    });
    return row;
  });
}

/** GET /ops/agent-announcements: every announcement, newest first, with who posted it and whether it ended. */
export async function opsAnnouncementPage(
  app: FastifyInstance,
  page: number,
): Promise<{ items: OpsAnnouncement[]; total: number; page: number; pageSize: number }> {
  const [[counted], rows] = await Promise.all([
    app.db.select({ total: sql<number>`count(*)::int` }).from(agentAnnouncement),
    app.db
      .select()
      .from(agentAnnouncement)
      .orderBy(desc(agentAnnouncement.createdAt), desc(agentAnnouncement.id))
      .limit(deskPageSize)
      .offset((page - 1) * deskPageSize),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
    })),
    total: counted?.total ?? 0,
    page,
    pageSize: deskPageSize,
  };
}

/** POST /ops/agent-announcements/:id/end: takes it down for agents, audited; one already ended is a conflict. */
export async function endAnnouncement(app: FastifyInstance, id: number, input: { reason: string; actor: string }): Promise<{ id: number }> {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(agentAnnouncement)
      .set({ endedAt: now, endedBy: input.actor })
      .where(and(eq(agentAnnouncement.id, id), shown))
      .returning({ id: agentAnnouncement.id, title: agentAnnouncement.title });
    if (!row) {
      const [exists] = await tx.select({ id: agentAnnouncement.id }).from(agentAnnouncement).where(eq(agentAnnouncement.id, id));
      throw new AppError(exists ? 'CONFLICT' : 'NOT_FOUND');
    }
    await recordAction(tx, {
      actor: input.actor,
      action: 'agent-announcement.end',
      target: `agent-announcement:${id}`,
      before: { title: row.title },
      after: { endedAt: now.toISOString() },
      reason: input.reason,
    });
    return { id };
  });
}
