import type { Hub88Answer, Hub88Request, Hub88Status } from '../../../src/contract/hub88.ts';
import { toAmount, toMinorUnits } from '../../../src/contract/money.ts';
import type { VendorAnswer, VendorStatus } from '../../../src/contract/vendor.ts';
import { findGameSession, type GameSessionRow } from '../../modules/games/sessions.ts';
import { findMemberByUsername } from '../../modules/members/repository.ts';
import * as seamless from '../../modules/vendors/seamless.ts';
import { minorFromUnits, unitsFromMinor } from './amounts.ts';

/** The seamless wallet's vendor code Hub88's calls are booked under. */
export const hub88WalletVendor = 'HUB88';

export interface Hub88WalletDeps {
  seamless: seamless.SeamlessDeps;
  /** Whether a game code is one of Hub88's games in our catalogue. */
  knowsGame(gameCode: string): boolean;
  now: Date;
}

/**
 * The seamless wallet's answers as Hub88's statuses. Every money movement is the seamless wallet's
 * (server/modules/vendors/seamless.ts): the same claims, checks, records and ledger postings HOUSE's
 * calls take; this file only translates.
 */
const statusOf: Record<VendorStatus, Hub88Status> = {
  OK: 'RS_OK',
  INSUFFICIENT_FUNDS: 'RS_ERROR_NOT_ENOUGH_MONEY',
  INVALID_SIGNATURE: 'RS_ERROR_INVALID_SIGNATURE',
  // The session was found before the call, so the wallet's SESSION_EXPIRED is its end.
  SESSION_EXPIRED: 'RS_ERROR_TOKEN_EXPIRED',
  DUPLICATE: 'RS_ERROR_DUPLICATE_TRANSACTION',
  NOT_FOUND: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  // The bet's transaction_uuid was taken by the rollback that came first (a tombstone).
  BET_CANCELLED: 'RS_ERROR_DUPLICATE_TRANSACTION',
  BET_SETTLED: 'RS_ERROR_UNKNOWN',
  VENDOR_DISABLED: 'RS_ERROR_INVALID_PARTNER',
  // Suspended, self-excluded, or past the member's own wager or loss limit: no new bets.
  NOT_ALLOWED: 'RS_ERROR_USER_DISABLED',
  INVALID_REQUEST: 'RS_ERROR_INVALID_GAME',
};

type Base = { user: string; request_uuid: string };
const refused = (request: Base, status: Hub88Status): Hub88Answer => ({ status, user: request.user, request_uuid: request.request_uuid });

function translated(request: Base, answer: VendorAnswer): Hub88Answer {
  return {
    ...refused(request, statusOf[answer.status]),
    ...(answer.currency === null ? {} : { currency: answer.currency }),
    ...(answer.balance === null ? {} : { balance: unitsFromMinor(toMinorUnits(answer.balance)) }),
  };
}

/** The session behind the token when it is Hub88's and the user's: anything else is an unknown token. */
async function sessionOf(deps: Hub88WalletDeps, request: Base & { token: string }): Promise<GameSessionRow | null> {
  const session = await findGameSession(deps.seamless.db, request.token);
  if (!session || session.vendor !== hub88WalletVendor || session.username !== request.user || session.playMoney) return null;
  return session;
}

async function withBalance(deps: Hub88WalletDeps, request: Base & { token: string }, status: Hub88Status): Promise<Hub88Answer> {
  const answer = await seamless.balance(deps.seamless, hub88WalletVendor, { sessionToken: request.token, member: request.user });
  return { ...translated(request, answer), status };
}

export async function info(deps: Hub88WalletDeps, request: Hub88Request<'info'>): Promise<Hub88Answer> {
  const member = await findMemberByUsername(deps.seamless.db, request.user);
  if (!member) return refused(request, 'RS_ERROR_UNKNOWN');
  if (member.status !== 'active') return refused(request, 'RS_ERROR_USER_DISABLED');
  return { ...refused(request, 'RS_OK'), registration_date: member.regDate.toISOString().slice(0, 10) };
}

export async function balance(deps: Hub88WalletDeps, request: Hub88Request<'balance'>): Promise<Hub88Answer> {
  const session = await sessionOf(deps, request);
  if (!session) return refused(request, 'RS_ERROR_INVALID_TOKEN');
  if (session.expiresAt <= deps.now) return refused(request, 'RS_ERROR_TOKEN_EXPIRED');
  return translated(request, await seamless.balance(deps.seamless, hub88WalletVendor, { sessionToken: request.token, member: request.user }));
}

/**
 * A bet: the token must be known and (checked by the bet itself, in its transaction) not ended; the
 * currency the session's; the game Hub88's; the amount whole minor units. We grant no free bets.
 */
export async function bet(deps: Hub88WalletDeps, request: Hub88Request<'bet'>): Promise<Hub88Answer> {
  const session = await sessionOf(deps, request);
  if (!session) return refused(request, 'RS_ERROR_INVALID_TOKEN');
  if (request.currency !== session.currency) return withBalance(deps, request, 'RS_ERROR_WRONG_CURRENCY');
  if (!deps.knowsGame(request.game_code)) return withBalance(deps, request, 'RS_ERROR_INVALID_GAME');
  const stake = minorFromUnits(request.amount);
  if (stake === null || stake === 0n) return withBalance(deps, request, 'RS_ERROR_WRONG_TYPES');
  if (request.is_free) return withBalance(deps, request, 'RS_ERROR_UNKNOWN');
  const answer = await seamless.bet(
    deps.seamless,
    hub88WalletVendor,
    {
      sessionToken: request.token,
      member: request.user,
      txId: request.transaction_uuid,
      roundId: request.round,
      gameCode: request.game_code,
      amount: toAmount(stake),
    },
    deps.now,
  );
  return translated(request, answer);
}

/** A win settles the bet it names; the token's end is never checked, as a win may come after it. */
export async function win(deps: Hub88WalletDeps, request: Hub88Request<'win'>): Promise<Hub88Answer> {
  const session = await sessionOf(deps, request);
  if (!session) return refused(request, 'RS_ERROR_INVALID_TOKEN');
  if (request.currency !== session.currency) return withBalance(deps, request, 'RS_ERROR_WRONG_CURRENCY');
  const payout = minorFromUnits(request.amount);
  if (payout === null) return withBalance(deps, request, 'RS_ERROR_WRONG_TYPES');
  const answer = await seamless.win(
    deps.seamless,
    hub88WalletVendor,
    {
      sessionToken: request.token,
      member: request.user,
      txId: request.transaction_uuid,
      roundId: request.round,
      betTxId: request.reference_transaction_uuid,
      gameCode: request.game_code,
      amount: toAmount(payout),
    },
    deps.now,
  );
  return translated(request, answer);
}

/** Gives back the bet it names; a bet not seen yet is refused when it comes. The token's end is never checked. */
export async function rollback(deps: Hub88WalletDeps, request: Hub88Request<'rollback'>): Promise<Hub88Answer> {
  const session = await sessionOf(deps, request);
  if (!session) return refused(request, 'RS_ERROR_INVALID_TOKEN');
  const answer = await seamless.rollback(
    deps.seamless,
    hub88WalletVendor,
    {
      sessionToken: request.token,
      member: request.user,
      txId: request.transaction_uuid,
      betTxId: request.reference_transaction_uuid,
      roundId: request.round,
      gameCode: request.game_code,
    },
    deps.now,
  );
  return translated(request, answer);
}
