import type { Game, Vendor } from '../../src/content/schemas.ts';
import type { Locale } from '../../src/i18n/locales.ts';

/** What a vendor needs to open a game for a member: the game session's token and where to send them. */
export interface LaunchContext {
  vendor: Vendor;
  game: Game;
  /** The game session token: the vendor's only handle on the member, for its wallet calls. */
  sessionToken: string;
  username: string;
  locale: Locale;
  /** A launch CDN origin ("https://cdn.example") or '' for our own origin. */
  origin: string;
  /** A card-game room, passed on to the vendor. */
  roomId?: string;
  /** The lottery's first view. */
  lottoView?: 'betting' | 'lobby';
  /** Play money: an aggregator's DEMO game, which makes no wallet calls. */
  playMoney: boolean;
  /** The game session's currency. */
  currency: string;
  /** The player's address and device, which an aggregator's game URL asks for. */
  client: { ip: string; mobile: boolean };
}

/**
 * One catalogue vendor's face towards launch (DESIGN §5). Its wallet calls arrive at
 * /vendor/{walletVendor}/… and are booked under walletVendor; HOUSE's six catalogue vendors share one.
 */
export interface VendorAdapter {
  code: string;
  walletVendor: string;
  /** Built-in games: trial accounts may play them with play money. */
  house: boolean;
  /** A third-party vendor with no launch base configured is off: its games refuse to launch. */
  enabled: boolean;
  /** Its games have a play-money (DEMO) mode of their own: a member may open them with play money. */
  demo: boolean;
  /** An aggregator asks its own API for the URL (a signed call), so it may take a while. */
  launchUrl(context: LaunchContext): string | Promise<string>;
}
