import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseCatalogue, houseWalletVendor } from '../../../src/contract/house.ts';
import { protectionPaths } from '../../../src/contract/protection.ts';
import { betRecord } from '../../db/schema.ts';
import { loginAs } from '../../test/accounts.ts';
import { encryptedBody } from '../../test/encrypt.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addAccount, ops, opsToken, paymentPassword, player, postForm, withdraw } from '../payments/test-support.ts';
import { vendorCall, vendorEnv } from '../vendors/test-support.ts';
import { seatAt } from '../../vendors/house/test-support.ts';
import { changeLimit } from './limits.ts';
import { cliOn } from '../../../scripts/ops/test-support.ts';

const day = 86_400_000;

describe("the operator's protection view", () => {
  let harness: TestApp;
  const app = () => harness.app;
  let channelId: number;

  beforeAll(async () => {
    harness = await createTestApp({ env: { ...vendorEnv, OPS_TOKEN: opsToken, HOUSE_CLOCK_MS: '0' } });
    const someone = await player(app());
    channelId = (await app().inject({ method: 'GET', url: '/wps/deposit/channels', headers: someone.headers })).json().value[0].id;
  });
  afterAll(() => harness?.close());

  const listed = async () =>
    (await ops(app(), 'GET', '/ops/protection/members')).json().value as { username: string; limits: number; exclusion: unknown; markers: string[] }[];
  const deposit = (who: Awaited<ReturnType<typeof player>>) =>
    postForm(app(), '/wps/deposit/requests', who, { channelId: String(channelId), amount: '100', reference: 'REF', idempotencyKey: randomUUID() });

  it('lists members with limits and exclusions, and leaves out those with neither', async () => {
    const limited = await player(app());
    await changeLimit(app().db, limited.id, { kind: 'deposit', period: 'day', amount: 300 });
    const quiet = await player(app());
    const rows = await listed();
    expect(rows.find((row) => row.username === limited.username)).toMatchObject({ limits: 1, exclusion: null, markers: [] });
    expect(rows.find((row) => row.username === quiet.username)).toBeUndefined();
  });

  it('marks a deposit soon after a declined withdrawal, and five deposits within an hour', async () => {
    const who = await player(app(), { funds: 1000 });
    const accountId = await addAccount(app(), who);
    const id = (await withdraw(app(), who, { accountId, amount: 200 })).json().value.id;
    expect((await ops(app(), 'POST', `/ops/withdrawals/${id}/reject`, { reason: 'checks failed' })).statusCode).toBe(200);
    for (let index = 0; index < 5; index++) expect((await deposit(who)).statusCode).toBe(200);
    expect((await listed()).find((row) => row.username === who.username)?.markers).toEqual(['depositAfterDeclinedWithdrawal', 'manyDepositsInAnHour']);
  });

  it("marks a week's losses far above the member's usual week", async () => {
    const seat = await seatAt(app(), 'slot', { funds: 500_00n });
    const base = { sessionToken: seat.player.token, member: seat.player.session.username, gameCode: houseCatalogue.slot.code };
    const bet = (amount: number) => vendorCall(app(), houseWalletVendor, 'bet', { ...base, txId: `b-${randomUUID()}`, roundId: `r-${randomUUID()}`, amount });
    // Four weeks ago a usual week: 8.00 lost in all (2.00 a week); this week 100.00.
    expect((await bet(8)).status).toBe('OK');
    await app()
      .db.update(betRecord)
      .set({ placedAt: new Date(Date.now() - 20 * day) })
      .where(eq(betRecord.memberId, seat.memberId));
    expect((await bet(100)).status).toBe('OK');
    expect((await listed()).find((row) => row.username === seat.player.session.username)?.markers).toEqual(['lossesFarAboveAverage']);
  });

  it('ends a permanent self-exclusion only by the operator, with a reason, and then the member may sign in', async () => {
    const who = await player(app());
    await app().inject({
      method: 'POST',
      url: protectionPaths.exclusion,
      headers: who.headers,
      payload: await encryptedBody(app(), { kind: 'self', permanent: true, paymentPassword }),
    });
    expect((await listed()).find((row) => row.username === who.username)).toMatchObject({ exclusion: { kind: 'self', endsAt: null } });
    expect((await ops(app(), 'POST', `/ops/members/${who.id}/exclusion/end`, {})).statusCode).toBe(400);
    expect((await ops(app(), 'POST', `/ops/members/${who.id}/exclusion/end`, { reason: 'member asked after review' })).statusCode).toBe(200);
    expect((await loginAs(app(), who.username, 'Secret@123')).token).toEqual(expect.any(String));
    // Nothing left to end: a second call finds none.
    expect((await ops(app(), 'POST', `/ops/members/${who.id}/exclusion/end`, { reason: 'again' })).statusCode).toBe(404);
  });
});

describe('the protection commands of the ops CLI', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ env: { OPS_TOKEN: opsToken } });
  });
  afterAll(() => test?.close());

  it('lists watched members and ends a permanent self-exclusion with a reason', async () => {
    const who = await player(test.app);
    await changeLimit(test.app.db, who.id, { kind: 'wager', period: 'week', amount: 50 });
    await test.app.inject({
      method: 'POST',
      url: protectionPaths.exclusion,
      headers: who.headers,
      payload: await encryptedBody(test.app, { kind: 'self', permanent: true, paymentPassword }),
    });
    const list = await cliOn(test, 'protection', 'list');
    expect(list.code).toBe(0);
    expect(list.out).toContain(`${who.username}  limits 1  self until permanent`);
    expect((await cliOn(test, 'protection', 'end-exclusion', who.username)).code).toBe(2);
    const ended = await cliOn(test, 'protection', 'end-exclusion', who.username, '--reason', 'reviewed');
    expect(ended).toMatchObject({ code: 0, out: `${who.username}: permanent self-exclusion ended` });
  });
});
