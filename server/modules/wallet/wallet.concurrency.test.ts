import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '../../../src/contract/envelope.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { encryptedBody } from '../../test/encrypt.ts';
import { hashPassword } from '../auth/password.ts';
import { balanceOf } from '../ledger/accounts.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { mainCode, memberAccount, vendorCode } from './accounts.ts';
import { fund, newKey, signedInMember } from './test-support.ts';

/** PGlite runs one transaction at a time: locking is only proven on a real PostgreSQL. */
describe.skipIf(testDatabaseKind !== 'postgres')('concurrent wallet moves on PostgreSQL', () => {
  let harness: TestApp;
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp();
    await app().settings.set('walletMode', { isSingle: false, vendors: ['AG'] }, { actor: 'test', reason: 'transfer mode for the race' });
  });
  afterAll(() => harness?.close());

  it('200 concurrent transfers to upline and to a vendor wallet never overdraw nor lose or duplicate a cent', async () => {
    const paymentPassword = '975310';
    const agent = await signedInMember(app(), { type: 1 });
    const who = await signedInMember(app(), { uplineId: agent.member.id, paymentPasswordHash: await hashPassword(paymentPassword) });
    await fund(app(), who.member.id, 50_00n);
    const keys = Array.from({ length: 200 }, () => newKey());
    const responses = await Promise.all(
      keys.map(async (idempotencyKey, index) =>
        index % 2 === 0
          ? app().inject({
              method: 'POST',
              url: '/wps/member/transfer/upline',
              headers: who.headers,
              payload: await encryptedBody(app(), { amount: 1, paymentPassword, idempotencyKey }),
            })
          : app().inject({
              method: 'POST',
              url: '/wps/relay/GCS_walletTransfer',
              headers: who.headers,
              payload: { vendor: 'AG', direction: 'in', amount: 1, idempotencyKey },
            }),
      ),
    );
    const codes = responses.map((response) => (response.statusCode === 200 ? 'OK' : failureSchema.parse(response.json()).code));
    expect(codes.filter((code) => code === 'OK')).toHaveLength(50);
    expect(codes.filter((code) => code === 'INSUFFICIENT_FUNDS')).toHaveLength(150);

    const main = await balanceOf(app().db, await memberAccount(app().db, who.member.id, mainCode, 'PHP'));
    const vendor = await balanceOf(app().db, await memberAccount(app().db, who.member.id, vendorCode('AG'), 'PHP'));
    const upline = await balanceOf(app().db, await memberAccount(app().db, agent.member.id, mainCode, 'PHP'));
    expect(main).toBe(0n);
    expect(vendor + upline).toBe(50_00n);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('a request retried at once with the same key moves money once', async () => {
    const who = await signedInMember(app());
    await fund(app(), who.member.id, 10_00n);
    const idempotencyKey = newKey();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        app().inject({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: who.headers,
          payload: { vendor: 'AG', direction: 'in', amount: 3, idempotencyKey },
        }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await balanceOf(app().db, await memberAccount(app().db, who.member.id, vendorCode('AG'), 'PHP'))).toBe(3_00n);
  });
});
