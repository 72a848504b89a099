import { toAmount, toMinorUnits } from '../../../src/contract/money.ts';
import type {
  VendorAnswer,
  VendorBalanceRequest,
  VendorBetRequest,
  VendorRollbackRequest,
  VendorStatus,
  VendorWinRequest,
} from '../../../src/contract/vendor.ts';
import { displayCategory } from '../../../src/content/catalog.ts';
import type { CategoryId } from '../../../src/content/schemas.ts';
import type { Db } from '../../db/index.ts';
import { AppError } from '../../http/envelope.ts';
import type { VendorRegistry } from '../../vendors/registry.ts';
import type { Catalog } from '../catalog/repository.ts';
import { betsToSettle, findBetForUpdate, insertBet, settleBets, voidBets } from '../games/bet-records.ts';
import { findGameSession, type GameSessionRow } from '../games/sessions.ts';
import { postTransfer } from '../ledger/transfers.ts';
import type { Tx } from '../ledger/types.ts';
import { earnForSettledBets, type EarnRates } from '../points/earning.ts';
import { countTurnover } from '../promotions/turnover.ts';
import { gameAccounts, gameBalance } from './accounts.ts';
import { refusalOf } from '../protection/enforce.ts';
import { claimTransaction, fingerprintOf, saveAnswer, type Claim } from './transactions.ts';

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

type PlayingSession = GameSessionRow & { transferWallet: boolean };

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

/** The session behind the call, or null when the token, the vendor or the member do not match. */
async function sessionOf(deps: SeamlessDeps, vendor: string, token: string, member: string): Promise<PlayingSession | null> {
  const session = await findGameSession(deps.db, token);
  if (!session || session.vendor !== vendor || session.username !== member) return null;
  return { ...session, transferWallet: !session.playMoney && deps.transferVendors.has(vendor) };
}

const unknownSession: VendorAnswer = { status: 'SESSION_EXPIRED', balance: null, currency: null };

/** A repeated txId: the first answer when it asked the same, else DUPLICATE (a tombstone refuses a late bet). */
async function repeated(tx: Tx, claim: Extract<Claim, { fresh: false }>, fingerprint: string, session: PlayingSession): Promise<VendorAnswer> {
  if (claim.row.tombstone) return answerOf(tx, session, 'BET_CANCELLED');
  if (claim.row.fingerprint !== fingerprint || claim.row.memberId !== session.memberId) return answerOf(tx, session, 'DUPLICATE');
  return claim.row.answer;
}

/** Runs a money call in one transaction; a Refusal or a lack of funds moves nothing. */
async function booking(db: Db, session: PlayingSession, work: (tx: Tx) => Promise<VendorAnswer>): Promise<VendorAnswer> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof Refusal) return answerOf(db, session, error.status);
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') return answerOf(db, session, 'INSUFFICIENT_FUNDS');
    throw error;
  }
}

/** Where a bet shows in the betting record: the catalogue vendor and category of its game. */
function placeOf(deps: SeamlessDeps, session: GameSessionRow, gameCode: string): { gameVendor: string; category: CategoryId } {
  const vendors = new Map(deps.catalog.vendors.map((vendor) => [vendor.id, vendor]));
  const byCode = deps.catalog.games.find((game) => {
    const vendor = vendors.get(game.vendor);
    return game.code === gameCode && vendor !== undefined && deps.registry.adapter(vendor).walletVendor === session.vendor;
  });
  const game = byCode ?? deps.catalog.games.find((candidate) => candidate.id === session.nodeId);
  const vendor = game ? vendors.get(game.vendor) : undefined;
  if (!vendor) throw new Refusal('INVALID_REQUEST');
  return { gameVendor: vendor.id, category: displayCategory(vendor) };
}

const ledgerKey = (vendor: string, operation: string, txId: string) => `vendor:${vendor}:${operation}:${txId}`;

export async function balance(deps: SeamlessDeps, vendor: string, request: VendorBalanceRequest): Promise<VendorAnswer> {
  const session = await sessionOf(deps, vendor, request.sessionToken, request.member);
  return session ? answerOf(deps.db, session, 'OK') : unknownSession;
}

export async function bet(deps: SeamlessDeps, vendor: string, request: VendorBetRequest, now = new Date()): Promise<VendorAnswer> {
  const session = await sessionOf(deps, vendor, request.sessionToken, request.member);
  if (!session) return unknownSession;
  if (session.expiresAt.getTime() <= now.getTime()) return answerOf(deps.db, session, 'SESSION_EXPIRED');
  if (session.memberStatus !== 'active') return answerOf(deps.db, session, 'NOT_ALLOWED');
  const stake = toMinorUnits(request.amount);
  const fingerprint = fingerprintOf(['bet', session.memberId, request.roundId, request.gameCode, stake]);
  return booking(deps.db, session, async (tx) => {
    const claim = await claimTransaction(tx, { vendor, operation: 'bet', txId: request.txId, memberId: session.memberId, fingerprint });
    if (!claim.fresh) return repeated(tx, claim, fingerprint, session);
    // The member's own wager and loss limits and exclusions hold for every vendor; play money is not money.
    if (!session.playMoney && (await refusalOf(tx, session.memberId, ['wager', 'loss'], stake, deps.timeZone, now))) throw new Refusal('NOT_ALLOWED');
    const place = placeOf(deps, session, request.gameCode);
    // The betting record first, so the ledger's row locks are held for the posting and the answer only.
    await insertBet(tx, {
      memberId: session.memberId,
      vendor,
      ...place,
      gameCode: request.gameCode,
      roundId: request.roundId,
      txId: request.txId,
      stake,
      playMoney: session.playMoney,
      placedAt: now,
    });
    const accounts = await gameAccounts(tx, session);
    const posted = await postTransfer(tx, {
      ledger: 'money',
      kind: 'bet',
      idempotencyKey: ledgerKey(vendor, 'bet', request.txId),
      memberId: session.memberId,
      legs: [
        { accountId: accounts.member, amount: -stake },
        { accountId: accounts.house, amount: stake },
      ],
      metadata: { vendor, gameCode: request.gameCode, roundId: request.roundId, txId: request.txId },
    });
    const after = posted.balances.get(accounts.member) ?? 0n;
    return saveAnswer(tx, claim.id, { status: 'OK', balance: toAmount(after), currency: session.currency, reference: `T${posted.transferId}` });
  });
}

export async function win(deps: SeamlessDeps, vendor: string, request: VendorWinRequest, now = new Date()): Promise<VendorAnswer> {
  const session = await sessionOf(deps, vendor, request.sessionToken, request.member);
  if (!session) return unknownSession;
  const payout = toMinorUnits(request.amount);
  const fingerprint = fingerprintOf(['win', session.memberId, request.roundId, request.gameCode, payout, request.betTxId ?? '']);
  return booking(deps.db, session, async (tx) => {
    const claim = await claimTransaction(tx, { vendor, operation: 'win', txId: request.txId, memberId: session.memberId, fingerprint });
    if (!claim.fresh) return repeated(tx, claim, fingerprint, session);
    const bets = await betsToSettle(tx, { vendor, memberId: session.memberId, roundId: request.roundId, betTxId: request.betTxId });
    if (bets.length === 0) throw new Refusal('NOT_FOUND');
    await settleBets(tx, bets, payout, now);
    await earnForSettledBets(tx, deps.earnRates, bets);
    await countTurnover(tx, bets, now);
    if (payout === 0n) return saveAnswer(tx, claim.id, await answerOf(tx, session, 'OK'));
    const accounts = await gameAccounts(tx, session);
    const posted = await postTransfer(tx, {
      ledger: 'money',
      kind: 'win',
      idempotencyKey: ledgerKey(vendor, 'win', request.txId),
      memberId: session.memberId,
      legs: [
        { accountId: accounts.house, amount: -payout },
        { accountId: accounts.member, amount: payout },
      ],
      metadata: { vendor, gameCode: request.gameCode, roundId: request.roundId, txId: request.txId },
    });
    const after = posted.balances.get(accounts.member) ?? 0n;
    return saveAnswer(tx, claim.id, { status: 'OK', balance: toAmount(after), currency: session.currency, reference: `T${posted.transferId}` });
  });
}

export async function rollback(deps: SeamlessDeps, vendor: string, request: VendorRollbackRequest, now = new Date()): Promise<VendorAnswer> {
  const session = await sessionOf(deps, vendor, request.sessionToken, request.member);
  if (!session) return unknownSession;
  const fingerprint = fingerprintOf(['rollback', session.memberId, request.betTxId, request.roundId, request.gameCode]);
  return booking(deps.db, session, async (tx) => {
    const claim = await claimTransaction(tx, { vendor, operation: 'rollback', txId: request.txId, memberId: session.memberId, fingerprint });
    if (!claim.fresh) return repeated(tx, claim, fingerprint, session);
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
    const found = tombstone.fresh ? undefined : await findBetForUpdate(tx, vendor, request.betTxId);
    if (!tombstone.fresh && found && found.memberId !== session.memberId) throw new Refusal('NOT_FOUND');
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
