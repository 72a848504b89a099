import { z } from 'zod';
import { amountSchema } from './money.ts';
import { idempotencyKeySchema } from './wallet.ts';

/**
 * HOUSE, the built-in vendor: the play API its game pages call (DESIGN §5). Every stake and payout
 * behind these endpoints goes through the seamless wallet (/vendor/HOUSE/bet|win|rollback) like
 * any outside vendor. Calls carry as Bearer token the game session the launch handed out (the game
 * frame's URL fragment: /house/<game>?lang=<lang>#session=<token>); a play-money session (accountType 0, a
 * trial account's only kind) plays on the member's 'play' ledger account and `wallet` says 'play'.
 *
 * Provably fair: the random bytes of an outcome are HMAC-SHA256(serverSeed,
 * `${clientSeed}:${nonce}:${round}`), where `round` counts 0, 1, 2… while an outcome needs more bytes.
 * Each 32-byte digest gives eight numbers in [0, 1): big-endian uint32 / 2^32.
 * - Personal games (slot, dice): one seed pair per member per game; the hash of the server seed is
 *   shown before play, the nonce counts the member's plays, and the server seed is revealed when
 *   the member rotates the pair.
 * - Scheduled games (derby, lotto, baccarat, football): a fresh server seed per round whose hash is
 *   published before betting opens; clientSeed is the round code and the nonce is 0; the seed is
 *   revealed with the result.
 */

export const houseGames = ['slot', 'dice', 'derby', 'lotto', 'baccarat', 'football'] as const;
export const houseGameSchema = z.enum(houseGames);
export type HouseGame = (typeof houseGames)[number];
export const personalGames = ['slot', 'dice'] as const satisfies readonly HouseGame[];
export const scheduledGames = ['derby', 'lotto', 'baccarat', 'football'] as const satisfies readonly HouseGame[];
export type ScheduledGame = (typeof scheduledGames)[number];

/** The seamless-wallet vendor code every HOUSE bet and payout is booked under. */
export const houseWalletVendor = 'HOUSE';
/** Catalogue vendor (one per nav category) and game code of each HOUSE game. */
export const houseCatalogue = {
  slot: { vendor: 'HOUSE_SLOT', code: 'house-slot-tala-reels' },
  dice: { vendor: 'HOUSE_MINI', code: 'house-mini-dice' },
  derby: { vendor: 'HOUSE_DERBY', code: 'house-derby-sabong' },
  lotto: { vendor: 'HOUSE_LOTTO', code: 'house-lotto-elott' },
  baccarat: { vendor: 'HOUSE_LIVE', code: 'house-live-baccarat' },
  football: { vendor: 'HOUSE_SPORTS', code: 'house-sports-virtual-football' },
} as const satisfies Record<HouseGame, { vendor: string; code: string }>;

/** Route patterns (":game" is a HouseGame); housePath fills them in for the pages. */
export const housePaths = {
  state: '/vendor/HOUSE/play/:game/state',
  history: '/vendor/HOUSE/play/:game/history',
  rotateSeed: '/vendor/HOUSE/play/:game/seed',
  spin: '/vendor/HOUSE/play/slot/spin',
  roll: '/vendor/HOUSE/play/dice/roll',
  /** Scheduled games: a bet on the round that is open now. */
  bet: '/vendor/HOUSE/play/:game/bet',
  /** Recomputes an outcome from revealed seeds; no session needed. */
  verify: '/vendor/HOUSE/play/verify',
  /** SPEC §7: the opened numbers of recent ELOTT draws. */
  openedNumbers: '/lotto/lgw/games/opened/numero',
} as const;
export function housePath(pattern: string, game: HouseGame): string {
  return pattern.replace(':game', game);
}
export const gameParamsSchema = z.object({ game: houseGameSchema });
export const scheduledParamsSchema = z.object({ game: z.enum(scheduledGames) });

const isoTime = z.string();
const seedSchema = z.string().regex(/^[0-9a-f]{64}$/);
export const clientSeedSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.:-]+$/);

export const walletKinds = ['real', 'play'] as const;
export const walletInfoSchema = z.object({ wallet: z.enum(walletKinds), balance: z.number() });

/** A member's seed pair of a personal game. */
export const fairnessSchema = z.object({
  serverSeedHash: seedSchema,
  clientSeed: clientSeedSchema,
  /** The nonce the next play uses. */
  nonce: z.number().int().nonnegative(),
  /** The pair retired by the last rotation, its server seed now revealed. */
  previous: z.object({ serverSeed: seedSchema, serverSeedHash: seedSchema, clientSeed: clientSeedSchema, lastNonce: z.number().int() }).nullable(),
});
export const rotateSeedBodySchema = z.object({ clientSeed: clientSeedSchema.optional() });

// ---- outcomes (what a round produced, independent of any bet) ----

export const slotSymbols = ['A', 'K', 'Q', 'J', 'BELL', 'STAR', 'SEVEN', 'WILD', 'SCATTER'] as const;
export const slotSymbolSchema = z.enum(slotSymbols);
export const slotOutcomeSchema = z.object({
  game: z.literal('slot'),
  /** reels[reel][row], 5 reels of 3 rows, row 0 on top. */
  reels: z.array(z.array(slotSymbolSchema).length(3)).length(5),
  /** Paying lines: line index (see slot README), symbol, how many from the left, multiple of the line bet. */
  lines: z.array(z.object({ line: z.number().int(), symbol: slotSymbolSchema, count: z.number().int(), pays: z.number() })),
  scatterPays: z.number(),
  /** Total win as a multiple of the whole stake. */
  multiplier: z.number(),
});
export const diceDirections = ['under', 'over'] as const;
export const diceOutcomeSchema = z.object({ game: z.literal('dice'), roll: z.number() });
export const derbyPicks = ['meron', 'wala', 'draw'] as const;
export const derbyOutcomeSchema = z.object({ game: z.literal('derby'), winner: z.enum(derbyPicks) });
export const lottoOutcomeSchema = z.object({ game: z.literal('lotto'), numbers: z.array(z.number().int().min(0).max(99)) });
export const baccaratPicks = ['player', 'banker', 'tie'] as const;
export const baccaratOutcomeSchema = z.object({
  game: z.literal('baccarat'),
  /** Cards as rank + suit: "A", "2"…"10", "J", "Q", "K" then S, H, D or C ("10H"). */
  player: z.array(z.string()),
  banker: z.array(z.string()),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: z.enum(baccaratPicks),
});
export const footballPicks = ['1', 'X', '2'] as const;
export const footballOutcomeSchema = z.object({
  game: z.literal('football'),
  homeGoals: z.number().int(),
  awayGoals: z.number().int(),
  /** Minutes of the goals, for the match replay: side and minute. */
  goals: z.array(z.object({ side: z.enum(['home', 'away']), minute: z.number().int() })),
  winner: z.enum(footballPicks),
});
/**
 * A HOUSE instant game (src/rules/instant): `code` names the catalogue game, `detail` is what
 * its rules drew (reels, cards, balls, a fish catch roll…), independent of the bet.
 */
export const instantOutcomeSchema = z.object({
  game: z.literal('instant'),
  code: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export const outcomeSchema = z.discriminatedUnion('game', [
  instantOutcomeSchema,
  slotOutcomeSchema,
  diceOutcomeSchema,
  derbyOutcomeSchema,
  lottoOutcomeSchema,
  baccaratOutcomeSchema,
  footballOutcomeSchema,
]);
export type Outcome = z.infer<typeof outcomeSchema>;

// ---- personal games ----

export const spinBodySchema = z.object({ amount: amountSchema, idempotencyKey: idempotencyKeySchema });
export const rollBodySchema = z.object({
  amount: amountSchema,
  /** Wins when the roll (0.00–99.99) is under the target, or over it. */
  target: z.number().min(2).max(98),
  direction: z.enum(diceDirections),
  idempotencyKey: idempotencyKeySchema,
});
/** The answer of a spin or a roll: stake and payout are already booked when it arrives. */
export const playResultSchema = z.object({
  roundId: z.string(),
  amount: z.number(),
  payout: z.number(),
  outcome: outcomeSchema,
  nonce: z.number().int(),
  serverSeedHash: seedSchema,
  clientSeed: clientSeedSchema,
  balance: walletInfoSchema,
});
export type PlayResult = z.infer<typeof playResultSchema>;

// ---- scheduled games ----

export const roundPhases = ['betting', 'running', 'settled'] as const;
/** A pick and the payout multiple (stake included) it wins with. */
export const marketSchema = z.object({ pick: z.string(), odds: z.number() });
export const scheduledRoundSchema = z.object({
  roundId: z.string(),
  phase: z.enum(roundPhases),
  opensAt: isoTime,
  closesAt: isoTime,
  settlesAt: isoTime,
  serverSeedHash: seedSchema,
  /** Revealed with the result. */
  serverSeed: seedSchema.nullable(),
  /** Derby: the cocks, meron is home and wala away; football: the teams (1 is home, 2 away). */
  sides: z.object({ home: z.string(), away: z.string() }).nullable(),
  markets: z.array(marketSchema),
  outcome: outcomeSchema.nullable(),
});
export type ScheduledRound = z.infer<typeof scheduledRoundSchema>;

/**
 * Picks: derby meron | wala | draw; baccarat player | banker | tie; football 1 | X | 2; lotto
 * "any:NN" wins if NN is among the 5 drawn numbers, "first:NN" if it is drawn first.
 */
export const lottoPickPattern = /^(any|first):(\d{2})$/;
export const lottoPickSchema = z.string().regex(lottoPickPattern);
export const betBodySchema = z.object({
  roundId: z.string().min(1).max(60),
  pick: z.string().min(1).max(12),
  amount: amountSchema,
  idempotencyKey: idempotencyKeySchema,
});
export const betStatuses = ['open', 'won', 'lost', 'push', 'void'] as const;
export const houseBetSchema = z.object({
  betId: z.string(),
  roundId: z.string(),
  pick: z.string(),
  amount: z.number(),
  odds: z.number(),
  payout: z.number(),
  status: z.enum(betStatuses),
  placedAt: isoTime,
});
export type HouseBet = z.infer<typeof houseBetSchema>;
export const betResultSchema = z.object({ bet: houseBetSchema, balance: walletInfoSchema });

// ---- state and history ----

export const gameStateSchema = z.object({
  game: houseGameSchema,
  balance: walletInfoSchema,
  /** Personal games: the member's seed pair. Scheduled games: null (the seed is per round). */
  fairness: fairnessSchema.nullable(),
  /** Scheduled games: the round open for bets or running now, and the last settled one. */
  current: scheduledRoundSchema.nullable(),
  previous: scheduledRoundSchema.nullable(),
  /** The member's bets on `current`. */
  myBets: z.array(houseBetSchema),
  /** Min and max stake per bet. */
  limits: z.object({ min: z.number(), max: z.number() }),
});
export type GameState = z.infer<typeof gameStateSchema>;

export const historyEntrySchema = z.object({
  roundId: z.string(),
  at: isoTime,
  stake: z.number(),
  payout: z.number(),
  outcome: outcomeSchema.nullable(),
  bets: z.array(houseBetSchema),
  serverSeedHash: seedSchema,
  serverSeed: seedSchema.nullable(),
  clientSeed: clientSeedSchema,
  nonce: z.number().int(),
});
/** The member's last 10 rounds of the game, newest first. */
export const historySchema = z.object({ rounds: z.array(historyEntrySchema).max(10) });

/** Catalogue codes of the instant games: lower-case words joined by hyphens. */
export const instantCodeSchema = z
  .string()
  .min(3)
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)+$/);
export const verifyBodySchema = z.object({
  /** A HouseGame, or an instant game's catalogue code. */
  game: z.union([houseGameSchema, instantCodeSchema]),
  serverSeed: seedSchema,
  clientSeed: clientSeedSchema,
  nonce: z.number().int().nonnegative(),
});
export const verifyResultSchema = z.object({
  serverSeedHash: seedSchema,
  /** The digest of each round (0, 1, …) the outcome consumed. */
  digests: z.array(z.string()),
  outcome: outcomeSchema,
});

export const openedNumbersQuerySchema = z.object({ limitNum: z.coerce.number().int().min(1).max(50).default(10) });
export const openedNumbersSchema = z.object({
  list: z.array(z.object({ roundId: z.string(), openedAt: isoTime, numbers: z.array(z.number().int()) })),
});

// ---- instant games: one call per round (src/rules/instant) ----

export const instantPaths = {
  state: '/vendor/HOUSE/instant/:code/state',
  play: '/vendor/HOUSE/instant/:code/play',
  history: '/vendor/HOUSE/instant/:code/history',
  rotateSeed: '/vendor/HOUSE/instant/:code/seed',
} as const;
export const instantPath = (pattern: string, code: string): string => pattern.replace(':code', encodeURIComponent(code));
export const instantParamsSchema = z.object({ code: instantCodeSchema });

const textSchema = z.object({ en: z.string(), pt: z.string(), tl: z.string() });
export const instantChoiceSchema = z.object({ pick: z.string(), label: textSchema, odds: z.number().nullable() });
export const instantStateSchema = z.object({
  code: z.string(),
  /** The game's name from the catalogue. */
  name: textSchema,
  family: z.string(),
  rule: textSchema,
  /** The choices of the next play (a virtual league's fixture depends on its nonce). */
  choices: z.array(instantChoiceSchema),
  balance: walletInfoSchema,
  fairness: fairnessSchema,
  limits: z.object({ min: z.number(), max: z.number() }),
});
export type InstantState = z.infer<typeof instantStateSchema>;
export const instantPlayBodySchema = z.object({
  pick: z.string().min(1).max(20),
  amount: amountSchema,
  idempotencyKey: idempotencyKeySchema,
});
