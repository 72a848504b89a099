import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema, successSchema } from '../../../src/contract/envelope.ts';
import { uplineInfoSchema, uplineTransferValueSchema } from '../../../src/contract/wallet.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { encryptedBody } from '../../test/encrypt.ts';
import { hashPassword } from '../auth/password.ts';
import { balanceOf } from '../ledger/accounts.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { findMemberByUsername } from '../members/repository.ts';
import { mainCode, memberAccount } from './accounts.ts';
import { fund, newKey, signedInMember, type SignedIn } from './test-support.ts';
import { translator } from '../../../src/i18n/translate.ts';

const t = translator('en');

describe('transfer to upline', () => {
  let harness: TestApp;
  const app = () => harness.app;
  const paymentPassword = '246810';

  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness?.close());

  const mainOf = async (memberId: number) => balanceOf(app().db, await memberAccount(app().db, memberId, mainCode, 'PHP'));

  /** A member under a fresh agent, with a payment password and 100.00 in the main wallet. */
  async function memberUnderAgent(): Promise<{ who: SignedIn; agentId: number; agentName: string }> {
    const agent = await signedInMember(app(), { type: 1 });
    const who = await signedInMember(app(), { uplineId: agent.member.id, paymentPasswordHash: await hashPassword(paymentPassword) });
    await fund(app(), who.member.id, 100_00n);
    return { who, agentId: agent.member.id, agentName: agent.member.username };
  }

  const send = async (who: SignedIn, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: '/wps/member/transfer/upline', headers: who.headers, payload: await encryptedBody(app(), payload) });

  it('seeds the demo member under agent1', async () => {
    const demo = await findMemberByUsername(app().db, 'demo');
    const agent1 = await findMemberByUsername(app().db, 'agent1');
    expect(demo?.uplineId).toBe(agent1?.id);
  });

  it('names the upline', async () => {
    const { who, agentName } = await memberUnderAgent();
    const response = await app().inject({ method: 'GET', url: '/wps/member/upline', headers: who.headers });
    expect(successSchema(uplineInfoSchema).parse(response.json()).value).toEqual({ upline: agentName });
  });

  it('moves money to the upline agent once per key; the same key with another amount is 409', async () => {
    const { who, agentId, agentName } = await memberUnderAgent();
    const idempotencyKey = newKey();
    const first = await send(who, { amount: 40.5, paymentPassword, idempotencyKey });
    expect(first.statusCode).toBe(200);
    const value = successSchema(uplineTransferValueSchema).parse(first.json()).value;
    expect(value).toMatchObject({ amount: 40.5, upline: agentName, balance: { main: 59.5, sumBalance: 59.5 } });
    expect((await send(who, { amount: 40.5, paymentPassword, idempotencyKey })).statusCode).toBe(200);
    expect(await mainOf(who.member.id)).toBe(59_50n);
    expect(await mainOf(agentId)).toBe(40_50n);
    const reused = await send(who, { amount: 41, paymentPassword, idempotencyKey });
    expect(reused.statusCode).toBe(409);
    expect(failureSchema.parse(reused.json()).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await mainOf(who.member.id)).toBe(59_50n);
  });

  it.each([
    ['a wrong payment password', { paymentPassword: '999999' }, 422, 'INVALID_CREDENTIALS', ['paymentPassword', t('payments.paymentPasswordIncorrect')]],
    ['more than the balance', { amount: 100.01 }, 422, 'INSUFFICIENT_FUNDS', undefined],
    ['a negative amount', { amount: -1 }, 400, 'VALIDATION_FAILED', ['amount', t('validation.tooSmall', { min: 0 })]],
    ['a zero amount', { amount: 0 }, 400, 'VALIDATION_FAILED', ['amount', t('validation.tooSmall', { min: 0 })]],
    ['three decimals', { amount: 1.234 }, 400, 'VALIDATION_FAILED', ['amount', t('validation.invalid')]],
    ['no idempotency key', { idempotencyKey: undefined }, 400, 'VALIDATION_FAILED', ['idempotencyKey', t('validation.required')]],
  ])('refuses %s and moves nothing', async (_name, change, status, code, field) => {
    const { who, agentId } = await memberUnderAgent();
    const response = await send(who, { amount: 10, paymentPassword, idempotencyKey: newKey(), ...change });
    expect(response.statusCode).toBe(status);
    const failure = failureSchema.parse(response.json());
    expect(failure.code).toBe(code);
    if (field) expect(failure.fields?.[field[0]]).toBe(field[1]);
    expect(await mainOf(who.member.id)).toBe(100_00n);
    expect(await mainOf(agentId)).toBe(0n);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('refuses a member without an upline, naming why', async () => {
    const who = await signedInMember(app(), { paymentPasswordHash: await hashPassword(paymentPassword) });
    await fund(app(), who.member.id, 10_00n);
    const response = await send(who, { amount: 1, paymentPassword, idempotencyKey: newKey() });
    expect(response.statusCode).toBe(422);
    const failure = failureSchema.parse(response.json());
    expect(failure.code).toBe('RULE_BROKEN');
    expect(failure.fields?.upline).toMatch(/upline/i);
  });

  it('asks a member without a payment password to set one', async () => {
    const agent = await signedInMember(app(), { type: 1 });
    const who = await signedInMember(app(), { uplineId: agent.member.id });
    await fund(app(), who.member.id, 10_00n);
    const response = await send(who, { amount: 1, paymentPassword: '123456', idempotencyKey: newKey() });
    expect(response.statusCode).toBe(422);
    expect(failureSchema.parse(response.json()).fields?.paymentPassword).toBe(t('payments.paymentPasswordMissing'));
  });

  it('locks the payment password for the hour after 5 wrong ones', async () => {
    const { who } = await memberUnderAgent();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await send(who, { amount: 1, paymentPassword: '000000', idempotencyKey: newKey() })).statusCode).toBe(422);
    }
    const locked = await send(who, { amount: 1, paymentPassword, idempotencyKey: newKey() });
    expect(locked.statusCode).toBe(429);
    expect(failureSchema.parse(locked.json()).code).toBe('TOO_MANY_REQUESTS');
    expect(await mainOf(who.member.id)).toBe(100_00n);
  });

  it('refuses the payload in the clear, a trial account and a missing session', async () => {
    const { who } = await memberUnderAgent();
    const clear = await app().inject({
      method: 'POST',
      url: '/wps/member/transfer/upline',
      headers: who.headers,
      payload: { amount: 1, paymentPassword, idempotencyKey: newKey() },
    });
    expect(failureSchema.parse(clear.json()).code).toBe('PLAINTEXT_REFUSED');
    const trial = await signedInMember(app(), { type: 4 });
    expect(failureSchema.parse((await send(trial, { amount: 1, paymentPassword, idempotencyKey: newKey() })).json()).code).toBe('TRIAL_ACCOUNT');
    const anonymous = await app().inject({
      method: 'POST',
      url: '/wps/member/transfer/upline',
      payload: await encryptedBody(app(), { amount: 1, paymentPassword, idempotencyKey: newKey() }),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await mainOf(who.member.id)).toBe(100_00n);
  });
});
