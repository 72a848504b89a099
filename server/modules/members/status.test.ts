import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseCatalogue, housePaths, houseWalletVendor } from '../../../src/contract/house.ts';
import { member } from '../../db/schema.ts';
import { encryptedBody } from '../../test/encrypt.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loginAs } from '../../test/accounts.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { ops, opsToken } from '../payments/test-support.ts';
import { vendorCall } from '../vendors/test-support.ts';
import { key, seatAt, type Seat } from '../../vendors/house/test-support.ts';

/** Game tokens never outlive the member's session or standing (logout, password change, suspension). */
describe('member status and game sessions', () => {
  let harness: TestApp;
  const app = () => harness.app;
  let counter = 0;
  const txId = (prefix: string) => `${prefix}-${counter++}`;

  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken } });
  });
  afterAll(() => harness?.close());

  const spin = (seat: Seat) => app().inject({ method: 'POST', url: housePaths.spin, headers: seat.headers, payload: { amount: 1, idempotencyKey: key() } });
  const codeOf = (response: { json(): unknown }) => (response.json() as { code?: string }).code;

  /** The signed seamless-wallet view of a seat: what an outside vendor holding the token would send. */
  function walletBase(seat: Seat) {
    return { sessionToken: seat.player.token, member: seat.player.session.username, gameCode: houseCatalogue.slot.code };
  }

  it('logout ends the game sessions launched from that session: a held game token bets no more', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 50_00n });
    expect((await spin(seat)).statusCode).toBe(200);
    expect((await app().inject({ method: 'DELETE', url: '/wps/session/logout', headers: seat.siteHeaders })).statusCode).toBe(200);
    const after = await spin(seat);
    expect(after.statusCode).toBe(401);
    expect(codeOf(after)).toBe('SESSION_EXPIRED');
    const bet = await vendorCall(app(), houseWalletVendor, 'bet', { ...walletBase(seat), txId: txId('b'), roundId: txId('r'), amount: 1 });
    expect(bet.status).toBe('SESSION_EXPIRED');
  });

  it('a password change ends every game session of the member', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 50_00n });
    const payload = await encryptedBody(app(), { oldPassword: 'Secret@123', newPassword: 'Another@456', confirmNewPassword: 'Another@456' });
    const changed = await app().inject({ method: 'POST', url: '/wps/member/password', headers: seat.siteHeaders, payload });
    expect(changed.statusCode).toBe(200);
    expect(codeOf(await spin(seat))).toBe('SESSION_EXPIRED');
  });

  it('the operator suspends a member: sessions end, signed bets are refused, wins and rollbacks still pass', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 50_00n });
    const base = walletBase(seat);
    const roundId = txId('r');
    const betId = txId('b');
    expect(await vendorCall(app(), houseWalletVendor, 'bet', { ...base, txId: betId, roundId, amount: 5 })).toMatchObject({ status: 'OK', balance: 45 });

    const suspended = await ops(app(), 'PUT', `/ops/members/${seat.memberId}/status`, { status: 'suspended', reason: 'fraud review', actor: 'risk' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ success: true, value: { id: seat.memberId, status: 'suspended', changed: true } });

    const info = await app().inject({ method: 'GET', url: '/wps/member/info', headers: seat.siteHeaders });
    expect(info.statusCode).toBe(401);
    // The game session ended with the member's sessions, so the page's spin is refused outright.
    expect(codeOf(await spin(seat))).toBe('SESSION_EXPIRED');
    // An outside vendor's bet with the held token is refused; the round's win and a rollback still land.
    expect(await vendorCall(app(), houseWalletVendor, 'bet', { ...base, txId: txId('b'), roundId: txId('r'), amount: 1 })).toMatchObject({
      status: 'SESSION_EXPIRED',
      balance: 45,
    });
    expect(await vendorCall(app(), houseWalletVendor, 'win', { ...base, txId: txId('w'), betTxId: betId, roundId, amount: 12 })).toMatchObject({
      status: 'OK',
      balance: 57,
    });
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });

    const actions = await ops(app(), 'GET', '/ops/actions?limit=5');
    expect(actions.json().value[0]).toMatchObject({
      actor: 'token:risk',
      action: 'member.suspend',
      target: `member:${seat.player.session.username}`,
      reason: 'fraud review',
    });
  });

  it('a bet on a still-open game session of a suspended member is refused with NOT_ALLOWED', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 20_00n });
    // A first bet, so the server knows the session before the member's status changes.
    expect(await vendorCall(app(), houseWalletVendor, 'bet', { ...walletBase(seat), txId: txId('b'), roundId: txId('r'), amount: 1 })).toMatchObject({
      status: 'OK',
      balance: 19,
    });
    // Suspend without the ops route's session ending, as a second process might have done between calls.
    await app().db.update(member).set({ status: 'suspended' }).where(eq(member.id, seat.memberId));
    const refused = await vendorCall(app(), houseWalletVendor, 'bet', { ...walletBase(seat), txId: txId('b'), roundId: txId('r'), amount: 1 });
    expect(refused).toMatchObject({ status: 'NOT_ALLOWED', balance: 19 });
    const page = await spin(seat);
    expect(page.statusCode).toBe(403);
    expect(codeOf(page)).toBe('BET_NOT_ALLOWED');
  });

  it('reactivation lets the member sign in again; the same status twice changes nothing', async () => {
    const seat = await seatAt(app(), 'slot');
    const path = `/ops/members/${seat.memberId}/status`;
    await ops(app(), 'PUT', path, { status: 'suspended', reason: 'chargeback' });
    const again = await ops(app(), 'PUT', path, { status: 'suspended', reason: 'chargeback' });
    expect(again.json()).toMatchObject({ value: { changed: false } });
    await expect(loginAs(app(), seat.player.session.username, 'Secret@123')).rejects.toThrow();
    const back = await ops(app(), 'PUT', path, { status: 'active', reason: 'cleared' });
    expect(back.json()).toMatchObject({ value: { status: 'active', changed: true } });
    expect((await loginAs(app(), seat.player.session.username, 'Secret@123')).token).toBeTypeOf('string');
  });

  it('answers 404 for an unknown member and 400 for a missing reason', async () => {
    expect((await ops(app(), 'PUT', '/ops/members/999999/status', { status: 'suspended', reason: 'unknown one' })).statusCode).toBe(404);
    const seat = await seatAt(app(), 'slot');
    const bad = await ops(app(), 'PUT', `/ops/members/${seat.memberId}/status`, { status: 'suspended' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reason: expect.any(String) } });
  });
});
