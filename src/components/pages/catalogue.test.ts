import { describe, expect, it } from 'vitest';
import type { Category, Game, Vendor } from '../../content/schemas.ts';
import { hotByCategory, hotGames, lobbyOf } from './catalogue.ts';

const text = { en: 'x', pt: 'x', tl: 'x' };
const vendor = (id: string, category: Vendor['category'], order: number): Vendor => ({
  id,
  name: id,
  category,
  vassalage: id,
  accountTypeId: 1,
  gameType: 'X',
  logo: `/art/vendors/${id}.svg`,
  hot: false,
  order,
});
const game = (id: string, vendorId: string, order: number, hot = false): Game => ({
  id,
  vendor: vendorId,
  code: `G${id}`,
  name: text,
  thumbnail: `/art/games/${id}.svg`,
  hot,
  new: false,
  order,
});
const category = (id: Category['id'], order: number): Category => ({
  id,
  gameCategory: 'SPORTS',
  route: id.toLowerCase(),
  order,
  name: text,
  icon: `/art/categories/${id}.svg`,
});

const vendors = [vendor('SBO', 'SPORTS', 1), vendor('TF', 'SPORTS', 2), vendor('SV3', 'SPORTS', 3), vendor('PG', 'RNG', 1)];

describe('lobbyOf', () => {
  it('lists only the vendors shown in the category, with their games vendor by vendor', () => {
    const games = [game('1', 'TF', 2), game('2', 'SBO', 5), game('3', 'TF', 1), game('4', 'PG', 1)];
    expect(lobbyOf('ESPORTS', vendors, games).vendors.map((v) => v.id)).toEqual(['TF']);
    expect(lobbyOf('SPORTS', vendors, games).vendors.map((v) => v.id)).toEqual(['SBO']);
    expect(lobbyOf('ESPORTS', vendors, games).games.map((g) => g.game.id)).toEqual(['3', '1']);
    expect(lobbyOf('COCKFIGHT', vendors, games).games).toEqual([]);
  });
  it('orders the grid by vendor first, then by game order', () => {
    const two = [vendor('B', 'RNG', 2), vendor('A', 'RNG', 1)];
    const games = [game('1', 'B', 1), game('2', 'A', 9), game('3', 'A', 3)];
    expect(lobbyOf('RNG', two, games).games.map((g) => g.game.id)).toEqual(['3', '2', '1']);
  });
});

describe('hot games', () => {
  const games = [game('1', 'PG', 3, true), game('2', 'TF', 1, true), game('3', 'PG', 2), game('4', 'GONE', 0, true)];
  it('keeps hot games of known vendors in order, up to the limit', () => {
    expect(hotGames(games, vendors).map((g) => g.game.id)).toEqual(['2', '1']);
    expect(hotGames(games, vendors, 1).map((g) => g.game.id)).toEqual(['2']);
  });
  it('groups them by displayed category in category order', () => {
    const groups = hotByCategory([category('RNG', 2), category('ESPORTS', 8), category('SPORTS', 1)], vendors, games);
    expect(groups.map((group) => [group.category.id, group.games.map((g) => g.game.id)])).toEqual([
      ['RNG', ['1']],
      ['ESPORTS', ['2']],
    ]);
  });
});
