import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseCatalogue, houseWalletVendor } from '../../../src/contract/house.ts';
import { betRecord, ledgerAccount } from '../../db/schema.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { launchFor } from '../games/test-support.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { fund, signedInMember } from '../wallet/test-support.ts';
import { houseCodes } from './accounts.ts';
import { gameOf, gamesCatalog, vendorCall, vendorEnv } from './test-support.ts';

/** PGlite runs one transaction at a time: locking is only proven on a real PostgreSQL. */
describe.skipIf(testDatabaseKind !== 'postgres')('concurrent seamless bets on PostgreSQL', () => {
  let harness: TestApp;
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp({ env: vendorEnv, catalog: await gamesCatalog() });
  });
  afterAll(() => harness?.close());

  it('150 concurrent bets of one member, some repeated, never overdraw nor book a txId twice', async () => {
    const who = await signedInMember(app());
    await fund(app(), who.member.id, 60_00n);
    const launched = await launchFor(app(), who.headers, gameOf(app().vendors.catalog, houseCatalogue.slot.vendor));
    const base = { sessionToken: launched.token, member: who.member.username, gameCode: houseCatalogue.slot.code, roundId: 'race', amount: 1 };
    // 120 distinct bets of 1.00 against 60.00, and 30 repeats of the first 30 txIds.
    const txIds = [...Array.from({ length: 120 }, (_, index) => `race-${index}`), ...Array.from({ length: 30 }, (_, index) => `race-${index}`)];
    const answers = await Promise.all(txIds.map((txId) => vendorCall(app(), houseWalletVendor, 'bet', { ...base, txId })));
    const accepted = new Set(txIds.filter((_, index) => answers[index]?.status === 'OK'));
    expect(accepted.size).toBe(60);
    expect(answers.filter((answer) => answer.status === 'INSUFFICIENT_FUNDS').length).toBeGreaterThanOrEqual(60);
    expect(answers.every((answer) => answer.balance !== null && answer.balance >= 0)).toBe(true);
    expect(await vendorCall(app(), houseWalletVendor, 'balance', base)).toMatchObject({ balance: 0 });
    const [bets] = await app().db.select({ total: count() }).from(betRecord).where(eq(betRecord.memberId, who.member.id));
    expect(bets?.total).toBe(60);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('parallel bets and wins of 24 members spread over the house buckets and keep every invariant', async () => {
    const players = await Promise.all(Array.from({ length: 24 }, () => signedInMember(app())));
    const slot = gameOf(app().vendors.catalog, houseCatalogue.slot.vendor);
    const sessions = [];
    for (const player of players) {
      await fund(app(), player.member.id, 20_00n);
      sessions.push({ player, token: (await launchFor(app(), player.headers, slot)).token });
    }
    // Each member: 8 bets of 1.00, each won back with 0.50, all members at once.
    await Promise.all(
      sessions.flatMap(({ player, token }) =>
        Array.from({ length: 8 }, async (_, index) => {
          const base = {
            sessionToken: token,
            member: player.member.username,
            gameCode: houseCatalogue.slot.code,
            roundId: `many-${player.member.id}-${index}`,
          };
          const placed = await vendorCall(app(), houseWalletVendor, 'bet', { ...base, txId: `many-b-${player.member.id}-${index}`, amount: 1 });
          expect(placed.status).toBe('OK');
          const won = await vendorCall(app(), houseWalletVendor, 'win', {
            ...base,
            txId: `many-w-${player.member.id}-${index}`,
            betTxId: `many-b-${player.member.id}-${index}`,
            amount: 0.5,
          });
          expect(won.status).toBe('OK');
        }),
      ),
    );
    for (const { player, token } of sessions) {
      expect(await vendorCall(app(), houseWalletVendor, 'balance', { sessionToken: token, member: player.member.username })).toMatchObject({ balance: 16 });
    }
    const buckets = await app()
      .db.select({ code: ledgerAccount.code, balance: ledgerAccount.balance })
      .from(ledgerAccount)
      .where(and(isNull(ledgerAccount.memberId), inArray(ledgerAccount.code, houseCodes(houseWalletVendor))));
    expect(buckets.length).toBeGreaterThan(1);
    const house = buckets.reduce((sum, bucket) => sum + bucket.balance, 0n);
    // The house kept 0.50 of each of the 24 x 8 bets, on top of what the first test left with it (60.00).
    expect(house).toBe(24n * 8n * 50n + 60_00n);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });
});
