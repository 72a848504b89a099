import { and, asc, count, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { memberBetsSchema, memberListQuerySchema, memberLoginsSchema, memberRecordsSchema } from '../../../../src/contract/backoffice.ts';
import { toAmount } from '../../../../src/contract/money.ts';
import { transferKinds } from '../../../../src/contract/wallet.ts';
import type { Locale } from '../../../../src/i18n/locales.ts';
import { betRecord, loginEvent } from '../../../db/schema.ts';
import { gameName } from '../../catalog/game-names.ts';
import type { Catalog } from '../../catalog/repository.ts';
import { pageOfEntries } from '../../records/repository.ts';
import { recordItem } from '../../records/service.ts';

type ListQuery = z.infer<typeof memberListQuerySchema>;
const window = (query: ListQuery) => ({ limit: query.size, offset: (query.page - 1) * query.size });

/** GET /ops/members/:id/records: the member's account record, as the member reads it, in the staff member's language. */
export async function memberRecords(app: FastifyInstance, memberId: number, query: ListQuery, locale: Locale): Promise<z.infer<typeof memberRecordsSchema>> {
  const filter = { memberId, kinds: transferKinds, timeZone: app.config.TIME_ZONE };
  const { rows, total } = await pageOfEntries(app.db, filter, { ...window(query), order: query.order });
  const context = { locale, timeZone: app.config.TIME_ZONE };
  const items = rows.map((row) => {
    const item = recordItem(row, context);
    return { id: item.id, at: item.time, kind: item.type, amount: item.amount, balanceAfter: item.balanceAfter, remark: item.remark };
  });
  return { items, page: query.page, size: query.size, total };
}

/** GET /ops/members/:id/bets: every bet of the member, play money included, by the time it was placed. */
export async function memberBets(
  app: FastifyInstance,
  catalog: Catalog,
  memberId: number,
  query: ListQuery,
  locale: Locale,
): Promise<z.infer<typeof memberBetsSchema>> {
  const direction = query.order === 'asc' ? asc : desc;
  const [[counted], rows] = await Promise.all([
    app.db.select({ total: count() }).from(betRecord).where(eq(betRecord.memberId, memberId)),
    app.db
      .select()
      .from(betRecord)
      .where(eq(betRecord.memberId, memberId))
      .orderBy(direction(betRecord.placedAt), direction(betRecord.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    at: row.placedAt.toISOString(),
    vendor: row.gameVendor,
    game: gameName(catalog, row.gameVendor, row.gameCode, locale),
    stake: toAmount(row.stake),
    payout: toAmount(row.payout),
    result: row.status,
  }));
  return { items, page: query.page, size: query.size, total: Number(counted?.total ?? 0) };
}

/** The outcomes complete-login.ts records for a login that opened a session. */
const signedIn = ['success', 'change-password'];
/** How many distinct addresses and devices the page lists. */
const distinctShown = 20;

/**
 * GET /ops/members/:id/logins: every attempt with its outcome, and the distinct addresses and
 * devices of the logins that got in, most recent first.
 */
export async function memberLogins(app: FastifyInstance, memberId: number, query: ListQuery): Promise<z.infer<typeof memberLoginsSchema>> {
  const direction = query.order === 'asc' ? asc : desc;
  const mine = eq(loginEvent.memberId, memberId);
  const entered = and(mine, inArray(loginEvent.outcome, signedIn));
  const lastAt = max(loginEvent.at);
  const [[counted], rows, addresses, devices] = await Promise.all([
    app.db.select({ total: count() }).from(loginEvent).where(mine),
    app.db
      .select()
      .from(loginEvent)
      .where(mine)
      .orderBy(direction(loginEvent.at), direction(loginEvent.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    app.db
      .select({ ip: loginEvent.ip, lastAt, count: count() })
      .from(loginEvent)
      .where(entered)
      .groupBy(loginEvent.ip)
      .orderBy(sql`max(${loginEvent.at}) desc`)
      .limit(distinctShown),
    app.db
      .select({ userAgent: sql<string>`${loginEvent.userAgent}`, lastAt, count: count() })
      .from(loginEvent)
      .where(and(entered, isNotNull(loginEvent.userAgent)))
      .groupBy(loginEvent.userAgent)
      .orderBy(sql`max(${loginEvent.at}) desc`)
      .limit(distinctShown),
  ]);
  const seen = <T extends { lastAt: Date | null; count: number }>(row: T) => ({
    ...row,
    lastAt: (row.lastAt ?? new Date(0)).toISOString(),
    count: Number(row.count),
  });
  return {
    items: rows.map((row) => ({ at: row.at.toISOString(), method: row.method, outcome: row.outcome, ip: row.ip, userAgent: row.userAgent })),
    page: query.page,
    size: query.size,
    total: Number(counted?.total ?? 0),
    addresses: addresses.map(seen),
    devices: devices.map(seen),
  };
}
