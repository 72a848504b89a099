import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { NoticeItem, Notices, NoticeType, OpsNotice, OpsNoticePayload } from '../../../src/contract/inbox.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Db } from '../../db/index.ts';
import { notice } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { recordAction } from '../payments/support.ts';
import { noticeDate, sanitizeNoticeHtml } from './sanitize.ts';

type NoticeRow = typeof notice.$inferSelect;

/** How many of each list the notice call answers at most; the popup pages through them 8 at a time. */
const listLimit = 80;

const keyOf: Record<NoticeType, keyof Notices> = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion', H: 'home' };

/**
 * GET /wps/system/notices: the enabled notices of the asked types that run now, in the reader's
 * language or for every language, by sort order then newest. Players' announcements (PL) only
 * for a signed-in member.
 */
export async function currentNotices(db: Db, query: { types: NoticeType[]; locale: Locale; signedIn: boolean; timeZone: string; now: Date }): Promise<Notices> {
  const types = query.types.filter((type) => type !== 'PL' || query.signedIn);
  const answer: Notices = { player: [], banners: [], popup: [], promotion: [], home: [] };
  if (types.length === 0) return answer;
  const rows = await db
    .select()
    .from(notice)
    .where(
      and(
        inArray(notice.type, types),
        eq(notice.enabled, true),
        lte(notice.startsAt, query.now),
        or(isNull(notice.endsAt), gt(notice.endsAt, query.now)),
        or(isNull(notice.locale), eq(notice.locale, query.locale)),
      ),
    )
    .orderBy(asc(notice.sortOrder), desc(notice.startsAt), desc(notice.id));
  for (const row of rows) {
    const list = answer[keyOf[row.type]];
    if (list.length < listLimit) list.push(itemOf(row, query.timeZone));
  }
  return answer;
}

function itemOf(row: NoticeRow, timeZone: string): NoticeItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    date: noticeDate(row.startsAt, timeZone),
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
  };
}

function opsView(row: NoticeRow): OpsNotice {
  return {
    id: row.id,
    type: row.type,
    locale: row.locale,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    sortOrder: row.sortOrder,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    enabled: row.enabled,
  };
}

export async function opsNotices(db: Db, type?: NoticeType): Promise<OpsNotice[]> {
  const rows = await db
    .select()
    .from(notice)
    .where(type ? eq(notice.type, type) : undefined)
    .orderBy(desc(notice.id))
    .limit(500);
  return rows.map(opsView);
}

function columnsOf(payload: OpsNoticePayload, now: Date) {
  const content = sanitizeNoticeHtml(payload.content);
  if (!content) throw new AppError('VALIDATION_FAILED', { fields: { content: 'nothing is left once scripts and unsafe markup are removed' } });
  return {
    type: payload.type,
    locale: payload.locale,
    title: payload.title,
    content,
    imageUrl: payload.imageUrl,
    linkUrl: payload.linkUrl,
    sortOrder: payload.sortOrder,
    startsAt: payload.startsAt ? new Date(payload.startsAt) : now,
    endsAt: payload.endsAt ? new Date(payload.endsAt) : null,
    enabled: payload.enabled,
  };
}

/** POST /ops/notices: stored with its HTML sanitized, audited with the reason. */
export async function createNotice(app: FastifyInstance, payload: OpsNoticePayload): Promise<OpsNotice> {
  const actor = payload.actor ?? 'ops-api';
  const values = columnsOf(payload, app.clock.now());
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notice)
      .values({ ...values, createdBy: actor })
      .returning();
    if (!row) throw new Error('notice not written');
    await recordAction(tx, {
      actor,
      action: 'notice.create',
      target: `notice:${row.id}`,
      before: null,
      after: { type: row.type, title: row.title },
      reason: payload.reason,
    });
    return opsView(row);
  });
}

/** PUT /ops/notices/:id: replaces the notice (to end one, set enabled false or an end time). */
export async function updateNotice(app: FastifyInstance, id: number, payload: OpsNoticePayload): Promise<OpsNotice> {
  const actor = payload.actor ?? 'ops-api';
  const values = columnsOf(payload, app.clock.now());
  return app.db.transaction(async (tx) => {
    const [before] = await tx.select().from(notice).where(eq(notice.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const [row] = await tx.update(notice).set(values).where(eq(notice.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordAction(tx, { actor, action: 'notice.update', target: `notice:${id}`, before: opsView(before), after: opsView(row), reason: payload.reason });
    return opsView(row);
  });
}
