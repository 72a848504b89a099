import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Hub88Game } from '../../../src/contract/hub88.ts';
import type { CategoryId, Game, Vendor } from '../../../src/content/schemas.ts';
import type { Db } from '../../db/index.ts';
import { aggregatorGame } from '../../db/schema.ts';
import type { Catalog } from '../../modules/catalog/repository.ts';

export const hub88Aggregator = 'hub88';
export type AggregatorGameRow = typeof aggregatorGame.$inferSelect;

/** Catalogue node ids of aggregator games: this plus the row's id, clear of the content files' ids. */
const nodeIdBase = 88_000_000;
const vendorLogo = '/art/vendors/HUB88.svg';
const gameThumbnail = '/art/games/aggregator.svg';

/** Where an aggregator category shows in our nav; what is not named here is an RNG game (slots, tables). */
const categoryRules: [RegExp, CategoryId][] = [
  [/live/i, 'LIVE'],
  [/fish/i, 'FISH'],
  [/lott|keno|scratch/i, 'LOTT'],
  [/bingo/i, 'BINGO'],
  [/sport/i, 'SPORTS'],
];
export function ourCategory(category: string): CategoryId {
  return categoryRules.find(([pattern]) => pattern.test(category))?.[1] ?? 'RNG';
}

/** A vendor code per studio and category ("H88PRAGMA3F2A"): upper-case, 16 at most, stable across syncs. */
export function vendorIdOf(product: string, category: CategoryId): string {
  const hash = createHash('sha256').update(`${product}\u0000${category}`).digest('hex').slice(0, 4).toUpperCase();
  const name = product
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 9);
  return `H88${name}${hash}`;
}

/** Writes the Games API's list: new games come hidden, listed ones are updated, unlisted ones switched off. */
export async function storeGameList(db: Db, games: Hub88Game[], now: Date): Promise<{ added: number; updated: number; withdrawn: number }> {
  return db.transaction(async (tx) => {
    const known = new Set(
      (await tx.select({ code: aggregatorGame.gameCode }).from(aggregatorGame).where(eq(aggregatorGame.aggregator, hub88Aggregator))).map((row) => row.code),
    );
    for (const game of games) {
      const values = {
        name: game.name,
        product: game.product,
        category: game.category,
        thumbnail: game.url_thumb ?? null,
        enabled: game.enabled ?? true,
        syncedAt: now,
      };
      await tx
        .insert(aggregatorGame)
        .values({ aggregator: hub88Aggregator, gameCode: game.game_code, ...values })
        .onConflictDoUpdate({ target: [aggregatorGame.aggregator, aggregatorGame.gameCode], set: values });
    }
    const listed = games.map((game) => game.game_code);
    const gone = await tx
      .update(aggregatorGame)
      .set({ enabled: false })
      .where(
        and(
          eq(aggregatorGame.aggregator, hub88Aggregator),
          eq(aggregatorGame.enabled, true),
          listed.length ? notInArray(aggregatorGame.gameCode, listed) : undefined,
        ),
      )
      .returning({ id: aggregatorGame.id });
    const added = listed.filter((code) => !known.has(code)).length;
    return { added, updated: listed.length - added, withdrawn: gone.length };
  });
}

export interface Selection {
  codes?: string[];
  /** The aggregator's category names, or our category ids (RNG, LIVE …). */
  categories?: string[];
  products?: string[];
}

/** Shows or hides the selected games; answers how many changed. */
export async function setShown(db: Db, selection: Selection, shown: boolean): Promise<number> {
  const rows = await listGames(db);
  const wanted = (row: AggregatorGameRow) =>
    (selection.codes?.includes(row.gameCode) ?? false) ||
    (selection.categories?.some((category) => category === row.category || category === ourCategory(row.category)) ?? false) ||
    (selection.products?.includes(row.product) ?? false);
  const ids = rows.filter((row) => wanted(row) && row.shown !== shown).map((row) => row.id);
  if (ids.length === 0) return 0;
  await db.update(aggregatorGame).set({ shown }).where(inArray(aggregatorGame.id, ids));
  return ids.length;
}

export async function listGames(db: Db): Promise<AggregatorGameRow[]> {
  return db.select().from(aggregatorGame).where(eq(aggregatorGame.aggregator, hub88Aggregator)).orderBy(asc(aggregatorGame.product), asc(aggregatorGame.name));
}

export async function shownGames(db: Db): Promise<AggregatorGameRow[]> {
  return db
    .select()
    .from(aggregatorGame)
    .where(and(eq(aggregatorGame.aggregator, hub88Aggregator), eq(aggregatorGame.shown, true), eq(aggregatorGame.enabled, true)))
    .orderBy(asc(aggregatorGame.id));
}

/** The shown games as catalogue entries: one vendor per studio and category. */
export function catalogueEntries(rows: AggregatorGameRow[]): { vendors: Vendor[]; games: Game[] } {
  const vendors = new Map<string, Vendor>();
  const games: Game[] = [];
  for (const row of rows) {
    const category = ourCategory(row.category);
    const id = vendorIdOf(row.product, category);
    if (!vendors.has(id)) {
      vendors.set(id, {
        id,
        name: row.product,
        category,
        vassalage: id,
        accountTypeId: 880,
        gameType: category,
        logo: vendorLogo,
        hot: false,
        order: 880 + vendors.size,
      });
    }
    const name = { en: row.name, pt: row.name, tl: row.name };
    games.push({
      id: String(nodeIdBase + row.id),
      vendor: id,
      code: row.gameCode,
      name,
      thumbnail: gameThumbnail,
      hot: false,
      new: false,
      order: games.length + 1,
    });
  }
  return { vendors: [...vendors.values()], games };
}

/** The catalogue with Hub88's shown games added, and the vendor codes that are Hub88's. */
export function withHub88Games(catalog: Catalog, rows: AggregatorGameRow[]): { catalog: Catalog; vendorIds: Set<string> } {
  const entries = catalogueEntries(rows);
  return {
    catalog: { ...catalog, vendors: [...catalog.vendors, ...entries.vendors], games: [...catalog.games, ...entries.games] },
    vendorIds: new Set(entries.vendors.map((vendor) => vendor.id)),
  };
}
