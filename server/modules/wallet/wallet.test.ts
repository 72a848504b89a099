import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialType } from '../../../src/contract/auth.ts';
import { failureSchema, successSchema } from '../../../src/contract/envelope.ts';
import { balanceSchema, merchantWalletSchema, type Balance } from '../../../src/contract/wallet.ts';
import { operatorAction } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { changeLimit } from '../protection/limits.ts';
import { adjustBalance } from './adjust.ts';
import { fund, newKey, signedInMember, type SignedIn } from './test-support.ts';

describe('wallet balance, merchant mode, wallet transfers and adjustments', () => {
  let harness: TestApp;
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness?.close());

  async function balance(who: SignedIn): Promise<Balance> {
    const response = await app().inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: who.headers });
    expect(response.statusCode).toBe(200);
    return successSchema(balanceSchema).parse(response.json()).value;
  }

  const transfer = (who: SignedIn, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: who.headers, payload });

  async function setTransferMode(vendors: string[]) {
    await app().settings.set('walletMode', { isSingle: vendors.length === 0, vendors }, { actor: 'test', reason: 'wallet mode for tests' });
  }

  it('answers 0 in the operator currency for a member with no account yet', async () => {
    const who = await signedInMember(app());
    expect(await balance(who)).toEqual({ sumBalance: 0, currency: 'PHP', symbol: '₱', main: 0, vendors: [] });
  });

  it('refuses a request without a session', async () => {
    const response = await app().inject({ method: 'GET', url: '/wps/v2/wallets/balance' });
    expect(response.statusCode).toBe(401);
    expect(failureSchema.parse(response.json()).code).toBe('NOT_LOGGED_IN');
  });

  it('shows a trial account its balance but lets it move nothing', async () => {
    const trial = await signedInMember(app(), { type: trialType });
    expect((await balance(trial)).sumBalance).toBe(0);
    await setTransferMode(['AG']);
    const response = await transfer(trial, { vendor: 'AG', direction: 'in', amount: 1, idempotencyKey: newKey() });
    expect(response.statusCode).toBe(403);
    expect(failureSchema.parse(response.json()).code).toBe('TRIAL_ACCOUNT');
    await setTransferMode([]);
  });

  it('tells seamless from transfer mode', async () => {
    const who = await signedInMember(app());
    const read = async () =>
      successSchema(merchantWalletSchema).parse((await app().inject({ method: 'GET', url: '/wps/wallet/merchant', headers: who.headers })).json()).value;
    expect(await read()).toEqual({ isSingle: true, vendors: [] });
    await setTransferMode(['AG', 'SV3']);
    expect(await read()).toEqual({ isSingle: false, vendors: ['AG', 'SV3'] });
    await setTransferMode([]);
  });

  it('refuses wallet transfers in seamless mode', async () => {
    const who = await signedInMember(app());
    await fund(app(), who.member.id, 100_00n);
    const response = await transfer(who, { vendor: 'AG', direction: 'in', amount: 10, idempotencyKey: newKey() });
    expect(response.statusCode).toBe(403);
    expect(failureSchema.parse(response.json()).code).toBe('FEATURE_DISABLED');
  });

  describe('in transfer mode', () => {
    beforeAll(() => setTransferMode(['AG', 'SV3']));
    afterAll(() => setTransferMode([]));

    it('moves money in and out of a vendor wallet, everything when no amount is given', async () => {
      const who = await signedInMember(app());
      await fund(app(), who.member.id, 100_00n);
      const moved = await transfer(who, { vendor: 'AG', direction: 'in', amount: 30.25, idempotencyKey: newKey() });
      expect(moved.statusCode).toBe(200);
      expect(successSchema(balanceSchema).parse(moved.json()).value).toEqual({
        sumBalance: 100,
        currency: 'PHP',
        symbol: '₱',
        main: 69.75,
        vendors: [
          { vendor: 'AG', balance: 30.25 },
          { vendor: 'SV3', balance: 0 },
        ],
      });
      const back = await transfer(who, { vendor: 'AG', direction: 'out', idempotencyKey: newKey() });
      expect(successSchema(balanceSchema).parse(back.json()).value.main).toBe(100);
      expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
    });

    it('sweeps every vendor wallet back with ALL, once per key', async () => {
      const who = await signedInMember(app());
      await fund(app(), who.member.id, 50_00n);
      await transfer(who, { vendor: 'AG', direction: 'in', amount: 10, idempotencyKey: newKey() });
      await transfer(who, { vendor: 'SV3', direction: 'in', amount: 15, idempotencyKey: newKey() });
      const key = newKey();
      const swept = await transfer(who, { vendor: 'ALL', direction: 'out', idempotencyKey: key });
      expect(swept.statusCode).toBe(200);
      expect(successSchema(balanceSchema).parse(swept.json()).value.main).toBe(50);
      await transfer(who, { vendor: 'AG', direction: 'in', amount: 5, idempotencyKey: newKey() });
      const retried = await transfer(who, { vendor: 'ALL', direction: 'out', idempotencyKey: key });
      expect(retried.statusCode).toBe(200);
      expect((await balance(who)).vendors).toContainEqual({ vendor: 'AG', balance: 5 });
    });

    it('moves a retried transfer once and refuses the same key with another amount', async () => {
      const who = await signedInMember(app());
      await fund(app(), who.member.id, 20_00n);
      const key = newKey();
      expect((await transfer(who, { vendor: 'AG', direction: 'in', amount: 5, idempotencyKey: key })).statusCode).toBe(200);
      expect((await transfer(who, { vendor: 'AG', direction: 'in', amount: 5, idempotencyKey: key })).statusCode).toBe(200);
      expect((await balance(who)).main).toBe(15);
      const reused = await transfer(who, { vendor: 'AG', direction: 'in', amount: 6, idempotencyKey: key });
      expect(reused.statusCode).toBe(409);
      expect(failureSchema.parse(reused.json()).code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect((await balance(who)).main).toBe(15);
    });

    it('holds money going in to the member wager and loss limits, and always lets it come back out', async () => {
      const who = await signedInMember(app());
      await fund(app(), who.member.id, 100_00n);
      expect(await changeLimit(app().db, who.member.id, { kind: 'wager', period: 'day', amount: 20 })).toBe('applied');
      const over = await transfer(who, { vendor: 'AG', direction: 'in', amount: 25, idempotencyKey: newKey() });
      expect(over.statusCode).toBe(422);
      expect(failureSchema.parse(over.json()).code).toBe('LIMIT_REACHED');
      expect(await balance(who)).toMatchObject({ sumBalance: 100, main: 100 });
      const key = newKey();
      expect((await transfer(who, { vendor: 'AG', direction: 'in', amount: 15, idempotencyKey: key })).statusCode).toBe(200);
      expect(await changeLimit(app().db, who.member.id, { kind: 'loss', period: 'day', amount: 10 })).toBe('applied');
      // A retry of a move already made answers as it did; a new one over the loss limit is refused.
      expect((await transfer(who, { vendor: 'AG', direction: 'in', amount: 15, idempotencyKey: key })).statusCode).toBe(200);
      expect(failureSchema.parse((await transfer(who, { vendor: 'SV3', direction: 'in', amount: 12, idempotencyKey: newKey() })).json()).code).toBe(
        'LIMIT_REACHED',
      );
      const back = await transfer(who, { vendor: 'AG', direction: 'out', idempotencyKey: newKey() });
      expect(back.statusCode).toBe(200);
      expect(await balance(who)).toMatchObject({ sumBalance: 100, main: 100 });
    });

    it.each([
      ['a negative amount', { vendor: 'AG', direction: 'in', amount: -5 }, 400, 'VALIDATION_FAILED'],
      ['a zero amount', { vendor: 'AG', direction: 'in', amount: 0 }, 400, 'VALIDATION_FAILED'],
      ['three decimals', { vendor: 'AG', direction: 'in', amount: 1.005 }, 400, 'VALIDATION_FAILED'],
      ['an amount as text', { vendor: 'AG', direction: 'in', amount: '5' }, 400, 'VALIDATION_FAILED'],
      ['ALL moving in', { vendor: 'ALL', direction: 'in' }, 400, 'VALIDATION_FAILED'],
      ['a vendor not in transfer mode', { vendor: 'PG', direction: 'in', amount: 1 }, 422, 'RULE_BROKEN'],
      ['more than the balance', { vendor: 'AG', direction: 'in', amount: 10.01 }, 422, 'INSUFFICIENT_FUNDS'],
      ['more than the vendor wallet holds', { vendor: 'SV3', direction: 'out', amount: 0.01 }, 422, 'INSUFFICIENT_FUNDS'],
    ])('refuses %s and moves nothing', async (_name, payload, status, code) => {
      const who = await signedInMember(app());
      await fund(app(), who.member.id, 10_00n);
      const response = await transfer(who, { ...payload, idempotencyKey: newKey() });
      expect(response.statusCode).toBe(status);
      expect(failureSchema.parse(response.json()).code).toBe(code);
      expect(await balance(who)).toMatchObject({ sumBalance: 10, main: 10 });
      expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
    });
  });

  describe('operator adjustment', () => {
    it('credits and debits with a reason, recorded with who and why', async () => {
      const who = await signedInMember(app());
      const credit = await adjustBalance(app(), {
        memberId: who.member.id,
        amount: 25_50n,
        reason: 'goodwill credit',
        actor: 'ops-anna',
        idempotencyKey: newKey(),
      });
      expect(credit.balance).toBe(25_50n);
      const debit = await adjustBalance(app(), {
        memberId: who.member.id,
        amount: -5_50n,
        reason: 'duplicate credit',
        actor: 'ops-anna',
        idempotencyKey: newKey(),
      });
      expect(debit.balance).toBe(20_00n);
      const actions = await app()
        .db.select()
        .from(operatorAction)
        .where(eq(operatorAction.target, `member:${who.member.id}`));
      expect(actions.map((action) => [action.actor, action.action, action.reason])).toEqual([
        ['ops-anna', 'balance.adjust', 'goodwill credit'],
        ['ops-anna', 'balance.adjust', 'duplicate credit'],
      ]);
    });

    it('records a replayed adjustment once', async () => {
      const who = await signedInMember(app());
      const key = newKey();
      const request = { memberId: who.member.id, amount: 3_00n, reason: 'retry check', actor: 'ops', idempotencyKey: key };
      await adjustBalance(app(), request);
      const again = await adjustBalance(app(), request);
      expect(again).toMatchObject({ replayed: true, balance: 3_00n });
      const actions = await app()
        .db.select()
        .from(operatorAction)
        .where(eq(operatorAction.target, `member:${who.member.id}`));
      expect(actions).toHaveLength(1);
    });

    it.each([
      ['no reason', { reason: '  ' }, 'VALIDATION_FAILED'],
      ['a zero amount', { amount: 0n }, 'VALIDATION_FAILED'],
      ['a debit below zero', { amount: -1n }, 'INSUFFICIENT_FUNDS'],
      ['an unknown member', { memberId: 99_999_999 }, 'NOT_FOUND'],
    ])('refuses %s and moves nothing', async (_name, change, code) => {
      const who = await signedInMember(app());
      const request = { memberId: who.member.id, amount: 1_00n, reason: 'a reason', actor: 'ops', idempotencyKey: newKey(), ...change };
      await expect(adjustBalance(app(), request)).rejects.toMatchObject({ code });
      expect((await balance(who)).main).toBe(0);
      expect(
        await app()
          .db.select()
          .from(operatorAction)
          .where(eq(operatorAction.target, `member:${who.member.id}`)),
      ).toHaveLength(0);
    });
  });
});
