import { z } from 'zod';

/**
 * Hub88's Operator API (docs.hub88.io, "Operator API Reference"): the Wallet API Hub88 calls on us,
 * and the Games API we call on Hub88. Field names, paths and statuses are the documentation's;
 * choices where it is silent are in docs/decisions/0302-hub88-operator-api.md.
 */

/** Where Hub88 calls our wallet: the documentation's paths under our prefix. */
export const hub88Prefix = '/aggregators/hub88';
export const hub88WalletOperations = ['info', 'balance', 'bet', 'win', 'rollback'] as const;
export type Hub88WalletOperation = (typeof hub88WalletOperations)[number];
export const hub88WalletPaths: Record<Hub88WalletOperation, string> = {
  info: '/user/info',
  balance: '/user/balance',
  bet: '/transaction/bet',
  win: '/transaction/win',
  rollback: '/transaction/rollback',
};

/** The Games API we call, relative to HUB88_URL. */
export const hub88GamesPaths = {
  list: '/operator/generic/v2/game/list',
  url: '/operator/generic/v2/game/url',
} as const;

/** RSA-SHA256 over the raw body bytes, base64, both ways: on requests and on our answers. */
export const hub88SignatureHeader = 'x-hub88-signature';

/** Amounts are integers in 1/100000 of the currency unit ("100000" is 1.00). */
export const hub88UnitsPerMajor = 100_000n;
/** The currency a DEMO game URL asks for: no user, no token, no wallet calls. */
export const hub88DemoCurrency = 'XXX';

export const hub88Statuses = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
] as const;
export type Hub88Status = (typeof hub88Statuses)[number];

const text = z.string().min(1).max(255);
/** Wallet amounts: whole units of 1/100000; JSON numbers stay exact up to 2^53. */
const units = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const common = { user: text, request_uuid: text };
const session = { ...common, token: text, sub_partner_id: text.nullish() };
const transaction = {
  ...session,
  transaction_uuid: text,
  supplier_transaction_id: z.string().max(255).nullish(),
  round: text,
  round_closed: z.boolean().nullish(),
  game_code: text,
  meta: z.record(z.string(), z.unknown()).nullish(),
};

export const hub88InfoRequestSchema = z.object({ ...common, sub_partner_id: text.nullish() });
export const hub88BalanceRequestSchema = z.object({ ...session, game_code: text.nullish(), supplier_user: z.string().nullish() });
export const hub88BetRequestSchema = z.object({
  ...transaction,
  currency: text,
  amount: units,
  bet: z.string().nullish(),
  is_free: z.boolean().nullish(),
  is_aggregated: z.boolean().nullish(),
  reward_uuid: z.string().nullish(),
  supplier_user: z.string().nullish(),
});
export const hub88WinRequestSchema = hub88BetRequestSchema.extend({ reference_transaction_uuid: text });
export const hub88RollbackRequestSchema = z.object({ ...transaction, reference_transaction_uuid: text });

export const hub88RequestSchemas = {
  info: hub88InfoRequestSchema,
  balance: hub88BalanceRequestSchema,
  bet: hub88BetRequestSchema,
  win: hub88WinRequestSchema,
  rollback: hub88RollbackRequestSchema,
} as const satisfies Record<Hub88WalletOperation, z.ZodType>;
export type Hub88Request<O extends Hub88WalletOperation> = z.infer<(typeof hub88RequestSchemas)[O]>;

/**
 * Every answer: the status, the request's user and request_uuid, and once the member's wallet is
 * known its currency and balance (on a refusal too, as RS_ERROR_NOT_ENOUGH_MONEY asks).
 */
export const hub88AnswerSchema = z.object({
  status: z.enum(hub88Statuses),
  user: z.string().optional(),
  request_uuid: z.string().optional(),
  currency: z.string().optional(),
  balance: z.number().int().optional(),
  /** /user/info only. */
  country: z.string().optional(),
  registration_date: z.string().optional(),
});
export type Hub88Answer = z.infer<typeof hub88AnswerSchema>;

/** One game of the Games API's list (the fields we use; Hub88 sends more). */
export const hub88GameSchema = z.object({
  game_code: text,
  name: text,
  product: z.string().min(1).max(255),
  category: z.string().min(1).max(255),
  url_thumb: z.string().nullish(),
  platforms: z.array(z.string()).nullish(),
  enabled: z.boolean().nullish(),
  freebet_support: z.boolean().nullish(),
});
export type Hub88Game = z.infer<typeof hub88GameSchema>;
export const hub88GameListSchema = z.array(hub88GameSchema);

export const hub88Platforms = ['GPL_DESKTOP', 'GPL_MOBILE'] as const;
export const hub88GameUrlRequestSchema = z.object({
  user: text.optional(),
  token: z.string().min(10).max(255).optional(),
  sub_partner_id: text.optional(),
  platform: z.enum(hub88Platforms),
  operator_id: z.number().int().positive(),
  lobby_url: z.string().optional(),
  lang: z.string().min(2).max(5),
  ip: z.string().min(2),
  game_code: text,
  currency: z.string().min(3).max(4),
  country: z.string().length(2),
});
export type Hub88GameUrlRequest = z.infer<typeof hub88GameUrlRequestSchema>;
export const hub88GameUrlAnswerSchema = z.object({ url: z.string().url() });
