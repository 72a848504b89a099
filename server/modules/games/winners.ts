import { and, desc, eq, gt, inArray, not } from 'drizzle-orm';
import { maskUsername, type WinnerEntry, type WinnerQuery } from '../../../src/contract/games.ts';
import { toAmount } from '../../../src/contract/money.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Db } from '../../db/index.ts';
import { betRecord, member } from '../../db/schema.ts';
import { gameName } from '../catalog/game-names.ts';
import type { Catalog } from '../catalog/repository.ts';

/** The board is the same for everyone and asked for on every page, so it is reused this long. */
const cacheMilliseconds = 5_000;

/**
 * The latest real-money wins, names hidden (SPEC §3 winner board): bets that paid more than their
 * stake, as the betting record words them (betResultOf), not every bet whose win paid something.
 */
export function createWinnerBoard(db: Db, catalog: Catalog) {
  const cache = new Map<string, { at: number; entries: WinnerEntry[] }>();

  async function load(query: WinnerQuery, locale: Locale): Promise<WinnerEntry[]> {
    const categories = catalog.categories
      .filter((category) => query.gameCategory === 'ALL' || category.gameCategory === query.gameCategory)
      .map((category) => category.id);
    if (categories.length === 0) return [];
    const rows = await db
      .select({ bet: betRecord, username: member.username })
      .from(betRecord)
      .innerJoin(member, eq(member.id, betRecord.memberId))
      .where(and(eq(betRecord.status, 'won'), gt(betRecord.payout, betRecord.stake), not(betRecord.playMoney), inArray(betRecord.category, categories)))
      .orderBy(desc(betRecord.settledAt), desc(betRecord.id))
      .limit(query.limitNum);
    return rows.map(({ bet, username }) => ({
      vo: {
        username: maskUsername(username),
        winAmount: toAmount(bet.payout),
        vendor: bet.gameVendor,
        game: gameName(catalog, bet.gameVendor, bet.gameCode, locale),
        gameCode: bet.gameCode,
        time: (bet.settledAt ?? bet.placedAt).toISOString(),
      },
    }));
  }

  return async function winners(query: WinnerQuery, locale: Locale, now = Date.now()): Promise<WinnerEntry[]> {
    const key = `${query.gameCategory}/${query.limitNum}/${locale}`;
    const cached = cache.get(key);
    if (cached && now - cached.at < cacheMilliseconds) return cached.entries;
    const entries = await load(query, locale);
    cache.set(key, { at: now, entries });
    return entries;
  };
}
