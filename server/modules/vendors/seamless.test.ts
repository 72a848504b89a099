import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseCatalogue, houseWalletVendor } from '../../../src/contract/house.ts';
import { asc, eq } from 'drizzle-orm';
import { betRecord, gameSession } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { launchFor } from '../games/test-support.ts';
import { fund, signedInMember } from '../wallet/test-support.ts';
import { houseWallet } from './house-wallet.ts';
import { gameOf, gamesCatalog, liveVendor, liveVendorSecret, slotPlayer, vendorCall, vendorEnv } from './test-support.ts';

describe('the seamless wallet', () => {
  let harness: TestApp;
  const app = () => harness.app;
  let counter = 0;
  const id = (prefix: string) => `${prefix}-${Date.now()}-${counter++}`;

  beforeAll(async () => {
    harness = await createTestApp({ env: vendorEnv, catalog: await gamesCatalog() });
  });
  afterAll(() => harness?.close());

  /** A funded member with a live HOUSE slot session. */
  const player = (funds = 100_00n) => slotPlayer(app(), funds);
  const call = (operation: 'balance' | 'bet' | 'win' | 'rollback', body: object) => vendorCall(app(), houseWalletVendor, operation, body);

  it('answers the balance, takes a bet and pays a win through the ledger', async () => {
    const { base } = await player();
    expect(await call('balance', base)).toMatchObject({ status: 'OK', balance: 100, currency: 'PHP' });
    const roundId = id('r');
    expect(await call('bet', { ...base, txId: id('b'), roundId, amount: 10 })).toMatchObject({ status: 'OK', balance: 90 });
    expect(await call('win', { ...base, txId: id('w'), roundId, amount: 25.5 })).toMatchObject({ status: 'OK', balance: 115.5 });
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it("a bet shows under its game's vendor and category, and under the session's game when the catalogue lacks its code", async () => {
    const { who, base } = await player();
    const lotto = { txId: id('b'), roundId: id('r'), amount: 1 };
    const unknown = { txId: id('b'), roundId: id('r'), amount: 1 };
    expect(await call('bet', { ...base, ...lotto, gameCode: houseCatalogue.lotto.code })).toMatchObject({ status: 'OK' });
    expect(await call('bet', { ...base, ...unknown, gameCode: 'not-in-the-catalogue' })).toMatchObject({ status: 'OK' });
    const placed = await app()
      .db.select({ txId: betRecord.txId, gameVendor: betRecord.gameVendor, category: betRecord.category })
      .from(betRecord)
      .where(eq(betRecord.memberId, who.member.id))
      .orderBy(asc(betRecord.id));
    expect(placed).toEqual([
      { txId: lotto.txId, gameVendor: houseCatalogue.lotto.vendor, category: 'LOTT' },
      { txId: unknown.txId, gameVendor: houseCatalogue.slot.vendor, category: 'RNG' },
    ]);
  });

  it('HOUSE reaches the same wallet through houseWallet', async () => {
    const { base } = await player();
    const wallet = houseWallet(app());
    expect(await wallet.bet({ ...base, txId: id('b'), roundId: id('r'), amount: 1.5 })).toMatchObject({ status: 'OK', balance: 98.5 });
    expect(await wallet.balance(base)).toMatchObject({ status: 'OK', balance: 98.5 });
  });

  it('a transfer-mode vendor plays on the member wallet with that vendor', async () => {
    const who = await signedInMember(app());
    await fund(app(), who.member.id, 50_00n);
    await app().settings.set('walletMode', { isSingle: false, vendors: [liveVendor] }, { actor: 'test', reason: 'transfer mode test' });
    try {
      const moved = await app().inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: who.headers,
        payload: { vendor: liveVendor, direction: 'in', amount: 20, idempotencyKey: id('k') },
      });
      expect(moved.statusCode).toBe(200);
      const launched = await launchFor(app(), who.headers, gameOf(app().vendors.catalog, liveVendor));
      const base = { sessionToken: launched.token, member: who.member.username, gameCode: launched.gameCode };
      expect(await vendorCall(app(), liveVendor, 'bet', { ...base, txId: id('b'), roundId: id('r'), amount: 25 })).toMatchObject({
        status: 'INSUFFICIENT_FUNDS',
        balance: 20,
      });
      expect(await vendorCall(app(), liveVendor, 'bet', { ...base, txId: id('b'), roundId: id('r'), amount: 5 })).toMatchObject({ status: 'OK', balance: 15 });
    } finally {
      await app().settings.set('walletMode', { isSingle: true, vendors: [] }, { actor: 'test', reason: 'transfer mode test done' });
    }
  });

  it('a duplicate bet answers the first answer and moves nothing; the same txId with another amount is DUPLICATE', async () => {
    const { base } = await player();
    const bet = { ...base, txId: id('b'), roundId: id('r'), amount: 10 };
    const first = await call('bet', bet);
    expect(first).toMatchObject({ status: 'OK', balance: 90 });
    expect(await call('bet', bet)).toEqual(first);
    expect(await call('bet', { ...bet, amount: 20 })).toMatchObject({ status: 'DUPLICATE', balance: 90 });
    expect(await call('balance', base)).toMatchObject({ balance: 90 });
  });

  it('a duplicate win pays once', async () => {
    const { base } = await player();
    const roundId = id('r');
    await call('bet', { ...base, txId: id('b'), roundId, amount: 10 });
    const win = { ...base, txId: id('w'), roundId, amount: 30 };
    const first = await call('win', win);
    expect(first).toMatchObject({ status: 'OK', balance: 120 });
    expect(await call('win', win)).toEqual(first);
    expect(await call('win', { ...win, amount: 31 })).toMatchObject({ status: 'DUPLICATE', balance: 120 });
    expect(await call('balance', base)).toMatchObject({ balance: 120 });
  });

  it("a round's win is shared over its bets by stake, the rounding remainder on the last, and a later win adds to them", async () => {
    const { who, base } = await player();
    const roundId = id('r');
    for (const amount of [1, 2, 0.5]) expect(await call('bet', { ...base, txId: id('b'), roundId, amount })).toMatchObject({ status: 'OK' });
    expect(await call('win', { ...base, txId: id('w'), roundId, amount: 1 })).toMatchObject({ status: 'OK', balance: 97.5 });
    const settled = () =>
      app()
        .db.select({ payout: betRecord.payout, status: betRecord.status })
        .from(betRecord)
        .where(eq(betRecord.memberId, who.member.id))
        .orderBy(asc(betRecord.id));
    // 1.00 over stakes of 1.00, 2.00 and 0.50: 28 and 57 by stake, and the last takes 15 = 14 + the 1 left over.
    expect(await settled()).toEqual([
      { payout: 28n, status: 'won' },
      { payout: 57n, status: 'won' },
      { payout: 15n, status: 'won' },
    ]);
    expect(await call('win', { ...base, txId: id('w'), roundId, amount: 0.07 })).toMatchObject({ status: 'OK', balance: 97.57 });
    expect((await settled()).map((bet) => bet.payout)).toEqual([30n, 61n, 16n]);
  });

  it('a win of nothing settles the round as lost and answers the balance', async () => {
    const { who, base } = await player();
    const roundId = id('r');
    await call('bet', { ...base, txId: id('b'), roundId, amount: 4 });
    expect(await call('win', { ...base, txId: id('w'), roundId, amount: 0 })).toEqual({ status: 'OK', balance: 96, currency: 'PHP' });
    expect(await app().db.select({ status: betRecord.status }).from(betRecord).where(eq(betRecord.memberId, who.member.id))).toEqual([{ status: 'lost' }]);
  });

  it('a win for a round without a bet is NOT_FOUND and pays nothing', async () => {
    const { base } = await player();
    expect(await call('win', { ...base, txId: id('w'), roundId: id('r'), amount: 5 })).toMatchObject({ status: 'NOT_FOUND', balance: 100 });
  });

  it("a win naming another member's bet, or a voided bet, by its txId is NOT_FOUND and settles nothing", async () => {
    const owner = await player();
    const other = await player();
    const betTxId = id('b');
    await call('bet', { ...owner.base, txId: betTxId, roundId: id('r'), amount: 3 });
    expect(await call('win', { ...other.base, txId: id('w'), roundId: id('r'), betTxId, amount: 5 })).toMatchObject({ status: 'NOT_FOUND', balance: 100 });
    const status = async () => (await app().db.select({ status: betRecord.status }).from(betRecord).where(eq(betRecord.txId, betTxId)))[0]?.status;
    expect(await status()).toBe('open');
    await call('rollback', { ...owner.base, txId: id('x'), roundId: id('r'), betTxId });
    expect(await call('win', { ...owner.base, txId: id('w'), roundId: id('r'), betTxId, amount: 5 })).toMatchObject({ status: 'NOT_FOUND', balance: 100 });
    expect(await status()).toBe('void');
  });

  it('a rollback before its bet leaves a tombstone: nothing moves and the late bet is refused', async () => {
    const { base } = await player();
    const betTxId = id('b');
    const roundId = id('r');
    expect(await call('rollback', { ...base, txId: id('x'), betTxId, roundId })).toMatchObject({ status: 'OK', balance: 100 });
    expect(await call('bet', { ...base, txId: betTxId, roundId, amount: 10 })).toMatchObject({ status: 'BET_CANCELLED', balance: 100 });
    expect(await call('balance', base)).toMatchObject({ balance: 100 });
  });

  it('a rollback gives the stake back once, however often it is sent', async () => {
    const { base } = await player();
    const betTxId = id('b');
    const roundId = id('r');
    await call('bet', { ...base, txId: betTxId, roundId, amount: 10 });
    const rollback = { ...base, txId: id('x'), betTxId, roundId };
    const first = await call('rollback', rollback);
    expect(first).toMatchObject({ status: 'OK', balance: 100 });
    expect(await call('rollback', rollback)).toEqual(first);
    expect(await call('rollback', { ...rollback, txId: id('x') })).toMatchObject({ status: 'OK', balance: 100 });
    expect(await call('balance', base)).toMatchObject({ balance: 100 });
  });

  it('a rollback of a settled bet is refused', async () => {
    const { base } = await player();
    const betTxId = id('b');
    const roundId = id('r');
    await call('bet', { ...base, txId: betTxId, roundId, amount: 10 });
    await call('win', { ...base, txId: id('w'), roundId, amount: 0 });
    expect(await call('rollback', { ...base, txId: id('x'), betTxId, roundId })).toMatchObject({ status: 'BET_SETTLED', balance: 90 });
  });

  it('refuses a bad signature, a wrong member, an unknown vendor and a malformed body', async () => {
    const { base, who } = await player();
    const bet = { ...base, txId: id('b'), roundId: id('r'), amount: 10 };
    expect(await vendorCall(app(), houseWalletVendor, 'bet', bet, 'not-the-secret-at-all')).toMatchObject({ status: 'INVALID_SIGNATURE', balance: null });
    expect(await vendorCall(app(), liveVendor, 'bet', bet, liveVendorSecret)).toMatchObject({ status: 'SESSION_EXPIRED' });
    expect(await vendorCall(app(), 'NOSUCH', 'bet', bet, liveVendorSecret)).toMatchObject({ status: 'VENDOR_DISABLED' });
    expect(await call('bet', { ...bet, member: `${who.member.username}x` })).toMatchObject({ status: 'SESSION_EXPIRED', balance: null });
    expect(await call('bet', { ...bet, amount: 1.234 })).toMatchObject({ status: 'INVALID_REQUEST' });
    const unsigned = await app().inject({
      method: 'POST',
      url: `/vendor/${houseWalletVendor}/bet`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(bet),
    });
    expect(unsigned.json()).toMatchObject({ status: 'INVALID_SIGNATURE' });
    expect(await call('balance', base)).toMatchObject({ balance: 100 });
  });

  it('after the session expired bets are refused, wins and rollbacks still land', async () => {
    const { base, who } = await player();
    const open = { roundId: id('r'), betTxId: id('b') };
    const settled = { roundId: id('r'), betTxId: id('b') };
    await call('bet', { ...base, txId: open.betTxId, roundId: open.roundId, amount: 10 });
    await call('bet', { ...base, txId: settled.betTxId, roundId: settled.roundId, amount: 10 });
    await app()
      .db.update(gameSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameSession.memberId, who.member.id));
    expect(await call('bet', { ...base, txId: id('b'), roundId: id('r'), amount: 5 })).toMatchObject({ status: 'SESSION_EXPIRED', balance: 80 });
    expect(await call('win', { ...base, txId: id('w'), roundId: settled.roundId, amount: 15 })).toMatchObject({ status: 'OK', balance: 95 });
    expect(await call('rollback', { ...base, txId: id('x'), betTxId: open.betTxId, roundId: open.roundId })).toMatchObject({ status: 'OK', balance: 105 });
  });

  it('not enough money answers INSUFFICIENT_FUNDS with the real balance and records nothing', async () => {
    const { base } = await player(5_00n);
    const bet = { ...base, txId: id('b'), roundId: id('r'), amount: 10 };
    expect(await call('bet', bet)).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 5 });
    expect(await call('bet', { ...bet, amount: 5 })).toMatchObject({ status: 'OK', balance: 0 });
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });
});
