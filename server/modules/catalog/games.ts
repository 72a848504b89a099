import type { z } from 'zod';
import type { LobbyGame, gameTypeValueSchema, roomListValueSchema } from '../../../src/contract/catalog.ts';
import { searchable, type GameFilter } from '../../../src/contract/lobby.ts';
import { displayCategory } from '../../../src/content/catalog.ts';
import type { CategoryId, Game, Vendor } from '../../../src/content/schemas.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Catalog } from './repository.ts';

export interface GameSelection {
  vendor?: string;
  category?: CategoryId;
  filter: GameFilter;
  name?: string;
}

function toLobbyGame(game: Game, vendor: Vendor, locale: Locale): LobbyGame {
  return {
    nodeId: game.id,
    gameCode: game.code,
    vendor: vendor.id,
    vassalage: vendor.vassalage,
    category: displayCategory(vendor),
    name: game.name[locale],
    thumbnail: game.thumbnail,
    isHot: game.hot ? 1 : 0,
    isNew: game.new ? 1 : 0,
  };
}

/** Games with a vendor in the catalogue, in lobby order: vendor order, then the game's own. */
export function catalogueGames(catalog: Catalog): { game: Game; vendor: Vendor }[] {
  const vendors = new Map(catalog.vendors.map((vendor) => [vendor.id, vendor]));
  return catalog.games
    .flatMap((game) => {
      const vendor = vendors.get(game.vendor);
      return vendor ? [{ game, vendor }] : [];
    })
    .sort((a, b) => a.vendor.order - b.vendor.order || a.game.order - b.game.order);
}

export function findGame(catalog: Catalog, nodeId: string): { game: Game; vendor: Vendor } | undefined {
  return catalogueGames(catalog).find((entry) => entry.game.id === nodeId);
}

/**
 * The game list of a lobby. `personal` holds the member's favourite or recent node ids, in their
 * own order, for the FAV and RECENT filters; the other filters keep the catalogue's order.
 */
export function selectGames(catalog: Catalog, selection: GameSelection, locale: Locale, personal: readonly string[] = []): LobbyGame[] {
  const needle = selection.name ? searchable(selection.name) : '';
  const rank = new Map(personal.map((nodeId, index) => [nodeId, index]));
  const chosen = catalogueGames(catalog).filter(({ game, vendor }) => {
    if (selection.vendor && vendor.id !== selection.vendor) return false;
    if (selection.category && displayCategory(vendor) !== selection.category) return false;
    if (needle && !searchable(game.name[locale]).includes(needle)) return false;
    switch (selection.filter) {
      case 'NEW':
        return game.new;
      case 'HOT':
        return game.hot;
      case 'FAV':
      case 'RECENT':
        return rank.has(game.id);
      case 'ALL':
        return true;
    }
  });
  if (selection.filter === 'FAV' || selection.filter === 'RECENT') {
    chosen.sort((a, b) => (rank.get(a.game.id) ?? 0) - (rank.get(b.game.id) ?? 0));
  }
  return chosen.map(({ game, vendor }) => toLobbyGame(game, vendor, locale));
}

/** Hot games across the catalogue, hot vendors' games first. */
export function popularGames(catalog: Catalog, locale: Locale, limit: number): LobbyGame[] {
  return catalogueGames(catalog)
    .filter(({ game }) => game.hot)
    .sort((a, b) => Number(b.vendor.hot) - Number(a.vendor.hot))
    .slice(0, limit)
    .map(({ game, vendor }) => toLobbyGame(game, vendor, locale));
}

/** Games for node ids in the given order, skipping ids the catalogue no longer has. */
export function gamesByIds(catalog: Catalog, nodeIds: readonly string[], locale: Locale): LobbyGame[] {
  return selectGames(catalog, { filter: 'FAV' }, locale, nodeIds);
}

/** Card-game tables by stake; the stakes are in the platform's currency. */
const roomLevels = [
  { level: 'beginner', minBet: 1, maxBet: 100 },
  { level: 'standard', minBet: 10, maxBet: 1_000 },
  { level: 'vip', minBet: 100, maxBet: 10_000 },
] as const;

export function cardRooms(catalog: Catalog, locale: Locale, nodeId?: string): z.infer<typeof roomListValueSchema> {
  const tables = catalogueGames(catalog).filter(({ game, vendor }) => displayCategory(vendor) === 'PVP' && (!nodeId || game.id === nodeId));
  return {
    list: tables.flatMap(({ game }) =>
      roomLevels.map(({ level, minBet, maxBet }) => ({ roomId: `${game.id}-${level}`, nodeId: game.id, name: game.name[locale], level, minBet, maxBet })),
    ),
  };
}

export function gameTypeOf(catalog: Catalog, vassal: string): z.infer<typeof gameTypeValueSchema> | null {
  const vendors = catalog.vendors.filter((vendor) => vendor.vassalage === vassal).sort((a, b) => a.order - b.order);
  const first = vendors[0];
  if (!first) return null;
  return { vassalage: vassal, gameType: first.gameType, category: displayCategory(first), vendors: vendors.map((vendor) => vendor.id) };
}
