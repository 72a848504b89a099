import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lobbyPaths } from '../contract/catalog.ts';
import { $favourites, $recent, loadFavourites, loadRecent, loadRooms, loadVendorList, storedFavourites, toggleFavourite, vendorCacheKey } from './games.ts';
import { $session, signIn } from './session.ts';
import { fakeBrowser, fail, ok, route } from './testing/fake-browser.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  cleanStores($session, $favourites, $recent);
});

const game = (nodeId: string) => ({
  nodeId,
  gameCode: `g${nodeId}`,
  vendor: 'SL01',
  vassalage: 'SL01',
  category: 'RNG',
  name: `Game ${nodeId}`,
  thumbnail: '/a.svg',
  isHot: 0,
  isNew: 0,
});
const lanes = (label: string) => ({ data: { lanes: [{ title: 'RNG', labelName: label, cards: [], gameClassify: [] }] } });

describe('favourites', () => {
  it('loads, stars and unstars, mirroring favGames in session storage', async () => {
    let server = ['101'];
    const answer = () => ok({ nodeIds: server, list: server.map(game) });
    const page = fakeBrowser([
      route(lobbyPaths.favourites, answer, 'GET'),
      route(lobbyPaths.favourites, (call) => ((server = [String(call.body?.nodeId), ...server]), answer()), 'POST'),
      route(`${lobbyPaths.favourites}/101`, () => ((server = server.filter((id) => id !== '101')), answer()), 'DELETE'),
    ]);
    signIn({ token: 'tok', account: 'ana', favGames: '101' });
    expect(storedFavourites()).toEqual(['101']);
    expect(await loadFavourites()).toEqual(['101']);
    expect(await toggleFavourite('102')).toBe(true);
    expect($favourites.get()).toEqual(['102', '101']);
    expect(page.storage.getItem('favGames')).toBe('102,101');
    expect(await toggleFavourite('101')).toBe(false);
    expect($favourites.get()).toEqual(['102']);
  });

  it('keeps the stars it had when the server refuses', async () => {
    fakeBrowser([route(lobbyPaths.favourites, () => fail(401, 'NOT_LOGGED_IN'))]);
    signIn({ token: 'tok', account: 'ana' });
    $favourites.set(['7']);
    await expect(toggleFavourite('8')).rejects.toMatchObject({ code: 'NOT_LOGGED_IN' });
    expect($favourites.get()).toEqual(['7']);
  });
});

describe('recent games', () => {
  it('loads the member’s latest launches', async () => {
    fakeBrowser([route(lobbyPaths.recent, () => ok({ list: [game('3'), game('1')] }))]);
    signIn({ token: 'tok', account: 'ana' });
    expect((await loadRecent()).map((entry) => entry.nodeId)).toEqual(['3', '1']);
    expect($recent.get()).toEqual(['3', '1']);
  });
});

describe('card-game rooms', () => {
  it('asks for the rooms of one game', async () => {
    const room = { roomId: '5-vip', nodeId: '5', name: 'Tongits', level: 'vip', minBet: 100, maxBet: 10000 };
    const page = fakeBrowser([route(lobbyPaths.rooms, () => ok({ list: [room] }))]);
    expect(await loadRooms('5')).toEqual([room]);
    expect(page.callsTo(lobbyPaths.rooms)[0]?.search.get('nodeId')).toBe('5');
  });
});

describe('vendor list cache (SPEC §4)', () => {
  it('answers from session storage in the same language and reloads when the language changes', async () => {
    const page = fakeBrowser([route('/lgw/games/vendor_list', (call) => ok(lanes(call.headers.get('language') === 'pt' ? 'Caça-níqueis' : 'Slots')))]);
    expect((await loadVendorList()).data.lanes[0]?.labelName).toBe('Slots');
    expect((await loadVendorList()).data.lanes[0]?.labelName).toBe('Slots');
    expect(page.callsTo('/lgw/games/vendor_list')).toHaveLength(1);
    expect(JSON.parse(page.storage.getItem(vendorCacheKey) ?? '{}').locale).toBe('en');
    page.document.documentElement.dataset.locale = 'pt';
    expect((await loadVendorList()).data.lanes[0]?.labelName).toBe('Caça-níqueis');
    expect(page.callsTo('/lgw/games/vendor_list')).toHaveLength(2);
  });
});
