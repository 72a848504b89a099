import { z } from 'zod';
import { categoryIds } from '../content/schemas.ts';

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
