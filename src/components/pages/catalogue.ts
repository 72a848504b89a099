import { displayCategory } from '../../content/catalog.ts';
import type { Category, CategoryId, Game, Vendor } from '../../content/schemas.ts';

export const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** A game with the vendor that runs it, so a card can name the vendor without a second lookup. */
export interface GameWithVendor {
  game: Game;
  vendor: Vendor;
}

export interface Lobby {
  vendors: Vendor[];
  games: GameWithVendor[];
}

/** Pairs games with their vendors, dropping games whose vendor is not in the list given. */
export function withVendors(games: readonly Game[], vendors: readonly Vendor[]): GameWithVendor[] {
  const byId = new Map(vendors.map((vendor) => [vendor.id, vendor]));
  return games.flatMap((game) => {
    const vendor = byId.get(game.vendor);
    return vendor ? [{ game, vendor }] : [];
  });
}

/**
 * What a category's lobby lists: its vendors after the e-sports/cockfight split, and their games
 * ordered by vendor first so the grid reads like the vendor bar above it.
 */
export function lobbyOf(categoryId: CategoryId, vendors: readonly Vendor[], games: readonly Game[]): Lobby {
  const own = vendors.filter((vendor) => displayCategory(vendor) === categoryId).sort(byOrder);
  const rank = new Map(own.map((vendor, index) => [vendor.id, index]));
  const paired = withVendors(games, own).sort((a, b) => (rank.get(a.vendor.id) ?? 0) - (rank.get(b.vendor.id) ?? 0) || byOrder(a.game, b.game));
  return { vendors: own, games: paired };
}

/** Hot games in catalogue order, at most `limit`, skipping games of unknown vendors. */
export function hotGames(games: readonly Game[], vendors: readonly Vendor[], limit = Infinity): GameWithVendor[] {
  return withVendors(
    games.filter((game) => game.hot),
    vendors,
  )
    .sort((a, b) => byOrder(a.game, b.game))
    .slice(0, limit);
}

export interface CategoryGroup {
  category: Category;
  games: GameWithVendor[];
}

/** Hot games grouped under the category their vendor is shown in, categories in nav order, empty ones left out. */
export function hotByCategory(categories: readonly Category[], vendors: readonly Vendor[], games: readonly Game[]): CategoryGroup[] {
  const hot = hotGames(games, vendors);
  return [...categories]
    .sort(byOrder)
    .map((category) => ({ category, games: hot.filter(({ vendor }) => displayCategory(vendor) === category.id) }))
    .filter((group) => group.games.length > 0);
}
