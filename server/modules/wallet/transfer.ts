import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toMinorUnits } from '../../../src/contract/money.ts';
import { allVendors, type Balance, type WalletTransferPayload } from '../../../src/contract/wallet.ts';
import { translator } from '../../../src/i18n/translate.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { ledgerTransfer } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { balanceOf, lockAccounts } from '../ledger/accounts.ts';
import { postTransfer } from '../ledger/transfers.ts';
import { refusalOf } from '../protection/enforce.ts';
import type { Tx } from '../ledger/types.ts';
import { mainCode, memberAccount, readBalance, vendorCode, walletSettings, type WalletSettings } from './accounts.ts';

interface Move {
  memberId: number;
  vendor: string;
  direction: 'in' | 'out';
  /** Minor units; undefined moves everything the source holds. */
  amount: bigint | undefined;
  idempotencyKey: string;
  /** The operator's time zone: the member's wager and loss limits reset at its midnight. */
  timeZone: string;
  /** The app's clock, which the limits' days are counted on. */
  now: Date;
}

async function keyUsed(tx: Tx, idempotencyKey: string): Promise<boolean> {
  const found = await tx
    .select({ id: ledgerTransfer.id })
    .from(ledgerTransfer)
    .where(and(eq(ledgerTransfer.ledger, 'money'), eq(ledgerTransfer.idempotencyKey, idempotencyKey)));
  return found.length > 0;
}

/**
 * One move between main and a vendor wallet. "Everything" is read under the accounts' locks, and a
 * retry of it replays (moves nothing) even if the source has changed since, because the amount it
 * would compute now may differ from the first one.
 */
async function move(tx: Tx, settings: WalletSettings, request: Move): Promise<void> {
  const currency = settings.currency.code;
  const main = await memberAccount(tx, request.memberId, mainCode, currency);
  const wallet = await memberAccount(tx, request.memberId, vendorCode(request.vendor), currency);
  const [from, to] = request.direction === 'in' ? [main, wallet] : [wallet, main];
  let amount = request.amount;
  // A retry of a move already made replays it (postTransfer below): it is neither recomputed nor refused again.
  const retry = amount === undefined || request.direction === 'in' ? await keyUsed(tx, request.idempotencyKey) : false;
  if (amount === undefined) {
    if (retry) return;
    await lockAccounts(tx, [from, to]);
    amount = await balanceOf(tx, from);
    if (amount === 0n) return;
  }
  // A transfer-mode vendor's bets happen on its side, so the money going in is where the member's
  // exclusion and wager and loss limits hold: refused as a bet of that size would be. Out always passes.
  if (request.direction === 'in' && !retry) {
    const refusal = await refusalOf(tx, request.memberId, ['wager', 'loss'], amount, request.timeZone, request.now);
    if (refusal) throw new AppError(refusal.reason === 'excluded' ? 'SELF_EXCLUDED' : 'LIMIT_REACHED');
  }
  await postTransfer(tx, {
    ledger: 'money',
    kind: 'wallet-transfer',
    idempotencyKey: request.idempotencyKey,
    memberId: request.memberId,
    legs: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
    metadata: { vendor: request.vendor, direction: request.direction, remark: request.vendor },
  });
}

/**
 * POST /wps/relay/GCS_walletTransfer: only in transfer mode and for the operator's vendors. 'ALL'
 * sweeps every vendor wallet back in one database transaction, one transfer per vendor.
 */
export async function walletTransfer(app: FastifyInstance, memberId: number, payload: WalletTransferPayload, locale: Locale): Promise<Balance> {
  const settings = await walletSettings(app);
  const t = translator(locale);
  if (settings.walletMode.isSingle) throw new AppError('FEATURE_DISABLED');
  const vendors = payload.vendor === allVendors ? settings.walletMode.vendors : [payload.vendor];
  if (!vendors.every((vendor) => settings.walletMode.vendors.includes(vendor))) {
    throw new AppError('RULE_BROKEN', { fields: { vendor: t('wallet.error.vendorUnknown') } });
  }
  const amount = payload.amount === undefined ? undefined : toMinorUnits(payload.amount);
  await app.db.transaction(async (tx) => {
    for (const vendor of vendors) {
      // Keys are scoped to the member, so nobody else's key can ever collide with theirs.
      const key = `wallet:${memberId}:${payload.idempotencyKey}`;
      const idempotencyKey = payload.vendor === allVendors ? `${key}:${vendor}` : key;
      await move(tx, settings, {
        memberId,
        vendor,
        direction: payload.direction,
        amount,
        idempotencyKey,
        timeZone: app.config.TIME_ZONE,
        now: app.clock.now(),
      });
    }
  });
  return readBalance(app.db, memberId, settings);
}
