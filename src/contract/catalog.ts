import { z } from 'zod';
import { categoryIds } from '../content/schemas.ts';
import { gameFilters } from './lobby.ts';

/** GET /lgw/games/game_menus — game groups (SPEC §3). */
export const gameMenuSchema = z.object({
  vendor: z.string(),
  name: z.string(),
  logo: z.string(),
  route: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
});
export const gameGroupSchema = z.object({
  gameGroupCode: z.enum(categoryIds),
  labelName: z.string(),
  gameMenus: z.array(gameMenuSchema),
});
export const gameMenusSchema = z.array(gameGroupSchema);

/** GET /lgw/games/vendor_list?platform=html5-desktop — value.data.lanes (SPEC §3 "Vendor lane"). */
export const vendorListQuerySchema = z.object({ platform: z.enum(['html5-desktop', 'flash,html5-desktop']).default('html5-desktop') });
export const vendorCardSchema = z.object({
  vassalage: z.string(),
  id: z.string(),
  accountTypeId: z.number().int(),
  gameType: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  name: z.string(),
  logo: z.string(),
});
export const vendorLaneSchema = z.object({
  title: z.enum(categoryIds),
  labelName: z.string(),
  cards: z.array(vendorCardSchema),
  gameClassify: z.array(z.object({ gameCategory: z.string(), vendors: z.array(z.string()) })),
});
export const vendorListSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });

/** GET /lgw/games/game_menus — labels come in the Language header's language, or `lang`. */
export const gameMenusQuerySchema = z.object({ lang: z.string().max(8).optional() });

/** Paths of the lobby endpoints the SPEC names without showing them (§7 "also called"). */
export const lobbyPaths = {
  gameList: '/lgw/games/list',
  popular: '/lgw/games/popular',
  popularV2: '/lgw/games/v2/popular',
  favourites: '/lgw/games/favourites',
  recent: '/lgw/games/recent',
  announcements: '/lgw/games/announcements',
  rooms: '/lgw/games/rooms',
  gameType: '/lgw/games/type',
  aggregated: '/lgw/games/aggregated',
} as const;

const vendorCode = z.string().regex(/^[A-Z0-9_]{2,16}$/);
export const nodeIdSchema = z.string().regex(/^\d{1,12}$/);

/** One game as the lobby lists it; nodeId is what launch and favourites speak of. */
export const lobbyGameSchema = z.object({
  nodeId: nodeIdSchema,
  gameCode: z.string(),
  vendor: z.string(),
  vassalage: z.string(),
  category: z.enum(categoryIds),
  name: z.string(),
  thumbnail: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
});
export type LobbyGame = z.infer<typeof lobbyGameSchema>;
export const gameListValueSchema = z.object({ list: z.array(lobbyGameSchema) });

/** GET lobbyPaths.gameList — name is matched in the request's language, case and accents ignored. */
export const gameListQuerySchema = z.object({
  vendor: vendorCode.optional(),
  category: z.enum(categoryIds).optional(),
  filter: z.enum(gameFilters).default('ALL'),
  name: z.string().trim().max(60).optional(),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;

/**
 * GET lobbyPaths.aggregated?category= — a lobby's games from the aggregators the operator shows,
 * which the prebuilt lobby pages cannot list (decision 0302): their studios and their games; empty
 * when no aggregator is configured.
 */
export const aggregatedQuerySchema = z.object({ category: z.enum(categoryIds) });
export const aggregatedValueSchema = z.object({
  vendors: z.array(z.object({ id: z.string(), name: z.string(), logo: z.string() })),
  list: z.array(lobbyGameSchema),
});
export type AggregatedValue = z.infer<typeof aggregatedValueSchema>;

/** GET /lgw/games/popular — hot games (SPEC §3 "Hot games request"). */
export const popularQuerySchema = z.object({
  language: z.string().max(8).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

/** GET lobbyPaths.popularV2 — hot games V2 with the SPEC's fields; answer in value.list. */
export const popularV2QuerySchema = z.object({
  merchantCode: z.string().max(40).optional(),
  isPlatform: z.coerce.number().int().default(2),
  platform: z.enum(['flash,html5-desktop', 'html5-desktop']).default('flash,html5-desktop'),
  language: z.string().max(8).optional(),
});

/** POST lobbyPaths.favourites adds; DELETE lobbyPaths.favourites/:nodeId removes. */
export const favouriteBodySchema = z.object({ nodeId: nodeIdSchema });
export const favouriteParamsSchema = favouriteBodySchema;
/** The member's favourites, newest first; nodeIds is what session storage keeps as favGames. */
export const favouritesValueSchema = z.object({ nodeIds: z.array(nodeIdSchema), list: z.array(lobbyGameSchema) });

export const announcementSchema = z.object({ id: z.string(), title: z.string(), content: z.string(), date: z.string() });
export const announcementsValueSchema = z.object({ list: z.array(announcementSchema) });

/** GET lobbyPaths.rooms — card-game (PVP) rooms; a room's roomId is sent to the launch instead of gameId. */
export const roomQuerySchema = z.object({ nodeId: nodeIdSchema.optional() });
export const roomSchema = z.object({
  roomId: z.string(),
  nodeId: nodeIdSchema,
  name: z.string(),
  level: z.enum(['beginner', 'standard', 'vip']),
  minBet: z.number(),
  maxBet: z.number(),
});
export const roomListValueSchema = z.object({ list: z.array(roomSchema) });

/** GET lobbyPaths.gameType?vassal= — the game type and shown category of a vassalage. */
export const gameTypeQuerySchema = z.object({ vassal: vendorCode });
export const gameTypeValueSchema = z.object({ vassalage: z.string(), gameType: z.string(), category: z.enum(categoryIds), vendors: z.array(z.string()) });
