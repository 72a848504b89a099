import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementsValueSchema,
  favouritesValueSchema,
  gameListValueSchema,
  gameTypeValueSchema,
  lobbyPaths,
  roomListValueSchema,
} from '../../../src/contract/catalog.ts';
import { failureSchema, successSchema } from '../../../src/contract/envelope.ts';
import type { Game } from '../../../src/content/schemas.ts';
import { bearer, createMember, loginAs } from '../../test/accounts.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { rememberLaunch } from './lobby-repository.ts';

function game(id: string, vendor: string, en: string, pt: string, flags: Partial<Pick<Game, 'hot' | 'new'>> = {}): Game {
  return { id, vendor, code: `code-${id}`, name: { en, pt, tl: en }, thumbnail: `/art/games/${id}.svg`, hot: false, new: false, order: Number(id), ...flags };
}

function lobbyCatalog() {
  const catalog = fixtureCatalog();
  catalog.vendors.push({ ...catalog.vendors[0]!, id: 'CRD', vassalage: 'CRD', category: 'PVP', gameType: 'PVP', order: 40 });
  catalog.categories.push({ ...catalog.categories[0]!, id: 'PVP', gameCategory: 'PVP', route: 'pvp', order: 50 });
  catalog.games = [
    game('101', 'SL01', 'Lucky Hunter', 'Caçador da Sorte', { hot: true }),
    game('102', 'SL01', 'Golden Dragon', 'Dragão Dourado', { new: true }),
    game('103', 'SL02', 'Fruit Party', 'Festa das Frutas', { hot: true, new: true }),
    game('104', 'KNS', 'Football Odds', 'Odds de Futebol'),
    game('105', 'CRD', 'Tongits', 'Tongits'),
    game('106', 'GONE', 'Orphan', 'Órfão'),
  ];
  return catalog;
}

const list = (response: { json(): unknown }) =>
  successSchema(gameListValueSchema)
    .parse(response.json())
    .value.list.map((entry) => entry.nodeId);

describe('lobby endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: lobbyCatalog() });
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  async function signedIn(type = 0) {
    const member = await createMember(t.app, { type });
    const { token } = await loginAs(t.app, member.username, member.password);
    return { member, headers: bearer(token) };
  }

  it('lists a vendor’s games with the ALL, NEW and HOT filters', async () => {
    expect(list(await get(`${lobbyPaths.gameList}?vendor=SL01`))).toEqual(['101', '102']);
    expect(list(await get(`${lobbyPaths.gameList}?filter=NEW`))).toEqual(['102', '103']);
    expect(list(await get(`${lobbyPaths.gameList}?filter=HOT&category=RNG`))).toEqual(['101', '103']);
    expect(list(await get(`${lobbyPaths.gameList}?category=PVP`))).toEqual(['105']);
  });

  it('searches names in the request language, ignoring case and accents', async () => {
    expect(list(await get(`${lobbyPaths.gameList}?name=cacador`, { language: 'pt' }))).toEqual(['101']);
    expect(list(await get(`${lobbyPaths.gameList}?name=cacador`, { language: 'en' }))).toEqual([]);
    expect(list(await get(`${lobbyPaths.gameList}?name=DRAGON`))).toEqual(['102']);
  });

  it('refuses bad filters and guests asking for FAV or RECENT', async () => {
    expect((await get(`${lobbyPaths.gameList}?filter=TOP`)).statusCode).toBe(400);
    const guest = await get(`${lobbyPaths.gameList}?filter=FAV`);
    expect(guest.statusCode).toBe(401);
    expect(failureSchema.parse(guest.json()).code).toBe('NOT_LOGGED_IN');
    expect((await get(lobbyPaths.favourites)).statusCode).toBe(401);
    expect((await get(lobbyPaths.recent)).statusCode).toBe(401);
  });

  it('keeps favourites per member, newest first, and removes them by node id', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const add = (headers: Record<string, string>, nodeId: string) => t.app.inject({ method: 'POST', url: lobbyPaths.favourites, headers, payload: { nodeId } });
    expect((await add(alice.headers, '101')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await add(alice.headers, '103');
    expect(successSchema(favouritesValueSchema).parse(second.json()).value.nodeIds).toEqual(['103', '101']);
    expect((await add(alice.headers, '101')).statusCode).toBe(200);
    expect((await add(alice.headers, '999')).statusCode).toBe(404);
    expect(list(await get(`${lobbyPaths.gameList}?filter=FAV`, alice.headers))).toEqual(['103', '101']);
    expect(list(await get(`${lobbyPaths.gameList}?filter=FAV&vendor=SL01`, alice.headers))).toEqual(['101']);
    expect(list(await get(`${lobbyPaths.gameList}?filter=FAV`, bob.headers))).toEqual([]);

    const removed = await t.app.inject({ method: 'DELETE', url: `${lobbyPaths.favourites}/103`, headers: alice.headers });
    expect(successSchema(favouritesValueSchema).parse(removed.json()).value.nodeIds).toEqual(['101']);
    const listed = successSchema(favouritesValueSchema).parse((await get(lobbyPaths.favourites, alice.headers)).json()).value;
    expect(listed.list.map((entry) => entry.name)).toEqual(['Lucky Hunter']);
  });

  it('lets a trial account keep favourites, since it plays HOUSE games', async () => {
    const trial = await signedIn(4);
    const added = await t.app.inject({ method: 'POST', url: lobbyPaths.favourites, headers: trial.headers, payload: { nodeId: '102' } });
    expect(successSchema(favouritesValueSchema).parse(added.json()).value.nodeIds).toEqual(['102']);
    expect((await t.app.inject({ method: 'POST', url: lobbyPaths.favourites, headers: trial.headers, payload: { nodeId: 'x1' } })).statusCode).toBe(400);
  });

  it('lists recent launches of the member, latest first', async () => {
    const { member, headers } = await signedIn();
    await rememberLaunch(t.app.db, member.id, '104', new Date('2026-01-01T00:00:00Z'));
    await rememberLaunch(t.app.db, member.id, '102', new Date('2026-01-02T00:00:00Z'));
    await rememberLaunch(t.app.db, member.id, '104', new Date('2026-01-03T00:00:00Z'));
    expect(list(await get(lobbyPaths.recent, headers))).toEqual(['104', '102']);
    expect(list(await get(`${lobbyPaths.gameList}?filter=RECENT`, headers))).toEqual(['104', '102']);
    const other = await signedIn();
    expect(list(await get(lobbyPaths.recent, other.headers))).toEqual([]);
  });

  it('answers hot games, both versions, in the asked language', async () => {
    const hot = successSchema(gameListValueSchema).parse((await get(`${lobbyPaths.popular}?language=pt`)).json()).value.list;
    expect(hot.map((entry) => entry.name)).toEqual(['Caçador da Sorte', 'Festa das Frutas']);
    const v2 = await get(`${lobbyPaths.popularV2}?merchantCode=TALA&isPlatform=2&platform=flash,html5-desktop&language=en`);
    expect(list(v2)).toEqual(['101', '103']);
  });

  it('answers announcements, card rooms and the game type of a vassal', async () => {
    const notices = successSchema(announcementsValueSchema).parse((await get(lobbyPaths.announcements, { language: 'pt' })).json()).value.list;
    expect(notices[0]?.title).toBe('Os jogos da casa estão abertos');
    const rooms = successSchema(roomListValueSchema).parse((await get(`${lobbyPaths.rooms}?nodeId=105`)).json()).value.list;
    expect(rooms.map((room) => room.level)).toEqual(['beginner', 'standard', 'vip']);
    expect(rooms[0]).toMatchObject({ roomId: '105-beginner', name: 'Tongits', minBet: 1 });
    const type = successSchema(gameTypeValueSchema).parse((await get(`${lobbyPaths.gameType}?vassal=AV`)).json()).value;
    expect(type).toEqual({ vassalage: 'AV', gameType: 'SPORTS', category: 'ESPORTS', vendors: ['AV'] });
    expect((await get(`${lobbyPaths.gameType}?vassal=NOPE`)).statusCode).toBe(404);
  });
});
