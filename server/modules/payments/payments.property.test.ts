import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAmount } from '../../../src/contract/money.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createMember } from '../../test/accounts.ts';
import { hashPassword } from '../auth/password.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import type { Member } from '../members/repository.ts';
import { enabledChannels } from './channels.ts';
import { decideDeposit, fileDeposit } from './deposits.ts';
import { addPayoutAccount } from './payout-accounts.ts';
import { balances, paymentPassword, pngBytes } from './test-support.ts';
import { decideWithdrawal, reportNotReceived } from './withdrawal-life.ts';
import { requestWithdrawal } from './withdrawals.ts';
import { withoutDepositBonuses } from '../promotions/test-support.ts';

let test: TestApp;
let channelId: number;
let passwordHash: string;

beforeAll(async () => {
  test = await createTestApp();
  await withoutDepositBonuses(test.app);
  await test.app.settings.set('withdrawalLimits', { min: 1, max: 50000, dailyCount: 1000 }, { actor: 'test', reason: 'property test' });
  channelId = ((await enabledChannels(test.app.db, { online: false }))[0] as { id: number }).id;
  passwordHash = await hashPassword(paymentPassword);
});
afterAll(() => test?.close());

/** Whole pesos and centavos in the channel's 100-50,000 range, as minor units. */
const minor = fc.bigInt({ min: 100_00n, max: 5_000_00n });
const step = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: minor, approve: fc.boolean() }),
  fc.record({ kind: fc.constant('withdraw' as const), amount: minor }),
  fc.record({ kind: fc.constantFrom('reject' as const, 'payReceived' as const, 'payDisputeRefund' as const), pick: fc.nat() }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const decision = { reason: 'property test', actor: 'prop' };

async function run(steps: Step[]) {
  const created = await createMember(test.app, { payeeName: 'Maria Santos', paymentPasswordHash: passwordHash });
  const who: Member = created;
  const [account] = await addPayoutAccount(
    test.app.db,
    who.id,
    { kind: 'bank', provider: 'BPI', accountName: 'Maria Santos', accountNumber: '11112222' },
    translator('en'),
  );
  const model = { main: 0n, pending: 0n };
  const open: { id: number; amount: bigint }[] = [];
  for (const item of steps) {
    if (item.kind === 'deposit') {
      const filed = await fileDeposit(
        test.app,
        who.id,
        { channelId, amount: toAmount(item.amount), reference: 'P', idempotencyKey: randomUUID() },
        undefined,
        'en',
      );
      await decideDeposit(test.app, filed.id, item.approve ? 'approve' : 'reject', decision);
      if (item.approve) model.main += item.amount;
    } else if (item.kind === 'withdraw') {
      const payload = { accountId: (account as { id: number }).id, amount: toAmount(item.amount), paymentPassword, idempotencyKey: randomUUID() };
      const attempt = requestWithdrawal(test.app, who, payload, 'en');
      if (item.amount > model.main) {
        await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      } else {
        open.push({ id: (await attempt).id, amount: item.amount });
        model.main -= item.amount;
        model.pending += item.amount;
      }
    } else if (open.length > 0) {
      const [chosen] = open.splice(item.pick % open.length, 1) as [{ id: number; amount: bigint }];
      model.pending -= chosen.amount;
      if (item.kind === 'reject') {
        await decideWithdrawal(test.app, chosen.id, 'reject', decision);
        model.main += chosen.amount;
        continue;
      }
      await decideWithdrawal(test.app, chosen.id, 'approve', decision);
      await decideWithdrawal(test.app, chosen.id, 'pay', decision);
      if (item.kind === 'payDisputeRefund') {
        await reportNotReceived(test.app, who.id, chosen.id, [{ content: pngBytes, type: 'image/png' }], undefined);
        await decideWithdrawal(test.app, chosen.id, 'refund', decision);
        model.main += chosen.amount;
      }
    }
    expect(await balances(test.app, who.id)).toEqual(model);
  }
  expect(await ledgerInvariants(test.app.db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
}

describe('payments under random sequences', () => {
  it('deposits, approvals, withdrawals, rejections and refunds keep the books balanced and members never below zero', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), run), { numRuns: 25 });
  }, 240_000);
});
