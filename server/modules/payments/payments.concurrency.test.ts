import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { addAccount, balances, ops, opsToken, player, postForm, withdraw } from './test-support.ts';
import { withoutDepositBonuses } from '../promotions/test-support.ts';

/** PGlite runs one transaction at a time: row locks are only proven on a real PostgreSQL. */
describe.skipIf(testDatabaseKind !== 'postgres')('concurrent payments on PostgreSQL', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ env: { OPS_TOKEN: opsToken } });
    await withoutDepositBonuses(test.app);
    await test.app.settings.set('withdrawalLimits', { min: 1, max: 50000, dailyCount: 1000 }, { actor: 'test', reason: 'concurrency test' });
  });
  afterAll(() => test?.close());

  it('two operators approving one deposit at once credit it once', async () => {
    const who = await player(test.app);
    const channelId = (await test.app.inject({ method: 'GET', url: '/wps/deposit/channels', headers: who.headers })).json().value[0].id;
    const filed = await postForm(test.app, '/wps/deposit/requests', who, {
      channelId: String(channelId),
      amount: '500',
      reference: 'RACE',
      idempotencyKey: randomUUID(),
    });
    const id = filed.json().value.id;
    const answers = await Promise.all(
      ['alice', 'bob', 'carol', 'dave'].map((actor) => ops(test.app, 'POST', `/ops/deposits/${id}/approve`, { reason: 'race', actor })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await balances(test.app, who.id)).toEqual({ main: 50000n, pending: 0n });
  });

  it('200 concurrent withdrawals on one account never overdraw and never lose or duplicate a cent', async () => {
    const who = await player(test.app, { funds: 1000 });
    const accountId = await addAccount(test.app, who);
    const keys = Array.from({ length: 180 }, () => randomUUID());
    // 20 of the 200 are retries of keys already in flight: they must answer the first request.
    // A request that found no free connection in time answers a retryable 503 having moved nothing;
    // the client sends it again with the same key, as a member's app would.
    const filed = async (idempotencyKey: string) => {
      for (;;) {
        const answer = await withdraw(test.app, who, { accountId, amount: 10, idempotencyKey });
        if (answer.statusCode !== 503) return answer;
      }
    };
    const answers = await Promise.all([...keys, ...keys.slice(0, 20)].map(filed));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 422)).toBe(true);
    const ids = new Set(answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().value.id));
    expect(ids.size).toBe(100);
    expect(await balances(test.app, who.id)).toEqual({ main: 0n, pending: 100000n });
    expect(await ledgerInvariants(test.app.db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
    // The 200 take turns on one member's row lock: on a busy machine that is slow, and only correctness is judged here.
  }, 120_000);
});
