import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAmount } from '../../../src/contract/money.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { hashPassword } from '../auth/password.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { findMemberById } from '../members/repository.ts';
import { adjustBalance } from './adjust.ts';
import { readBalance, walletSettings } from './accounts.ts';
import { walletTransfer } from './transfer.ts';
import { transferToUpline } from './upline.ts';
import { newKey, signedInMember } from './test-support.ts';

type Operation = { op: 'adjust'; amount: bigint } | { op: 'in' | 'out'; amount: bigint | undefined } | { op: 'upline'; amount: bigint };

const cents = fc.bigInt({ min: 1n, max: 50_00n });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    op: fc.constant('adjust' as const),
    amount: fc.oneof(
      cents,
      cents.map((value) => -value),
    ),
  }),
  fc.record({ op: fc.constantFrom('in' as const, 'out' as const), amount: fc.option(cents, { nil: undefined }) }),
  fc.record({ op: fc.constant('upline' as const), amount: cents }),
);

describe('wallet moves keep the books', () => {
  let harness: TestApp;
  const app = () => harness.app;
  const paymentPassword = '864200';

  beforeAll(async () => {
    harness = await createTestApp();
    await app().settings.set('walletMode', { isSingle: false, vendors: ['AG'] }, { actor: 'test', reason: 'transfer mode for the property test' });
  });
  afterAll(() => harness?.close());

  it('any sequence of credits, debits, wallet transfers and transfers to upline matches a simple model, never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        const agent = await signedInMember(app(), { type: 1 });
        const { member: created } = await signedInMember(app(), { uplineId: agent.member.id, paymentPasswordHash: await hashPassword(paymentPassword) });
        const who = (await findMemberById(app().db, created.id))!;
        const model = { main: 0n, vendor: 0n, agent: 0n };
        for (const step of operations) {
          const source = step.op === 'out' ? model.vendor : model.main;
          const amount = step.op === 'adjust' ? step.amount : (step.amount ?? source);
          const allowed = step.op === 'adjust' ? model.main + amount >= 0n : amount <= source;
          const attempt =
            step.op === 'adjust'
              ? adjustBalance(app(), { memberId: who.id, amount, reason: 'property', actor: 'test', idempotencyKey: newKey() })
              : step.op === 'upline'
                ? transferToUpline(app(), who, { amount: toAmount(amount), paymentPassword, idempotencyKey: newKey() }, 'en')
                : walletTransfer(
                    app(),
                    who.id,
                    { vendor: 'AG', direction: step.op, amount: step.amount === undefined ? undefined : toAmount(step.amount), idempotencyKey: newKey() },
                    'en',
                  );
          if (allowed) {
            await attempt;
            if (step.op === 'adjust') model.main += amount;
            if (step.op === 'in') [model.main, model.vendor] = [model.main - amount, model.vendor + amount];
            if (step.op === 'out') [model.main, model.vendor] = [model.main + amount, model.vendor - amount];
            if (step.op === 'upline') [model.main, model.agent] = [model.main - amount, model.agent + amount];
          } else {
            await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
          }
        }
        const settings = await walletSettings(app());
        const balance = await readBalance(app().db, who.id, settings);
        expect(balance.main).toBe(toAmount(model.main));
        expect(balance.vendors).toEqual([{ vendor: 'AG', balance: toAmount(model.vendor) }]);
        expect((await readBalance(app().db, agent.member.id, settings)).main).toBe(toAmount(model.agent));
        expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});
