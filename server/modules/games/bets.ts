import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BetItem, BetPage, BetQuery, BetResult, BetTotals } from '../../../src/contract/games.ts';
import { toAmount } from '../../../src/contract/money.ts';
import { categoryIds, type CategoryId } from '../../../src/content/schemas.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Db } from '../../db/index.ts';
import { betRecord } from '../../db/schema.ts';
import { gameName } from '../catalog/game-names.ts';
import type { Catalog } from '../catalog/repository.ts';
import { checkRange, todayIn, withinDays } from '../records/period.ts';

/** Stake that counts: none of a void bet. */
const validStake = sql`case when ${betRecord.status} = 'void' then 0 else ${betRecord.stake} end`;
/** An open bet has no result yet, so it counts as neither won nor lost. */
const result = sql`case when ${betRecord.status} in ('won', 'lost') then ${betRecord.payout} - ${betRecord.stake} else 0 end`;

/** The bets the status filter picks, by the result the record shows (betResultOf in src/contract/games.ts). */
function resultIs(wanted: BetResult): SQL {
  const settled = sql`${betRecord.status} in ('won', 'lost')`;
  switch (wanted) {
    case 'open':
    case 'void':
      return eq(betRecord.status, wanted);
    case 'won':
      return sql`${settled} and ${betRecord.payout} > ${betRecord.stake}`;
    case 'lost':
      return sql`${settled} and ${betRecord.payout} < ${betRecord.stake}`;
    case 'even':
      return sql`${settled} and ${betRecord.payout} = ${betRecord.stake}`;
  }
}

const asCategory = (value: string): CategoryId => categoryIds.find((id) => id === value) ?? 'RNG';

/** The betting record (personalHistoryCopy): a page of the member's bets, newest first, and totals over all of them. */
export async function betPage(
  db: Db,
  catalog: Catalog,
  memberId: number,
  query: BetQuery,
  options: { timeZone: string; locale: Locale; now?: Date },
): Promise<BetPage> {
  checkRange(query, options.locale);
  const today = todayIn(options.timeZone, options.now);
  const from = query.from ?? query.to ?? today;
  const range = { from, to: query.to ?? (from > today ? from : today) };
  const where = and(
    eq(betRecord.memberId, memberId),
    query.vendor ? eq(betRecord.gameVendor, query.vendor) : undefined,
    query.category ? eq(betRecord.category, query.category) : undefined,
    query.status ? resultIs(query.status) : undefined,
    ...withinDays(betRecord.placedAt, range, options.timeZone),
  );
  const [sums] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bet: sql<string>`coalesce(sum(${betRecord.stake}) filter (where not ${betRecord.playMoney}), 0)::text`,
      validBet: sql<string>`coalesce(sum(${validStake}) filter (where not ${betRecord.playMoney}), 0)::text`,
      payout: sql<string>`coalesce(sum(${betRecord.payout}) filter (where not ${betRecord.playMoney}), 0)::text`,
      winLoss: sql<string>`coalesce(sum(${result}) filter (where not ${betRecord.playMoney}), 0)::text`,
    })
    .from(betRecord)
    .where(where);
  const rows = await db
    .select()
    .from(betRecord)
    .where(where)
    .orderBy(desc(betRecord.placedAt), desc(betRecord.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const items: BetItem[] = rows.map((row) => {
    const settled = row.status === 'won' || row.status === 'lost';
    const validBet = row.status === 'void' ? 0n : row.stake;
    return {
      id: row.id,
      time: row.placedAt.toISOString(),
      vendor: row.gameVendor,
      category: asCategory(row.category),
      game: gameName(catalog, row.gameVendor, row.gameCode, options.locale),
      gameCode: row.gameCode,
      roundId: row.roundId,
      bet: toAmount(row.stake),
      validBet: toAmount(validBet),
      payout: toAmount(row.payout),
      winLoss: settled ? toAmount(row.payout - row.stake) : 0,
      status: row.status,
      playMoney: row.playMoney,
    };
  });
  const totals: BetTotals = {
    count: sums?.count ?? 0,
    bet: toAmount(BigInt(sums?.bet ?? '0')),
    validBet: toAmount(BigInt(sums?.validBet ?? '0')),
    payout: toAmount(BigInt(sums?.payout ?? '0')),
    winLoss: toAmount(BigInt(sums?.winLoss ?? '0')),
  };
  return { ...range, items, totals, total: sums?.count ?? 0, page: query.page, pageSize: query.pageSize };
}
