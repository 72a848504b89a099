import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { memberHitSchema, memberSearchSchema } from '../../../../src/contract/backoffice.ts';
import { rowsOf } from '../../../db/functions.ts';
import type { Db } from '../../../db/index.ts';

type MemberHit = z.infer<typeof memberHitSchema>;
type MemberSearch = z.infer<typeof memberSearchSchema>;

/**
 * The texts that start with `prefix`, as a range in the "C" collation (byte order, which UTF-8 keeps
 * as code point order): from the prefix itself up to the prefix followed by the highest code point.
 * A range rather than LIKE: `%` and `_` mean nothing in it, and a plan made for any prefix (PGlite's
 * named statements, reused) still reads the index from the range's start, where LIKE with a
 * parameter would make a generic plan filter the whole index.
 */
export function prefixRange(prefix: string): { from: string; below: string } {
  const from = prefix.toLowerCase();
  return { from, below: `${from}\u{10FFFF}` };
}

/**
 * The searched columns, each exactly as its index in migration 0031 is built (lower(…) collate "C",
 * then id), so a prefix reads a range of the index in the search's order and stops at the page's end.
 */
const searchedKeys: readonly SQL[] = [
  sql`lower(username) collate "C"`,
  sql`mobile_num collate "C"`,
  sql`lower(email) collate "C"`,
  sql`lower(affiliate_code) collate "C"`,
];

interface HitRow {
  id: string | number;
  username: string;
  mobile_num: string | null;
  email: string | null;
  affiliate_code: string | null;
  status: MemberHit['status'];
  type: number;
  reg_date: Date | string;
}

/** The search as one statement (searchMembers runs it; the plan test explains it). */
export function searchStatement(query: { q: string; page: number; size: number }): SQL {
  const { from, below } = prefixRange(query.q);
  const reach = query.page * query.size + 1;
  const branches = searchedKeys.map(
    (key) => sql`(SELECT id, ${key} AS key FROM member WHERE ${key} >= ${from} AND ${key} < ${below} ORDER BY ${key}, id LIMIT ${reach})`,
  );
  return sql`WITH matched AS (${sql.join(branches, sql` UNION ALL `)}),
      best AS (SELECT id, min(key) AS key FROM matched GROUP BY id)
    SELECT m.id, m.username, m.mobile_num, m.email, m.affiliate_code, m.status, m.type, m.reg_date
    FROM best b JOIN member m ON m.id = b.id
    ORDER BY b.key, b.id
    OFFSET ${(query.page - 1) * query.size} LIMIT ${query.size + 1}`;
}

/**
 * GET /ops/members?q=: members whose username, mobile, e-mail or affiliate code starts with `q`,
 * ordered by the text that matched, then id. Each column gives at most the rows up to the end of
 * the page asked (plus one, to tell whether more follow) straight from its index; a member matching
 * on several columns counts once, at its smallest matching text. Nothing is counted, so a prefix
 * over a million members costs what a page costs.
 */
export async function searchMembers(db: Db, query: { q: string; page: number; size: number }): Promise<MemberSearch> {
  const rows = await rowsOf<HitRow>(db, searchStatement(query));
  const items = rows.slice(0, query.size).map((row) => ({
    id: Number(row.id),
    username: row.username,
    mobile: row.mobile_num,
    email: row.email,
    affiliateCode: row.affiliate_code,
    status: row.status,
    type: Number(row.type),
    createdAt: new Date(row.reg_date).toISOString(),
  }));
  return { items, page: query.page, size: query.size, hasMore: rows.length > query.size };
}
