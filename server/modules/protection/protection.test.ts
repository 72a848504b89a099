import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseCatalogue, housePaths, houseWalletVendor, playResultSchema } from '../../../src/contract/house.ts';
import { limitListSchema, protectionPaths, recallSchema } from '../../../src/contract/protection.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { auditEvent } from '../../db/schema.ts';
import { loginAs } from '../../test/accounts.ts';
import { encryptedBody } from '../../test/encrypt.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { authenticate } from '../auth/guard.ts';
import { findSession } from '../auth/sessions.ts';
import { gatewaySignature } from '../payments/gateway.ts';
import { balances, opsToken, paymentPassword, player, postForm } from '../payments/test-support.ts';
import { vendorCall, vendorEnv } from '../vendors/test-support.ts';
import { key, play, seatAt } from '../../vendors/house/test-support.ts';
import { appendAudit, verifyAudit } from './audit.ts';
import { changeLimit } from './limits.ts';

const gatewaySecret = 'gateway-secret-for-protection-0123';
const hour = 3_600_000;

describe('player protection', () => {
  let harness: TestApp;
  const app = () => harness.app;
  let channelId: number;

  beforeAll(async () => {
    harness = await createTestApp({ env: { ...vendorEnv, OPS_TOKEN: opsToken, PAYMENT_GATEWAY_SECRET: gatewaySecret, HOUSE_CLOCK_MS: '0' } });
    const someone = await player(app());
    channelId = (await app().inject({ method: 'GET', url: '/wps/deposit/channels', headers: someone.headers })).json().value[0].id;
  });
  afterAll(() => harness?.close());

  const limits = async (headers: Record<string, string>) =>
    successSchema(limitListSchema).parse((await app().inject({ method: 'GET', url: protectionPaths.limits, headers })).json()).value;
  const setLimit = (headers: Record<string, string>, payload: object) => app().inject({ method: 'PUT', url: protectionPaths.limits, headers, payload });
  const deposit = (who: Awaited<ReturnType<typeof player>>, amount: string) =>
    postForm(app(), '/wps/deposit/requests', who, { channelId: String(channelId), amount, reference: 'REF', idempotencyKey: randomUUID() });

  it('a deposit limit refuses the deposit that would pass it; lowering applies at once', async () => {
    const who = await player(app());
    expect((await setLimit(who.headers, { kind: 'deposit', period: 'day', amount: 500 })).statusCode).toBe(200);
    expect((await deposit(who, '400')).statusCode).toBe(200);
    const over = await deposit(who, '200');
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'LIMIT_REACHED' });
    const day = (await limits(who.headers)).find((limit) => limit.kind === 'deposit' && limit.period === 'day');
    expect(day).toMatchObject({ value: 500, used: 400, pending: null });
    await setLimit(who.headers, { kind: 'deposit', period: 'day', amount: 450 });
    expect((await limits(who.headers)).find((limit) => limit.kind === 'deposit' && limit.period === 'day')).toMatchObject({ value: 450, pending: null });
    expect((await deposit(who, '100')).json()).toMatchObject({ code: 'LIMIT_REACHED' });
    expect((await deposit(who, '100')).statusCode).toBe(422);
  });

  it('an increase or a removal waits 24 hours and then needs the member to confirm it', async () => {
    const who = await player(app());
    const now = new Date();
    expect(await changeLimit(app().db, who.id, { kind: 'wager', period: 'week', amount: 100 }, now)).toBe('applied');
    expect(await changeLimit(app().db, who.id, { kind: 'wager', period: 'week', amount: 300 }, now)).toBe('pending');
    const held = (await limits(who.headers)).find((limit) => limit.kind === 'wager' && limit.period === 'week');
    expect(held).toMatchObject({ value: 100, pending: { value: 300, appliesAt: new Date(now.getTime() + 24 * hour).toISOString() } });
    // Asking again before the time changes nothing; after it, the same request confirms.
    expect(await changeLimit(app().db, who.id, { kind: 'wager', period: 'week', amount: 300 }, new Date(now.getTime() + 23 * hour))).toBe('pending');
    expect(await changeLimit(app().db, who.id, { kind: 'wager', period: 'week', amount: 300 }, new Date(now.getTime() + 25 * hour))).toBe('applied');
    expect((await limits(who.headers)).find((limit) => limit.kind === 'wager' && limit.period === 'week')).toMatchObject({ value: 300, pending: null });
    // A removal is an increase too.
    expect(await changeLimit(app().db, who.id, { kind: 'wager', period: 'week', amount: null }, now)).toBe('pending');
    expect((await limits(who.headers)).find((limit) => limit.kind === 'wager' && limit.period === 'week')).toMatchObject({
      value: 300,
      pending: { value: null },
    });
    expect(await changeLimit(app().db, who.id, { kind: 'wager', period: 'week', amount: null }, new Date(now.getTime() + 25 * hour))).toBe('applied');
    expect((await limits(who.headers)).find((limit) => limit.kind === 'wager' && limit.period === 'week')).toMatchObject({ value: null, pending: null });
  });

  it('refuses a bad limit with the envelope and changes nothing', async () => {
    const who = await player(app());
    const bad = await setLimit(who.headers, { kind: 'deposit', period: 'year', amount: 10 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await limits(who.headers)).every((limit) => limit.value === null)).toBe(true);
  });

  it('a wager limit refuses the bet of any vendor that would pass it with NOT_ALLOWED; wins still pay', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 100_00n });
    await changeLimit(app().db, seat.memberId, { kind: 'wager', period: 'day', amount: 10 });
    const base = { sessionToken: seat.player.token, member: seat.player.session.username, gameCode: houseCatalogue.slot.code };
    const roundId = `r-${randomUUID()}`;
    const betId = `b-${randomUUID()}`;
    expect(await vendorCall(app(), houseWalletVendor, 'bet', { ...base, txId: betId, roundId, amount: 6 })).toMatchObject({ status: 'OK', balance: 94 });
    expect(await vendorCall(app(), houseWalletVendor, 'bet', { ...base, txId: `b-${randomUUID()}`, roundId, amount: 5 })).toMatchObject({
      status: 'NOT_ALLOWED',
      balance: 94,
    });
    expect(await vendorCall(app(), houseWalletVendor, 'win', { ...base, txId: `w-${randomUUID()}`, betTxId: betId, roundId, amount: 3 })).toMatchObject({
      status: 'OK',
      balance: 97,
    });
    // The HOUSE page says why.
    const spin = await app().inject({ method: 'POST', url: housePaths.spin, headers: seat.headers, payload: { amount: 5, idempotencyKey: key() } });
    expect(spin.json()).toMatchObject({ code: 'BET_NOT_ALLOWED' });
  });

  it('a loss limit counts open bets as lost and wins back against it', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 100_00n });
    await changeLimit(app().db, seat.memberId, { kind: 'loss', period: 'month', amount: 10 });
    const base = { sessionToken: seat.player.token, member: seat.player.session.username, gameCode: houseCatalogue.slot.code };
    const first = `b-${randomUUID()}`;
    const roundId = `r-${randomUUID()}`;
    expect((await vendorCall(app(), houseWalletVendor, 'bet', { ...base, txId: first, roundId, amount: 8 })).status).toBe('OK');
    expect((await vendorCall(app(), houseWalletVendor, 'bet', { ...base, txId: `b-${randomUUID()}`, roundId: `r-${randomUUID()}`, amount: 3 })).status).toBe(
      'NOT_ALLOWED',
    );
    // A win of 8 on the first bet brings the month's loss to 0, so 3 more fit again.
    expect((await vendorCall(app(), houseWalletVendor, 'win', { ...base, txId: `w-${randomUUID()}`, betTxId: first, roundId, amount: 8 })).status).toBe('OK');
    expect((await vendorCall(app(), houseWalletVendor, 'bet', { ...base, txId: `b-${randomUUID()}`, roundId: `r-${randomUUID()}`, amount: 3 })).status).toBe(
      'OK',
    );
  });

  it('a time-out ends every session at once, refuses login and credits no gateway deposit', async () => {
    const who = await player(app(), { funds: 100 });
    const wrong = await app().inject({
      method: 'POST',
      url: protectionPaths.exclusion,
      headers: who.headers,
      payload: await encryptedBody(app(), { kind: 'timeout', days: 2, paymentPassword: '000000' }),
    });
    expect(wrong.statusCode).toBe(422);
    const tooLong = await app().inject({
      method: 'POST',
      url: protectionPaths.exclusion,
      headers: who.headers,
      payload: await encryptedBody(app(), { kind: 'timeout', days: 90, paymentPassword }),
    });
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const taken = await app().inject({
      method: 'POST',
      url: protectionPaths.exclusion,
      headers: who.headers,
      payload: await encryptedBody(app(), { kind: 'timeout', days: 2, paymentPassword }),
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().value).toMatchObject({ kind: 'timeout', endsAt: expect.any(String) });
    expect((await app().inject({ method: 'GET', url: protectionPaths.limits, headers: who.headers })).statusCode).toBe(401);
    const login = await app().inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encryptedBody(app(), { type: 'username', username: who.username, password: 'Secret@123' }),
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'SELF_EXCLUDED' });
    const order = JSON.stringify({ orderId: `EXC-${who.id}`, username: who.username, amount: 300, status: 'paid' });
    const paid = await app().inject({
      method: 'POST',
      url: '/wps/payments/gateway/callback',
      headers: { 'content-type': 'application/json', 'x-signature': gatewaySignature(gatewaySecret, order) },
      payload: order,
    });
    expect(paid.statusCode).toBe(200);
    expect((await balances(app(), who.id)).main).toBe(100_00n);
  });

  it('a permanent self-exclusion has no end', async () => {
    const who = await player(app());
    const taken = await app().inject({
      method: 'POST',
      url: protectionPaths.exclusion,
      headers: who.headers,
      payload: await encryptedBody(app(), { kind: 'self', permanent: true, paymentPassword }),
    });
    expect(taken.json().value).toMatchObject({ kind: 'self', endsAt: null });
    await expect(loginAs(app(), who.username, 'Secret@123')).rejects.toThrow(/SELF_EXCLUDED/);
  });

  it('the session time limit ends the session once reached', async () => {
    const who = await player(app());
    expect((await setLimit(who.headers, { kind: 'session', minutes: 30 })).statusCode).toBe(200);
    const token = who.headers.authorization.slice('Bearer '.length);
    // Counted from when the session began, whatever the time is now.
    const began = (await findSession(app().db, token))?.session.createdAt.getTime() ?? 0;
    const at = (minutes: number) => new Date(began + minutes * 60_000);
    await expect(authenticate(app().db, token, { limits: app().config, now: at(29) })).resolves.toBeDefined();
    await expect(authenticate(app().db, token, { limits: app().config, now: at(31) })).rejects.toMatchObject({ code: 'SESSION_LIMIT_REACHED' });
    expect((await app().inject({ method: 'GET', url: protectionPaths.limits, headers: who.headers })).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('keeps the reality check interval the member picks, 60 minutes unless changed', async () => {
    const who = await player(app());
    expect((await app().inject({ method: 'GET', url: protectionPaths.realityCheck, headers: who.headers })).json().value).toMatchObject({ minutes: 60 });
    expect((await app().inject({ method: 'PUT', url: protectionPaths.realityCheck, headers: who.headers, payload: { minutes: 30 } })).json().value).toEqual({
      minutes: 30,
    });
    expect((await app().inject({ method: 'GET', url: protectionPaths.realityCheck, headers: who.headers })).json().value).toMatchObject({ minutes: 30 });
    expect((await app().inject({ method: 'PUT', url: protectionPaths.realityCheck, headers: who.headers, payload: { minutes: 1 } })).statusCode).toBe(400);
  });

  it("recalls the member's last rounds of a game with the fairness proof, and nobody else's", async () => {
    const seat = await seatAt(app(), 'slot', { funds: 50_00n });
    const spins = [];
    for (let index = 0; index < 3; index++)
      spins.push(await play(app(), seat, 'POST', housePaths.spin, playResultSchema, { amount: 1, idempotencyKey: key() }));
    const recall = await app().inject({
      method: 'GET',
      url: `${protectionPaths.recall}?gameId=${houseCatalogue.slot.code}&limit=2`,
      headers: seat.siteHeaders,
    });
    const rounds = successSchema(recallSchema).parse(recall.json()).value;
    expect(rounds.map((round) => round.roundId)).toEqual([spins[2]?.roundId, spins[1]?.roundId]);
    expect(rounds[0]).toMatchObject({
      stake: 1,
      payout: spins[2]?.payout,
      fairness: { serverSeedHash: spins[2]?.serverSeedHash, serverSeed: null, nonce: spins[2]?.nonce },
    });
    const stranger = await player(app());
    const none = await app().inject({ method: 'GET', url: `${protectionPaths.recall}?gameId=${houseCatalogue.slot.code}`, headers: stranger.headers });
    expect(none.json().value).toEqual([]);
  });

  it('chains every audit event to the one before; an edited row breaks the chain there', async () => {
    await appendAudit(app().db, { actor: 'test', kind: 'check', subject: 'audit', data: { n: 1 } });
    const intact = await verifyAudit(app().db);
    expect(intact.firstBreak).toBeNull();
    expect(intact.length).toBeGreaterThan(5);
    await expect(app().db.execute(sql`UPDATE audit_event SET actor = 'someone else' WHERE id = 3`)).rejects.toThrow();
    await expect(app().db.execute(sql`DELETE FROM audit_event WHERE id = 3`)).rejects.toThrow();
    // Someone with the owner's rights turns the guard off and edits a row: the check finds it.
    await app().db.execute(sql`ALTER TABLE audit_event DISABLE TRIGGER audit_event_append_only`);
    await app().db.execute(sql`UPDATE audit_event SET data = '{"amount": "1"}'::jsonb WHERE id = 3`);
    await app().db.execute(sql`ALTER TABLE audit_event ENABLE TRIGGER audit_event_append_only`);
    expect(await verifyAudit(app().db)).toEqual({ length: 2, firstBreak: 3 });
    const verified = await app().inject({ method: 'GET', url: '/ops/audit/verify', headers: { authorization: `Bearer ${opsToken}` } });
    expect(verified.json().value).toEqual({ length: 2, firstBreak: 3 });
    const kinds = (await app().db.select({ kind: auditEvent.kind }).from(auditEvent)).map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['login', 'limit.applied', 'deposit.filed', 'exclusion.start']));
  });
});
