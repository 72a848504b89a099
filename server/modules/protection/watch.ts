import { and, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { harmMarkers, watchedMemberSchema } from '../../../src/contract/protection.ts';
import { rowsOf } from '../../db/functions.ts';
import type { Db } from '../../db/index.ts';
import { protectionExclusion } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { recordAction } from '../payments/support.ts';

type WatchedMember = z.infer<typeof watchedMemberSchema>;
type Marker = (typeof harmMarkers)[number];

interface WatchRow {
  id: string | number;
  username: string;
  limits: string | number;
  exclusion_kind: 'timeout' | 'self' | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  declined: boolean;
  rapid: boolean;
  losing: boolean;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The markers of harm as common table expressions `declined`, `rapid` and `losing`, each a list of
 * member ids: a deposit within a day of a declined withdrawal (last 7 days), five deposit requests
 * within the last hour, or a week's net loss above three times their usual week (the four weeks
 * before). `only` narrows each to one member, read through the member's own indexes.
 */
function markerExpressions(at: string, only?: number): SQL {
  const of = (column: string) => (only === undefined ? sql`` : sql`AND ${sql.raw(column)} = ${only}`);
  return sql`declined AS (
      SELECT DISTINCT w.member_id FROM withdrawal_request w
      JOIN deposit_request d ON d.member_id = w.member_id AND d.created_at > w.closed_at AND d.created_at < w.closed_at + interval '1 day'
      WHERE w.status IN ('rejected', 'refunded') AND w.closed_at > ${at}::timestamptz - interval '7 days' ${of('w.member_id')}
    ), rapid AS (
      SELECT member_id FROM deposit_request WHERE created_at > ${at}::timestamptz - interval '1 hour' ${of('member_id')} GROUP BY member_id HAVING count(*) >= 5
    ), losing AS (
      SELECT member_id FROM bet_record
      WHERE NOT play_money AND status <> 'void' AND placed_at > ${at}::timestamptz - interval '35 days' ${of('member_id')}
      GROUP BY member_id
      HAVING coalesce(sum(stake - payout) FILTER (WHERE placed_at > ${at}::timestamptz - interval '7 days'), 0)
           > 3 * greatest(coalesce(sum(stake - payout) FILTER (WHERE placed_at <= ${at}::timestamptz - interval '7 days'), 0) / 4, 0)
         AND coalesce(sum(stake - payout) FILTER (WHERE placed_at <= ${at}::timestamptz - interval '7 days'), 0) > 0
    )`;
}

function markersOf(flags: { declined: boolean; rapid: boolean; losing: boolean }): Marker[] {
  const markers: Marker[] = [];
  if (flags.declined) markers.push('depositAfterDeclinedWithdrawal');
  if (flags.rapid) markers.push('manyDepositsInAnHour');
  if (flags.losing) markers.push('lossesFarAboveAverage');
  return markers;
}

/**
 * The operator's watch list, in one query: members with a limit or an exclusion in force, and
 * members showing markers of harm (markerExpressions).
 */
export async function watchList(db: Db, now = new Date()): Promise<WatchedMember[]> {
  const at = now.toISOString();
  const rows = await rowsOf<WatchRow>(
    db,
    sql`
    WITH limited AS (
      SELECT member_id, count(*) AS limits FROM protection_limit WHERE value IS NOT NULL GROUP BY member_id
    ), excluded AS (
      SELECT DISTINCT ON (member_id) member_id, kind, starts_at, ends_at FROM protection_exclusion
      WHERE starts_at <= ${at}::timestamptz AND (ends_at IS NULL OR ends_at > ${at}::timestamptz)
      ORDER BY member_id, ends_at DESC NULLS FIRST
    ), ${markerExpressions(at)}, watched AS (
      SELECT member_id FROM limited UNION SELECT member_id FROM excluded UNION SELECT member_id FROM declined
      UNION SELECT member_id FROM rapid UNION SELECT member_id FROM losing
    )
    SELECT m.id, m.username, coalesce(l.limits, 0) AS limits, e.kind AS exclusion_kind, e.starts_at, e.ends_at,
      (dc.member_id IS NOT NULL) AS declined, (r.member_id IS NOT NULL) AS rapid, (lo.member_id IS NOT NULL) AS losing
    FROM watched w JOIN member m ON m.id = w.member_id
    LEFT JOIN limited l ON l.member_id = m.id LEFT JOIN excluded e ON e.member_id = m.id
    LEFT JOIN declined dc ON dc.member_id = m.id LEFT JOIN rapid r ON r.member_id = m.id LEFT JOIN losing lo ON lo.member_id = m.id
    ORDER BY m.id
  `,
  );
  return rows.map((row) => {
    const startsAt = iso(row.starts_at);
    return {
      id: Number(row.id),
      username: row.username,
      limits: Number(row.limits),
      exclusion: row.exclusion_kind && startsAt ? { kind: row.exclusion_kind, startsAt, endsAt: iso(row.ends_at) } : null,
      markers: markersOf(row),
    };
  });
}

/** The markers of harm one member shows now (the member's page in the back office). */
export async function harmMarkersOf(db: Db, memberId: number, now = new Date()): Promise<Marker[]> {
  const [row] = await rowsOf<{ declined: boolean; rapid: boolean; losing: boolean }>(
    db,
    sql`WITH ${markerExpressions(now.toISOString(), memberId)}
      SELECT EXISTS (SELECT 1 FROM declined) AS declined, EXISTS (SELECT 1 FROM rapid) AS rapid, EXISTS (SELECT 1 FROM losing) AS losing`,
  );
  return row ? markersOf(row) : [];
}

/** Ends a member's permanent self-exclusion (time-outs and dated exclusions only expire), audited. */
export async function endPermanentExclusion(db: Db, memberId: number, change: { actor: string; reason: string }, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(protectionExclusion)
      .set({ endsAt: now })
      .where(
        and(
          eq(protectionExclusion.memberId, memberId),
          eq(protectionExclusion.kind, 'self'),
          isNull(protectionExclusion.endsAt),
          lte(protectionExclusion.startsAt, now),
        ),
      )
      .returning({ id: protectionExclusion.id });
    if (ended.length === 0) throw new AppError('NOT_FOUND');
    await recordAction(tx, {
      actor: change.actor,
      action: 'exclusion.end',
      target: `member:${memberId}`,
      before: { endsAt: 'permanent' },
      after: { endsAt: now.toISOString() },
      reason: change.reason,
    });
  });
}
