import { toAmount, toMinorUnits } from '../../../src/contract/money.ts';
import {
  vendorStatuses,
  type VendorAnswer,
  type VendorBalanceRequest,
  type VendorBetRequest,
  type VendorRollbackRequest,
  type VendorStatus,
  type VendorWinRequest,
} from '../../../src/contract/vendor.ts';
import { displayCategory } from '../../../src/content/catalog.ts';
import type { CategoryId } from '../../../src/content/schemas.ts';
import type { Db } from '../../db/index.ts';
import { raisedCode, retryingDeadlocks } from '../../db/functions.ts';
import { AppError } from '../../http/envelope.ts';
import { oncePer } from '../../lib/once-per.ts';
import type { VendorRegistry } from '../../vendors/registry.ts';
import type { Catalog } from '../catalog/repository.ts';
import { findBetForUpdate, voidBets } from '../games/bet-records.ts';
import { findGameSessionFacts, type GameSessionFacts } from '../games/sessions.ts';
import { withAccountIds } from '../ledger/known-accounts.ts';
import { isOverdrawn, postTransfer } from '../ledger/transfers.ts';
import type { Tx } from '../ledger/types.ts';
import { earningOf, type EarnRates } from '../points/earning.ts';
import { gameAccountKeys, gameAccounts, gameBalance } from './accounts.ts';
import { bookCall, type Booked, type MoneyCall } from './batches.ts';
import { claimTransaction, fingerprintOf, saveAnswer, type ClaimedCall } from './transactions.ts';

export interface SeamlessDeps {
  db: Db;
  catalog: Catalog;
  registry: VendorRegistry;
  /** Vendors the operator runs in transfer mode (walletMode): their money is the member's wallet with them. */
  transferVendors: ReadonlySet<string>;
  /** Points per 1.00 of valid bet by category, read before the transaction (setting `points`). */
  earnRates: EarnRates;
  /** The operator's time zone: the member's wager and loss limits reset at its midnight. */
  timeZone: string;
}

export type PlayingSession = GameSessionFacts & { transferWallet: boolean };

/** A refusal decided inside the transaction: it rolls everything back, then answers with the balance. */
class Refusal extends Error {
  status: VendorStatus;
  constructor(status: VendorStatus) {
    super(status);
    this.status = status;
  }
}

async function answerOf(db: Db | Tx, session: PlayingSession, status: VendorStatus, reference?: string): Promise<VendorAnswer> {
  const balance = toAmount(await gameBalance(db, session));
  return { status, balance, currency: session.currency, ...(reference ? { reference } : {}) };
}

/**
 * The session behind the call, or null when the token, the vendor or the member do not match. Only
 * its lasting facts: whether it has ended and whether its member may bet, a bet reads in its own
 * transaction (vendor_bet).
 */
async function sessionOf(deps: SeamlessDeps, vendor: string, token: string, member: string): Promise<PlayingSession | null> {
  const session = await findGameSessionFacts(deps.db, token);
  if (!session || session.vendor !== vendor || session.username !== member) return null;
  return { ...session, transferWallet: !session.playMoney && deps.transferVendors.has(vendor) };
}

const unknownSession: VendorAnswer = { status: 'SESSION_EXPIRED', balance: null, currency: null };

/** A repeated txId: the first answer when it asked the same, else DUPLICATE (a tombstone refuses a late bet). */
async function repeated(db: Db | Tx, first: ClaimedCall, fingerprint: string, session: PlayingSession): Promise<VendorAnswer> {
  if (first.tombstone) return answerOf(db, session, 'BET_CANCELLED');
  if (first.fingerprint !== fingerprint || first.memberId !== session.memberId) return answerOf(db, session, 'DUPLICATE');
  return first.answer;
}

/** The vendor status a refused money call is answered with, or null when the error is no refusal. */
function refusalStatus(error: unknown): VendorStatus | null {
  if (error instanceof Refusal) return error.status;
  if (isOverdrawn(error) || (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')) return 'INSUFFICIENT_FUNDS';
  return vendorStatuses.find((status) => status === raisedCode(error)) ?? null;
}

/**
 * Runs a rollback in one transaction; a Refusal or a lack of funds moves nothing. It locks the bet
 * before the accounts, and a batch (batches.ts) may hold the accounts and then want the bet: the
 * transaction the database picks as the deadlock's victim runs again.
 */
async function booking(db: Db, session: PlayingSession, work: (tx: Tx) => Promise<VendorAnswer>): Promise<VendorAnswer> {
  try {
    return await retryingDeadlocks(() => db.transaction(work));
  } catch (error) {
    const status = refusalStatus(error);
    if (status) return answerOf(db, session, status);
    throw error;
  }
}

/**
 * Runs a bet or a win as one call of its database function (migrations 0016, 0018, 0019 and 0021), in its
 * partition's next batch (batches.ts): the claim, the checks, the records and the posting hold their
 * locks for one round trip. A refusal it raises rolls that call back alone and is answered with the balance.
 */
async function booked(deps: SeamlessDeps, session: PlayingSession, fingerprint: string, call: Omit<MoneyCall, 'memberId'>): Promise<VendorAnswer> {
  let booked: Booked;
  try {
    booked = await bookCall(deps.db, { ...call, memberId: session.memberId });
  } catch (error) {
    const status = refusalStatus(error);
    if (status) return answerOf(deps.db, session, status);
    if (raisedCode(error) === 'IDEMPOTENCY_KEY_REUSED') throw new AppError('IDEMPOTENCY_KEY_REUSED');
    throw error;
  }
  return 'row' in booked ? repeated(deps.db, booked.row, fingerprint, session) : booked.answer;
}

type Place = { gameVendor: string; category: CategoryId };

/** Where each game's bets show, by its wallet vendor and code and by its catalogue id. */
interface PlaceIndex {
  byCode: Map<string, Place>;
  byNode: Map<string, Place>;
}
const codeKey = (walletVendor: string, gameCode: string) => `${walletVendor}\u0000${gameCode}`;

function placeIndex(catalog: Catalog, registry: VendorRegistry): PlaceIndex {
  const vendors = new Map(catalog.vendors.map((vendor) => [vendor.id, vendor]));
  const index: PlaceIndex = { byCode: new Map(), byNode: new Map() };
  for (const game of catalog.games) {
    const vendor = vendors.get(game.vendor);
    if (!vendor) continue;
    const place = { gameVendor: vendor.id, category: displayCategory(vendor) };
    // The first game of a code wins, as a search of the catalogue in its order would find it.
    const key = codeKey(registry.adapter(vendor).walletVendor, game.code);
    if (!index.byCode.has(key)) index.byCode.set(key, place);
    if (!index.byNode.has(game.id)) index.byNode.set(game.id, place);
  }
  return index;
}

/** Built once per catalogue and registry: an app's do not change while it serves. */
const placeIndexOf = oncePer((catalog: Catalog) => oncePer((registry: VendorRegistry) => placeIndex(catalog, registry)));

/** Where a bet shows in the betting record: the catalogue vendor and category of its game, else of the session's game. */
function placeOf(deps: SeamlessDeps, session: GameSessionFacts, gameCode: string): Place | null {
  const index = placeIndexOf(deps.catalog)(deps.registry);
  return index.byCode.get(codeKey(session.vendor, gameCode)) ?? index.byNode.get(session.nodeId) ?? null;
}

const ledgerKey = (vendor: string, operation: string, txId: string) => `vendor:${vendor}:${operation}:${txId}`;

export async function balance(deps: SeamlessDeps, vendor: string, request: VendorBalanceRequest): Promise<VendorAnswer> {
  const session = await sessionOf(deps, vendor, request.sessionToken, request.member);
  return session ? answerOf(deps.db, session, 'OK') : unknownSession;
}

/** vendor_bet's argument for a bet (migrations 0016 and 0021), and the fingerprint a repeat of its txId is compared by. */
export async function betCall(deps: SeamlessDeps, vendor: string, session: PlayingSession, request: VendorBetRequest, now: Date) {
  const stake = toMinorUnits(request.amount);
  const fingerprint = fingerprintOf(['bet', session.memberId, request.roundId, request.gameCode, stake]);
  const place = placeOf(deps, session, request.gameCode);
  const call = {
    vendor,
    txId: request.txId,
    memberId: session.memberId,
    // A session that has ended, or a member who may no longer play, is refused before anything is claimed.
    sessionTokenHash: session.tokenHash,
    fingerprint,
    // The member's own wager and loss limits and exclusions hold for every vendor; play money is not money.
    playMoney: session.playMoney,
    timeZone: deps.timeZone,
    now: now.toISOString(),
    stake: stake.toString(),
    gameVendor: place?.gameVendor ?? null,
    category: place?.category ?? null,
    gameCode: request.gameCode,
    roundId: request.roundId,
    ...(await withAccountIds(deps.db, gameAccountKeys(session))),
    ledgerKey: ledgerKey(vendor, 'bet', request.txId),
    metadata: { vendor, gameCode: request.gameCode, roundId: request.roundId, txId: request.txId },
    currency: session.currency,
  };
  return { fingerprint, call };
}

/** vendor_win's argument for a win (migrations 0016 and 0018), and the fingerprint a repeat of its txId is compared by. */
export async function winCall(deps: SeamlessDeps, vendor: string, session: PlayingSession, request: VendorWinRequest, now: Date) {
  const payout = toMinorUnits(request.amount);
  const earn = earningOf(session.memberId, deps.earnRates);
  const { earnedFrom, earnedTo, ...sides } = await withAccountIds(deps.db, { ...gameAccountKeys(session), earnedFrom: earn.from, earnedTo: earn.to });
  const fingerprint = fingerprintOf(['win', session.memberId, request.roundId, request.gameCode, payout, request.betTxId ?? '']);
  const call = {
    vendor,
    txId: request.txId,
    memberId: session.memberId,
    fingerprint,
    now: now.toISOString(),
    payout: payout.toString(),
    roundId: request.roundId,
    ...(request.betTxId ? { betTxId: request.betTxId } : {}),
    earn: { ...earn, from: earnedFrom, to: earnedTo },
    ...sides,
    ledgerKey: ledgerKey(vendor, 'win', request.txId),
    metadata: { vendor, gameCode: request.gameCode, roundId: request.roundId, txId: request.txId },
    currency: session.currency,
  };
  return { fingerprint, call };
}

export async function bet(deps: SeamlessDeps, vendor: string, request: VendorBetRequest, now = new Date()): Promise<VendorAnswer> {
  const session = await sessionOf(deps, vendor, request.sessionToken, request.member);
  if (!session) return unknownSession;
  const { fingerprint, call } = await betCall(deps, vendor, session, request, now);
  return booked(deps, session, fingerprint, { operation: 'bet', call });
}

export async function win(deps: SeamlessDeps, vendor: string, request: VendorWinRequest, now = new Date()): Promise<VendorAnswer> {
  const session = await sessionOf(deps, vendor, request.sessionToken, request.member);
  if (!session) return unknownSession;
  const { fingerprint, call } = await winCall(deps, vendor, session, request, now);
  return booked(deps, session, fingerprint, { operation: 'win', call });
}

export async function rollback(deps: SeamlessDeps, vendor: string, request: VendorRollbackRequest, now = new Date()): Promise<VendorAnswer> {
  const session = await sessionOf(deps, vendor, request.sessionToken, request.member);
  if (!session) return unknownSession;
  const fingerprint = fingerprintOf(['rollback', session.memberId, request.betTxId, request.roundId, request.gameCode]);
  return booking(deps.db, session, async (tx) => {
    const claim = await claimTransaction(tx, { vendor, operation: 'rollback', txId: request.txId, memberId: session.memberId, fingerprint });
    if ('row' in claim) return repeated(tx, claim.row, fingerprint, session);
    // Taking the bet's id first: if the bet never came, this row is the tombstone that refuses it later.
    const tombstone = await claimTransaction(tx, {
      vendor,
      operation: 'bet',
      txId: request.betTxId,
      memberId: session.memberId,
      fingerprint: fingerprintOf(['tombstone', request.betTxId]),
      tombstone: true,
      answer: { status: 'BET_CANCELLED', balance: null, currency: session.currency },
    });
    const found = 'id' in tombstone ? undefined : await findBetForUpdate(tx, vendor, request.betTxId);
    if (found && found.memberId !== session.memberId) throw new Refusal('NOT_FOUND');
    if (!found || found.status === 'void') return saveAnswer(tx, claim.id, await answerOf(tx, session, 'OK'));
    if (found.status !== 'open') throw new Refusal('BET_SETTLED');
    const accounts = await gameAccounts(tx, session);
    const posted = await postTransfer(tx, {
      ledger: 'money',
      kind: 'rollback',
      idempotencyKey: ledgerKey(vendor, 'rollback', request.txId),
      memberId: session.memberId,
      legs: [
        { accountId: accounts.house, amount: -found.stake },
        { accountId: accounts.member, amount: found.stake },
      ],
      metadata: { vendor, gameCode: request.gameCode, roundId: request.roundId, txId: request.txId, betTxId: request.betTxId },
    });
    await voidBets(tx, [found.id], now);
    const after = posted.balances.get(accounts.member) ?? 0n;
    return saveAnswer(tx, claim.id, { status: 'OK', balance: toAmount(after), currency: session.currency, reference: `T${posted.transferId}` });
  });
}
