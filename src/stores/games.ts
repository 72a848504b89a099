import { atom } from 'nanostores';
import { z } from 'zod';
import { favouritesValueSchema, gameListValueSchema, lobbyPaths, roomListValueSchema, vendorListSchema, type LobbyGame } from '../contract/catalog.ts';
import { api, call } from '../lib/api/client.ts';
import { pageLocale } from '../lib/page.ts';
import { $session, signIn } from './session.ts';

/** The member's starred node ids, newest first; mirrored in session storage as favGames (SPEC §3). */
export const $favourites = atom<readonly string[]>([]);
/** The member's recently launched node ids, latest first. */
export const $recent = atom<readonly string[]>([]);

function keepFavourites(nodeIds: readonly string[]): void {
  $favourites.set(nodeIds);
  signIn({ favGames: nodeIds.join(',') });
}

/** What session storage held before the server answered, so stars show at once on a reload. */
export function storedFavourites(): string[] {
  return ($session.get().favGames ?? '').split(',').filter((nodeId) => /^\d+$/.test(nodeId));
}

export async function loadFavourites(): Promise<readonly string[]> {
  $favourites.set(storedFavourites());
  const value = await call(favouritesValueSchema, api().get(lobbyPaths.favourites));
  keepFavourites(value.nodeIds);
  return value.nodeIds;
}

/** Stars or unstars a game; the server's list is the truth afterwards. */
export async function toggleFavourite(nodeId: string): Promise<boolean> {
  const starred = $favourites.get().includes(nodeId);
  const path = lobbyPaths.favourites;
  const value = starred
    ? await call(favouritesValueSchema, api().delete(`${path}/${encodeURIComponent(nodeId)}`))
    : await call(favouritesValueSchema, api().post(path, { json: { nodeId } }));
  keepFavourites(value.nodeIds);
  return !starred;
}

export async function loadRecent(): Promise<readonly LobbyGame[]> {
  const { list } = await call(gameListValueSchema, api().get(lobbyPaths.recent));
  $recent.set(list.map((game) => game.nodeId));
  return list;
}

/** The card-game rooms of a PVP game; other games have none. */
export async function loadRooms(nodeId: string) {
  const { list } = await call(roomListValueSchema, api().get(lobbyPaths.rooms, { searchParams: { nodeId } }));
  return list;
}

/** Where the vendor list is cached; its language is stored with it (SPEC §4: reloaded on language change). */
export const vendorCacheKey = 'gameVendor';
const cachedVendorsSchema = vendorListSchema.extend({ locale: z.string() });
type VendorList = z.infer<typeof vendorListSchema>;

function readVendorCache(locale: string): VendorList | null {
  const raw = globalThis.sessionStorage?.getItem(vendorCacheKey);
  if (!raw) return null;
  try {
    const parsed = cachedVendorsSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.locale === locale ? { data: parsed.data.data } : null;
  } catch {
    return null;
  }
}

/** The vendor lanes in the page's language, from session storage when cached in that language. */
export async function loadVendorList(): Promise<VendorList> {
  const locale = pageLocale();
  const cached = readVendorCache(locale);
  if (cached) return cached;
  const fresh = await call(vendorListSchema, api().get('/lgw/games/vendor_list', { searchParams: { platform: 'html5-desktop' } }));
  globalThis.sessionStorage?.setItem(vendorCacheKey, JSON.stringify({ ...fresh, locale }));
  return fresh;
}
