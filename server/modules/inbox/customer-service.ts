import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { csLinkType, csPopupType, type CustomerService, type OpsCsChannel, type OpsCsChannelPayload } from '../../../src/contract/inbox.ts';
import type { Db } from '../../db/index.ts';
import { csChannel } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { recordAction } from '../payments/support.ts';

type ChannelRow = typeof csChannel.$inferSelect;

const opsView = (row: ChannelRow): OpsCsChannel => ({
  id: row.id,
  csType: row.csType,
  title: row.title,
  url: row.url,
  sortOrder: row.sortOrder,
  enabled: row.enabled,
});

/**
 * GET /wps/system/customerService: the enabled channels in the operator's order. Live chat is type
 * 3 (opened in the 440×500 window); the others are links. Paths are sent as they are: a path the
 * browser must decrypt to open would hide nothing from anyone who can read the page.
 */
export async function customerService(db: Db): Promise<CustomerService> {
  const rows = await db.select().from(csChannel).where(eq(csChannel.enabled, true)).orderBy(asc(csChannel.sortOrder), asc(csChannel.id));
  return {
    version: {
      pathList: rows.map((row) => ({ csType: row.csType, title: row.title, type: row.csType === 'LIVECHAT' ? csPopupType : csLinkType, path: row.url })),
    },
  };
}

export async function opsCsChannels(db: Db): Promise<OpsCsChannel[]> {
  return (await db.select().from(csChannel).orderBy(asc(csChannel.sortOrder), asc(csChannel.id))).map(opsView);
}

/** POST /ops/cs-channels, or PUT /ops/cs-channels/:id when `id` is given; audited with the reason. */
export async function saveCsChannel(app: FastifyInstance, payload: OpsCsChannelPayload, id?: number): Promise<OpsCsChannel> {
  const actor = payload.actor ?? 'ops-api';
  const values = { csType: payload.csType, title: payload.title, url: payload.url, sortOrder: payload.sortOrder, enabled: payload.enabled };
  return app.db.transaction(async (tx) => {
    let before: ChannelRow | null = null;
    if (id !== undefined) {
      [before = null] = await tx.select().from(csChannel).where(eq(csChannel.id, id)).for('update');
      if (!before) throw new AppError('NOT_FOUND');
    }
    const [row] =
      id === undefined ? await tx.insert(csChannel).values(values).returning() : await tx.update(csChannel).set(values).where(eq(csChannel.id, id)).returning();
    if (!row) throw new Error('customer-service channel not written');
    await recordAction(tx, {
      actor,
      action: id === undefined ? 'cs-channel.create' : 'cs-channel.update',
      target: `cs-channel:${row.id}`,
      before: before && opsView(before),
      after: opsView(row),
      reason: payload.reason,
    });
    return opsView(row);
  });
}
