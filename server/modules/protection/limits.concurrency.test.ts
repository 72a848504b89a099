import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseCatalogue, houseWalletVendor } from '../../../src/contract/house.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { vendorCall, vendorEnv } from '../vendors/test-support.ts';
import { seatAt } from '../../vendors/house/test-support.ts';
import { changeLimit } from './limits.ts';

/** PGlite runs one transaction at a time: a limit holding under parallel bets is proven on PostgreSQL. */
describe.skipIf(testDatabaseKind !== 'postgres')('limits under parallel bets on PostgreSQL', () => {
  let harness: TestApp;
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp({ env: { ...vendorEnv, HOUSE_CLOCK_MS: '0' } });
  });
  afterAll(() => harness?.close());

  it('40 parallel bets of 1.00 against a wager limit of 10.00: exactly 10 are taken', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 100_00n });
    await changeLimit(app().db, seat.memberId, { kind: 'wager', period: 'day', amount: 10 });
    const base = { sessionToken: seat.player.token, member: seat.player.session.username, gameCode: houseCatalogue.slot.code };
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        vendorCall(app(), houseWalletVendor, 'bet', { ...base, txId: `b-${randomUUID()}`, roundId: `r-${randomUUID()}`, amount: 1 }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 'OK')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'NOT_ALLOWED')).toHaveLength(30);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('parallel bets against a loss limit never let the open losses pass it', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 100_00n });
    await changeLimit(app().db, seat.memberId, { kind: 'loss', period: 'week', amount: 7.5 });
    const base = { sessionToken: seat.player.token, member: seat.player.session.username, gameCode: houseCatalogue.slot.code };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        vendorCall(app(), houseWalletVendor, 'bet', { ...base, txId: `b-${randomUUID()}`, roundId: `r-${randomUUID()}`, amount: 2.5 }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'OK')).toHaveLength(3);
  });
});
