import { z } from 'zod';

/**
 * Machine codes of failures and the HTTP status each one answers with (DESIGN §3).
 * The translated text of code X is the catalogue key "error.X".
 */
export const errorStatus = {
  MALFORMED_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  /** The request line or headers passed the server's limit (Node's 16 KB); answered before any route. */
  HEADERS_TOO_LARGE: 431,
  PLAINTEXT_REFUSED: 400,
  NOT_LOGGED_IN: 401,
  SESSION_EXPIRED: 401,
  /** The session lasted as long as the member's own session time limit allows. */
  SESSION_LIMIT_REACHED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  REGION_RESTRICTED: 403,
  NOT_A_MEMBER: 403,
  NOT_AN_AGENT: 403,
  ACCOUNT_SUSPENDED: 403,
  /** The member took a time-out or excluded themselves: no login, deposit or bet until it ends. */
  SELF_EXCLUDED: 403,
  TRIAL_ACCOUNT: 403,
  /** The member closed this account: it cannot sign in again. */
  ACCOUNT_CLOSED: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  /** Identity verification (or another verification) must be completed first. */
  VERIFICATION_REQUIRED: 403,
  /** Under 18 by the date of birth given for identity verification: the account is closed. */
  UNDERAGE: 403,
  FEATURE_DISABLED: 403,
  /** The member may not bet now: suspended, excluded, or the session that launched the game has ended. */
  BET_NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  /** Password recovery: no active account has that username and e-mail (SPEC §8). */
  ACCOUNT_NOT_FOUND: 404,
  CONFLICT: 409,
  /** A retried play that was cancelled (its bet never went through): nothing moved. */
  PLAY_VOIDED: 409,
  /** The same play is still running in another request; retrying later answers it. */
  PLAY_IN_PROGRESS: 409,
  USERNAME_TAKEN: 409,
  /** A points mall item with less stock than the redemption asks for. */
  OUT_OF_STOCK: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  /** Closing an account was confirmed with no close request of the last minutes to confirm. */
  CLOSE_NOT_REQUESTED: 409,
  /** Signing would end the signer's own downline contracts that pay more (SPEC §5 higher_rate): confirm first. */
  HIGHER_RATE: 409,
  RULE_BROKEN: 422,
  /** A captcha is asked for and none was answered: the client shows the picture; nothing failed yet. */
  CAPTCHA_REQUIRED: 422,
  /** The captcha's answer was wrong, or its picture used or expired: a new picture is drawn. */
  CAPTCHA_INVALID: 422,
  CODE_INVALID: 422,
  CODE_EXPIRED: 422,
  INSUFFICIENT_FUNDS: 422,
  /** An account is closed only with nothing in it: the member withdraws (or forfeits) the balance first. */
  BALANCE_NOT_ZERO: 422,
  /** Fewer points than a redemption or conversion needs. */
  INSUFFICIENT_POINTS: 422,
  /** The move would take one of the member's own limits past its value in the current period. */
  LIMIT_REACHED: 422,
  /** A HOUSE stake below the table's minimum or above its maximum. */
  STAKE_OUT_OF_RANGE: 422,
  /** A bet on a scheduled round whose betting time is over. */
  BETTING_CLOSED: 422,
  /** An open bonus wagering requirement holds withdrawals back until it is played through. */
  WAGERING_REQUIRED: 422,
  /** A contract offer paying more than the offerer's own contract of that kind, or with none to pay from. */
  RATE_ABOVE_OWN: 422,
  /** A reward whose claiming time is over. */
  REWARD_EXPIRED: 422,
  /** A bonus's terms set a condition the member does not meet yet (fields name each one). */
  BONUS_CONDITION_UNMET: 422,
  TOO_MANY_REQUESTS: 429,
  /** The member already holds as many live event streams as one process gives (LIVE_STREAMS_PER_MEMBER). */
  TOO_MANY_STREAMS: 429,
  INTERNAL: 500,
  /** The payment gateway could not be reached or refused the checkout: nothing moved; try again. */
  GATEWAY_UNAVAILABLE: 502,
  MAINTENANCE: 503,
  /** The database could not be reached for this request; it is safe to retry with the same key. */
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export const failureSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  captcha: z.boolean().optional(),
});
export type Failure = z.infer<typeof failureSchema>;

export function successSchema<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

/** Either answer of an endpoint whose value has the shape `value`. */
export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('success', [successSchema(value), failureSchema]);
}

export { headerNames } from './headers.ts';
