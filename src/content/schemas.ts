import { z } from 'zod';

/**
 * The catalogue's shapes. The same JSON files under src/content/data feed the prebuilt pages
 * (Astro content collections) and the API (server/modules/catalog), so both see one truth.
 */
export const localized = z.object({ en: z.string().min(1), pt: z.string().min(1), tl: z.string().min(1) });
export type Localized = z.infer<typeof localized>;

/** Our category ids, in the server's nav order; `gameCategory` is the SPEC's wire code. */
export const categoryIds = ['SPORTS', 'RNG', 'FISH', 'LIVE', 'PVP', 'COCKFIGHT', 'LOTT', 'ESPORTS', 'BGS', 'BINGO'] as const;
export type CategoryId = (typeof categoryIds)[number];
export const gameCategoryCodes = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;

const assetPath = z.string().regex(/^\/[\w./-]+\.(svg|png|webp)$/, 'a root-relative image path');
const code = z.string().regex(/^[A-Z0-9_]{2,16}$/, 'upper-case letters, digits and _');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-mm-dd');

export const categorySchema = z.object({
  id: z.enum(categoryIds),
  gameCategory: z.enum(gameCategoryCodes),
  /** The lobby page of the category, without a leading slash ("rng"). */
  route: z.string().regex(/^[a-z]+$/),
  order: z.number().int(),
  name: localized,
  icon: assetPath,
});

export const vendorSchema = z.object({
  id: code,
  name: z.string().min(1),
  /** The category the server lists the vendor under; e-sports and cockfight vendors come as SPORTS. */
  category: z.enum(categoryIds),
  vassalage: code,
  accountTypeId: z.number().int().positive(),
  gameType: z.string().min(1),
  logo: assetPath,
  hot: z.boolean(),
  order: z.number().int(),
  /** A studio of HOUSE, the built-in vendor: its games are HOUSE games and always play. */
  house: z.boolean().optional(),
  /**
   * The provider (providers.json) whose collection this vendor entry is: Tala's own games are one
   * provider in many collections. Absent, the vendor is its own provider (an aggregator's studio).
   */
  provider: code.optional(),
});

/** Who makes a vendor's games, as the nav and game cards name it. */
export const providerSchema = z.object({
  id: code,
  name: z.string().min(1),
  logo: assetPath,
});

export const gameSchema = z.object({
  /** The node id the launcher and favourites speak of. */
  id: z.string().regex(/^\d+$/),
  vendor: code,
  code: z.string().min(1),
  name: localized,
  thumbnail: assetPath,
  hot: z.boolean(),
  new: z.boolean(),
  order: z.number().int(),
});

export const promotionTypes = ['NEW', 'DAILY', 'SLOTS', 'LIVE', 'SPORTS', 'VIP'] as const;
export const promotionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  type: z.enum(promotionTypes),
  startsOn: isoDate,
  endsOn: isoDate,
  image: assetPath,
  title: localized,
  summary: localized,
  /** Paragraphs separated by a blank line. */
  body: localized,
  order: z.number().int(),
});

export const helpSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The page is /help{tag}, e.g. /helpdeposit. */
  tag: z.string().regex(/^[a-z]+$/),
  order: z.number().int(),
  title: localized,
  body: localized,
});

/** A download kind's texts; its link is the operator's (setting appDownloads), read by the page at run time. */
export const downloadSchema = z.object({
  // The kinds of src/contract/app-downloads.ts, written out: importing it would put its schema in islands' bundles.
  id: z.enum(['ios', 'android', 'mobileconfig']),
  label: localized,
  guide: localized,
  order: z.number().int(),
});

export const joinSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  order: z.number().int(),
  title: localized,
  body: localized,
  icon: assetPath,
});

export type Category = z.infer<typeof categorySchema>;
export type Vendor = z.infer<typeof vendorSchema>;
export type Provider = z.infer<typeof providerSchema>;
export type Game = z.infer<typeof gameSchema>;
export type Promotion = z.infer<typeof promotionSchema>;
export type HelpArticle = z.infer<typeof helpSchema>;
export type DownloadLink = z.infer<typeof downloadSchema>;
export type JoinSection = z.infer<typeof joinSchema>;
