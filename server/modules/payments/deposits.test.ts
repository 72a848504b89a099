import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxImageBytes } from '../../../src/contract/payments.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { createMember, loginAs, bearer } from '../../test/accounts.ts';
import { balances, jpegBytes, ops, opsToken, player, pngBytes, postForm, textBytes, type Player } from './test-support.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { withoutDepositBonuses } from '../promotions/test-support.ts';

const t = translator('en');

let test: TestApp;
let channelId: number;

beforeAll(async () => {
  test = await createTestApp({ env: { OPS_TOKEN: opsToken } });
  await withoutDepositBonuses(test.app);
  const channels = await test.app.inject({ method: 'GET', url: '/wps/deposit/channels', headers: (await player(test.app)).headers });
  channelId = channels.json().value[0].id;
});
afterAll(async () => {
  await test.close();
});

const fields = (overrides: Record<string, string> = {}) => ({
  channelId: String(channelId),
  amount: '500.50',
  reference: 'REF-1',
  idempotencyKey: randomUUID(),
  ...overrides,
});

async function expectNothingMoved(who: Player) {
  expect(await balances(test.app, who.id)).toEqual({ main: 0n, pending: 0n });
  expect(await ledgerInvariants(test.app.db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
}

describe('deposit channels', () => {
  it('lists the demo bank and e-wallet in the member language, limits as amounts', async () => {
    const who = await player(test.app);
    const response = await test.app.inject({ method: 'GET', url: '/wps/deposit/channels', headers: { ...who.headers, language: 'pt' } });
    expect(response.statusCode).toBe(200);
    const list = response.json().value;
    expect(list.map((channel: { kind: string }) => channel.kind)).toEqual(['bank', 'ewallet']);
    expect(list[0]).toMatchObject({ min: 100, max: 50000 });
    expect(list[0].instructions).toMatch(/Transfira/);
  });

  it('refuses a guest and a trial account', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/wps/deposit/channels' })).statusCode).toBe(401);
    const trial = await createMember(test.app, { type: 4 });
    const login = await loginAs(test.app, trial.username, trial.password);
    const response = await test.app.inject({ method: 'GET', url: '/wps/deposit/channels', headers: bearer(login.token) });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('TRIAL_ACCOUNT');
  });
});

describe('deposit requests', () => {
  it('files a pending request with a receipt, lists it, and a retry answers the first one', async () => {
    const who = await player(test.app);
    const body = fields();
    const receipt = [{ field: 'receipt', content: pngBytes, name: 'slip.png', type: 'image/png' }];
    const first = await postForm(test.app, '/wps/deposit/requests', who, body, receipt);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ status: 'pending', amount: 500.5, hasReceipt: true, source: 'manual' });
    const again = await postForm(test.app, '/wps/deposit/requests', who, body, receipt);
    expect(again.json().value.id).toBe(first.json().value.id);
    const reused = await postForm(test.app, '/wps/deposit/requests', who, { ...body, amount: '600' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const list = await test.app.inject({ method: 'GET', url: '/wps/deposit/requests?page=1&pageSize=5', headers: who.headers });
    expect(list.json().value).toMatchObject({ total: 1, page: 1, pageSize: 5 });
    await expectNothingMoved(who);
  });

  it.each([
    ['negative', { amount: '-5' }, 400, 'VALIDATION_FAILED'],
    ['too many decimals', { amount: '100.123' }, 400, 'VALIDATION_FAILED'],
    ['below the channel minimum', { amount: '99.99' }, 422, 'RULE_BROKEN'],
    ['above the channel maximum', { amount: '50000.01' }, 422, 'RULE_BROKEN'],
    ['an unknown channel', { channelId: '999999' }, 422, 'RULE_BROKEN'],
    ['no reference', { reference: '' }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s and files nothing', async (_name, overrides, status, code) => {
    const who = await player(test.app);
    const response = await postForm(test.app, '/wps/deposit/requests', who, fields(overrides));
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    const list = await test.app.inject({ method: 'GET', url: '/wps/deposit/requests', headers: who.headers });
    expect(list.json().value.total).toBe(0);
  });

  it('refuses a receipt that is not an image whatever its name, and one over 5 MB', async () => {
    const who = await player(test.app);
    const fake = await postForm(test.app, '/wps/deposit/requests', who, fields(), [
      { field: 'receipt', content: textBytes, name: 'slip.png', type: 'image/png' },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().fields.receipt).toBe(t('payments.imageType'));
    const big = Buffer.concat([jpegBytes, Buffer.alloc(maxImageBytes)]);
    const huge = await postForm(test.app, '/wps/deposit/requests', who, fields(), [{ field: 'receipt', content: big, name: 'slip.jpg', type: 'image/jpeg' }]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const json = await test.app.inject({ method: 'POST', url: '/wps/deposit/requests', headers: who.headers, payload: fields() });
    expect(json.statusCode).toBe(415);
    const list = await test.app.inject({ method: 'GET', url: '/wps/deposit/requests', headers: who.headers });
    expect(list.json().value.total).toBe(0);
  });
});

describe('operator decisions on deposits', () => {
  it('approves once: the member is credited, a second approval is 409, the action is on record', async () => {
    const who = await player(test.app);
    const filed = await postForm(test.app, '/wps/deposit/requests', who, fields({ amount: '1234.56' }), [
      { field: 'receipt', content: jpegBytes, name: 'slip.jpg', type: 'image/jpeg' },
    ]);
    const id = filed.json().value.id;
    const receipt = await ops(test.app, 'GET', `/ops/deposits/${id}/receipt`);
    expect(receipt.headers['content-type']).toBe('image/jpeg');
    const approved = await ops(test.app, 'POST', `/ops/deposits/${id}/approve`, { reason: 'slip matches bank', actor: 'alice' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().value).toMatchObject({ status: 'approved', decidedBy: 'token:alice', username: who.username });
    expect(await balances(test.app, who.id)).toEqual({ main: 123456n, pending: 0n });
    const twice = await ops(test.app, 'POST', `/ops/deposits/${id}/approve`, { reason: 'again', actor: 'bob' });
    expect(twice.statusCode).toBe(409);
    const rejectLate = await ops(test.app, 'POST', `/ops/deposits/${id}/reject`, { reason: 'too late', actor: 'bob' });
    expect(rejectLate.statusCode).toBe(409);
    expect(await balances(test.app, who.id)).toEqual({ main: 123456n, pending: 0n });
    const actions = (await ops(test.app, 'GET', '/ops/actions?limit=20')).json().value;
    expect(actions).toContainEqual(
      expect.objectContaining({ actor: 'token:alice', action: 'deposit.approve', target: `deposit:${id}`, reason: 'slip matches bank' }),
    );
    expect(await ledgerInvariants(test.app.db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('rejects with a reason the member sees, moving nothing', async () => {
    const who = await player(test.app);
    const id = (await postForm(test.app, '/wps/deposit/requests', who, fields())).json().value.id;
    const noReason = await ops(test.app, 'POST', `/ops/deposits/${id}/reject`, {});
    expect(noReason.statusCode).toBe(400);
    const rejected = await ops(test.app, 'POST', `/ops/deposits/${id}/reject`, { reason: 'no such transfer' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', rejectReason: 'no such transfer' });
    const mine = await test.app.inject({ method: 'GET', url: '/wps/deposit/requests', headers: who.headers });
    expect(mine.json().value.items[0]).toMatchObject({ status: 'rejected', rejectReason: 'no such transfer' });
    await expectNothingMoved(who);
  });

  it('needs the operator token', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/ops/deposits', headers: { authorization: 'Bearer wrong-token-wrong-token-wrong' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('deposit channels for the operator', () => {
  it('creates, updates and disables a channel, each on record', async () => {
    const channel = {
      kind: 'ewallet',
      name: 'Maya',
      accountName: 'Tala Gaming Corp.',
      accountNumber: '0918 000 0000',
      instructions: { en: 'Send it.', pt: 'Envie.', tl: 'Ipadala.' },
      min: 50,
      max: 1000,
      reason: 'new e-wallet',
    };
    const created = await ops(test.app, 'POST', '/ops/channels', channel);
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id;
    const updated = await ops(test.app, 'PUT', `/ops/channels/${id}`, { ...channel, max: 2000, reason: 'higher limit' });
    expect(updated.json().value.max).toBe(2000);
    const bad = await ops(test.app, 'PUT', `/ops/channels/${id}`, { ...channel, min: 3000, reason: 'mistake' });
    expect(bad.statusCode).toBe(400);
    const disabled = await ops(test.app, 'POST', `/ops/channels/${id}/disable`, { reason: 'maintenance' });
    expect(disabled.json().value.enabled).toBe(false);
    const who = await player(test.app);
    const visible = (await test.app.inject({ method: 'GET', url: '/wps/deposit/channels', headers: who.headers })).json().value;
    expect(visible.map((row: { id: number }) => row.id)).not.toContain(id);
    const actions = (await ops(test.app, 'GET', '/ops/actions?limit=50')).json().value.filter((row: { target: string }) => row.target === `channel:${id}`);
    expect(actions.map((row: { action: string }) => row.action).sort()).toEqual(['channel.create', 'channel.disable', 'channel.update']);
  });
});

describe('operator adjustment', () => {
  it('credits and debits with a reason, never below zero', async () => {
    const who = await player(test.app);
    const credit = await ops(test.app, 'POST', `/ops/members/${who.id}/adjust`, { amount: 25.5, reason: 'goodwill' });
    expect(credit.json().value.balance).toBe(25.5);
    const debit = await ops(test.app, 'POST', `/ops/members/${who.id}/adjust`, { amount: -30, reason: 'correction' });
    expect(debit.statusCode).toBe(422);
    expect(debit.json().code).toBe('INSUFFICIENT_FUNDS');
    const noReason = await ops(test.app, 'POST', `/ops/members/${who.id}/adjust`, { amount: 1 });
    expect(noReason.statusCode).toBe(400);
    expect(await balances(test.app, who.id)).toEqual({ main: 2550n, pending: 0n });
  });
});
