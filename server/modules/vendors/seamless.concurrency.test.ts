import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseCatalogue, houseWalletVendor } from '../../../src/contract/house.ts';
import { betRecord } from '../../db/schema.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { launchFor } from '../games/test-support.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { fund, signedInMember } from '../wallet/test-support.ts';
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
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0 });
  });
});
