import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { announcementPageSize, type AnnouncementPage } from '../../../src/contract/agent.ts';
import { agentAnnouncement } from '../../db/schema.ts';
import { recordAction } from '../payments/support.ts';

/** GET /wps/agent/announcements: newest first, 8 to a page (SPEC §9). */
export async function announcementPage(app: FastifyInstance, page: number): Promise<AnnouncementPage> {
  const [counted] = await app.db.select({ total: sql<number>`count(*)::int` }).from(agentAnnouncement);
  const rows = await app.db
    .select()
    .from(agentAnnouncement)
    .orderBy(desc(agentAnnouncement.createdAt), desc(agentAnnouncement.id))
    .limit(announcementPageSize)
    .offset((page - 1) * announcementPageSize);
  return {
    items: rows.map((row) => ({ id: row.id, title: row.title, content: row.content, time: row.createdAt.toISOString() })),
    total: counted?.total ?? 0,
    page,
    pageSize: announcementPageSize,
  };
}

/** POST /ops/agent-announcements: the announcement and its audit record commit together. */
export async function postAnnouncement(
  app: FastifyInstance,
  input: { title: string; content: string; reason: string; actor: string },
): Promise<{ id: number }> {
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agentAnnouncement)
      .values({ title: input.title, content: input.content, createdBy: input.actor })
      .returning({ id: agentAnnouncement.id });
    if (!row) throw new Error('announcement was not written');
    await recordAction(tx, {
      actor: input.actor,
      action: 'agent-announcement.post',
      target: `agent-announcement:${row.id}`,
      before: null,
      after: { title: input.title },
      reason: input.reason,
    });
    return row;
  });
}
