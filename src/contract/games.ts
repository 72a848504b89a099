import { z } from 'zod';
import { categoryIds, gameCategoryCodes } from '../content/schemas.ts';
import { dayStringSchema, vendorCodeSchema } from './wallet.ts';

/**
 * Game launch, the betting record and the winner board on the wire (SPEC §3 launch and lottery
 * launch requests, winner entry; §7 launchGame and its constants; §2 personalHistoryCopy).
 */
export const gamePaths = {
  launch: '/wps/game/launchGame',
  bets: '/wps/member/bets',
  winners: '/lgw/games/winners',
} as const;

/** The built-in vendor: its games run on our server and plays with play money are allowed. */
export const houseVendorCode = 'HOUSE';

/** Launch constants (SPEC §7). accountType 0 is play money: HOUSE games only, the trial account's only kind. */
export const launchConstants = {
  accountType: 1,
  confirmTrans: 0,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: 3,
} as const;
export const accountTypes = { playMoney: 0, realMoney: 1 } as const;

/** The ledger account code that holds play money, apart from real money ('main'). */
export const playMoneyAccountCode = 'play';
/** Play money a member gets on the first play-money launch, in minor units (2,000.00). */
export const playMoneyGrantMinor = 200_000n;

/** A game session lasts this long; bets after it are refused, wins and rollbacks still land. */
export const gameSessionTtlMs = 4 * 60 * 60 * 1000;

const nodeId = z.coerce
  .string()
  .trim()
  .regex(/^\d{1,12}$/);
const language = z.string().trim().max(8).optional();

/**
 * A game (gameId) or a card-game room (roomId) launch, sent as JSON (POST) or a query string (GET).
 * username and token are accepted because the SPEC sends them; the server trusts only the bearer token.
 */
export const gameLaunchPayloadSchema = z
  .object({
    gameId: z.coerce.string().trim().min(1).max(80).optional(),
    roomId: z.coerce.string().trim().min(1).max(80).optional(),
    nodeId,
    accountType: z.coerce
      .number()
      .pipe(z.union([z.literal(accountTypes.playMoney), z.literal(accountTypes.realMoney)]))
      .default(launchConstants.accountType),
    confirmTrans: z.coerce.number().int().min(0).max(1).default(launchConstants.confirmTrans),
    vassalage: vendorCodeSchema.optional(),
    accountTypeName: z.string().trim().max(40).optional(),
    launchMode: z.literal(launchConstants.launchMode).default(launchConstants.launchMode),
    platform: z.string().trim().max(40).default(launchConstants.platform),
    clientType: z.coerce.number().int().default(launchConstants.clientType),
    username: z.string().trim().max(64).optional(),
    token: z.string().trim().max(200).optional(),
    merchantCode: z.string().trim().max(40).optional(),
    language,
  })
  .refine((payload) => payload.gameId !== undefined || payload.roomId !== undefined, { error: 'gameId or roomId', path: ['gameId'] });
export type GameLaunchPayload = z.infer<typeof gameLaunchPayloadSchema>;

export const lottoViews = ['betting', 'lobby'] as const;
/** The lottery launch (SPEC §3): opens HOUSE's odds-based lottery, lobby or betting view. */
export const lotteryLaunchPayloadSchema = z.object({
  device: z.string().trim().max(20).default('WEB'),
  lottoArea: z.literal('VN'),
  lottoPrizeMode: z.literal('Elott'),
  launchMode: z.literal('LOTT'),
  language,
  lottoView: z.enum(lottoViews).default('lobby'),
  lottoGameCode: z.string().trim().min(1).max(80).optional(),
});
export type LotteryLaunchPayload = z.infer<typeof lotteryLaunchPayloadSchema>;

/** POST/GET /wps/game/launchGame takes either kind; launchMode 'LOTT' tells them apart. */
export const launchPayloadSchema = z.union([lotteryLaunchPayloadSchema, gameLaunchPayloadSchema]);
export type LaunchPayload = z.infer<typeof launchPayloadSchema>;
export const isLotteryLaunch = (payload: LaunchPayload): payload is LotteryLaunchPayload => payload.launchMode === 'LOTT';

/**
 * A game launch answers game_url (and game_url2 on another CDN when there are two); a card-game
 * room launch also answers content (the room's URL, which the card lobby frames).
 */
export const gameLaunchValueSchema = z.object({
  game_url: z.string(),
  game_url2: z.string().optional(),
  content: z.string().optional(),
  accountType: z.union([z.literal(accountTypes.playMoney), z.literal(accountTypes.realMoney)]),
  vendor: z.string(),
  gameCode: z.string(),
  /** ISO 8601 instant after which bets are refused. */
  expiresAt: z.string(),
});
export type GameLaunchValue = z.infer<typeof gameLaunchValueSchema>;
export const lotteryLaunchValueSchema = z.object({ gameUrl: z.string() });
export type LotteryLaunchValue = z.infer<typeof lotteryLaunchValueSchema>;
export const launchValueSchema = z.union([gameLaunchValueSchema, lotteryLaunchValueSchema]);
export type LaunchValue = z.infer<typeof launchValueSchema>;

/** A bet's life: open until a win (won, or lost when the win pays 0) or a rollback (void). */
export const betStatuses = ['open', 'won', 'lost', 'void'] as const;
export type BetStatus = (typeof betStatuses)[number];
/** Catalogue key of a status label. */
export const betStatusKey = (status: BetStatus | BetResult): `bets.status.${BetResult}` => `bets.status.${status}`;
/**
 * A bet as the member reads it, and what the betting record's status filter picks: by the member's
 * net result once settled (a spin that paid 0.10 on 1.00 lost 0.90), "even" when the payout equals
 * the stake; open and cancelled bets by their status. The stored status says only whether the win
 * paid anything (won) or nothing (lost); the filter in SQL is server/modules/games/bets.ts.
 */
export const betResults = ['open', 'won', 'lost', 'even', 'void'] as const;
export type BetResult = (typeof betResults)[number];
export function betResultOf(bet: { status: BetStatus; winLoss: number }): BetResult {
  if (bet.status === 'open' || bet.status === 'void') return bet.status;
  if (bet.winLoss > 0) return 'won';
  return bet.winLoss < 0 ? 'lost' : 'even';
}
/** How a bet's result is worded (betResultOf). */
export const betResultKey = (bet: { status: BetStatus; winLoss: number }) => betStatusKey(betResultOf(bet));

export const maxBetPageSize = 50;
/** GET /wps/member/bets?vendor=&category=&status=&from=&to=&page=&pageSize= (no dates: today). */
export const betQuerySchema = z.object({
  vendor: vendorCodeSchema.optional(),
  category: z.enum(categoryIds).optional(),
  status: z.enum(betResults).optional(),
  from: dayStringSchema.optional(),
  to: dayStringSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxBetPageSize).default(20),
});
export type BetQuery = z.infer<typeof betQuerySchema>;

export const betItemSchema = z.object({
  id: z.number().int(),
  /** ISO 8601 instant the bet was placed. */
  time: z.string(),
  vendor: z.string(),
  category: z.enum(categoryIds),
  /** The game's name in the request's language (its code when the catalogue lacks it). */
  game: z.string(),
  gameCode: z.string(),
  roundId: z.string(),
  bet: z.number(),
  /** Stake that counts towards turnover: 0 for a void bet. */
  validBet: z.number(),
  payout: z.number(),
  /** payout - validBet, from the member's side. */
  winLoss: z.number(),
  status: z.enum(betStatuses),
  /** Play-money bets are shown but never counted in totals or profit. */
  playMoney: z.boolean(),
});
export type BetItem = z.infer<typeof betItemSchema>;
export const betTotalsSchema = z.object({
  count: z.number().int(),
  bet: z.number(),
  validBet: z.number(),
  payout: z.number(),
  winLoss: z.number(),
});
export type BetTotals = z.infer<typeof betTotalsSchema>;
export const betPageSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(betItemSchema),
  /** Over every real-money bet matching the filters, not just this page. */
  totals: betTotalsSchema,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BetPage = z.infer<typeof betPageSchema>;

export const winnerBoardLimit = 20;
/** GET /lgw/games/winners?gameCategory=ALL&language=&limitNum=20 (SPEC §3 winner board request). */
export const winnerQuerySchema = z.object({
  gameCategory: z.union([z.literal('ALL'), z.enum(gameCategoryCodes)]).default('ALL'),
  language,
  limitNum: z.coerce.number().int().min(1).max(winnerBoardLimit).default(winnerBoardLimit),
});
export type WinnerQuery = z.infer<typeof winnerQuerySchema>;
export const winnerEntrySchema = z.object({
  vo: z.object({
    /** Masked like "de***o". */
    username: z.string(),
    winAmount: z.number(),
    vendor: z.string(),
    game: z.string(),
    gameCode: z.string(),
    time: z.string(),
  }),
});
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;
export const winnerBoardSchema = z.array(winnerEntrySchema);

/** "dennisgo" -> "de***o": enough to recognise yourself, not enough to find someone. */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}
