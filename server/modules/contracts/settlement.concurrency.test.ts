import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliOn } from '../../../scripts/ops/test-support.ts';
import { contractOpsPaths } from '../../../src/contract/contracts.ts';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/index.ts';
import { contractSettlement, ledgerTransfer, settlementRun } from '../../db/schema.ts';
import { manualClock } from '../../test/clock.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { teamOf, type Team } from '../agents/test-support.ts';
import { ops, opsToken } from '../payments/test-support.ts';
import { settleDue } from './scheduler.ts';
import { act, grant, offer, pTiers, settledBet } from './test-support.ts';

const manila = (local: string) => new Date(`${local}+08:00`);

/**
 * Two API processes on one database, both running the scheduler, while the operator (the ops API)
 * and the ops CLI run the same periods: on PostgreSQL two apps with two connection pools, on PGlite
 * two apps on its one connection, their transactions interleaving at every await.
 */
describe(`settlement runs racing on ${testDatabaseKind}`, () => {
  const clock = manualClock(manila('2026-11-10T08:00:00'));
  let harness: TestApp;
  let second: Database | null = null;
  let other: FastifyInstance;
  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken }, clock });
    if (testDatabaseKind === 'postgres') second = await openDatabase(harness.config);
    other = await buildApp({ config: harness.config, database: second ?? harness.database, clock });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await second?.close();
    await harness?.close();
  });

  it('pays every contract of every kind once (dividend, daily, hourly and its real-time windows), however the runs interleave', async () => {
    const app = harness.app;
    await app.settings.set('contracts', { activeMemberThreshold: 10, dividendPeriod: 'weekly' }, { actor: 'test', reason: 'weekly dividends' });
    const teams: Team[] = [];
    for (let index = 0; index < 3; index++) {
      const team = await teamOf(app);
      for (const kind of ['daily', 'hourly'] as const) {
        await grant(app, team.agent.member.username, kind, pTiers([0, 0, 0.02]));
        await act(app, team.subAgent, kind, await offer(app, team.agent, team.subAgent, kind, pTiers([0, 0, 0.01])), 'A');
      }
      await grant(app, team.agent.member.username, 'dividend', pTiers([0, 0, 0.3]));
      await act(app, team.subAgent, 'dividend', await offer(app, team.agent, team.subAgent, 'dividend', pTiers([0, 0, 0.1])), 'A');
      await settledBet(app, team.subMember.member.id, 100, 0, manila('2026-11-10T09:02:00'));
      await settledBet(app, team.member.member.id, 300, 100, manila('2026-11-10T09:17:00'));
      await settledBet(app, team.subMember.member.id, 200, 50, manila('2026-11-10T09:48:00'));
      teams.push(team);
    }
    const cli = (kind: string, label: string) => cliOn(harness, 'contracts', 'settle', kind, label, '--reason', 'racing the scheduler');
    const operator = (kind: string, label: string) => ops(other, 'POST', contractOpsPaths.run, { kind, period: label, reason: 'racing the scheduler' });
    const race = async (at: string, kind: string, label: string) => {
      clock.set(manila(at));
      await Promise.all([settleDue(app), settleDue(other), cli(kind, label), operator(kind, label), settleDue(app), cli(kind, label), settleDue(other)]);
    };
    await race('2026-11-10T09:30:00', 'realtime', '2026-11-10T09:05');
    await race('2026-11-10T09:52:00', 'realtime', '2026-11-10T09:45');
    await race('2026-11-10T10:02:00', 'hourly', '2026-11-10T09:00');
    await race('2026-11-11T00:02:00', 'daily', '2026-11-10');
    await race('2026-11-16T00:02:00', 'dividend', '2026-11-09');

    // Once per contract, kind and period start, and no two periods of a contract's kind overlap.
    const rows = await app.db.select().from(contractSettlement);
    expect(new Set(rows.map((row) => `${row.contractId}:${row.kind}:${row.periodStart.toISOString()}`)).size).toBe(rows.length);
    const byContractKind = Map.groupBy(rows, (row) => `${row.contractId}:${row.kind}`);
    for (const group of byContractKind.values()) {
      const sorted = group.toSorted((a, b) => a.periodStart.getTime() - b.periodStart.getTime());
      sorted.slice(1).forEach((row, index) => expect(row.periodStart.getTime()).toBeGreaterThanOrEqual(sorted[index]?.periodEnd.getTime() ?? 0));
    }
    const runs = await app.db.select().from(settlementRun);
    expect(new Set(runs.map((run) => `${run.kind}:${run.periodStart.toISOString()}`)).size).toBe(runs.length);
    const transfers = await app.db
      .select({ key: ledgerTransfer.idempotencyKey })
      .from(ledgerTransfer)
      .where(inArray(ledgerTransfer.kind, ['salary', 'dividend']));
    expect(transfers.length).toBe(rows.filter((row) => row.amount > 0n).length);

    // Each team: 600 of valid bets, 450 of net loss (600 − 150 paid out), 300 and 250 of it under the sub-agent.
    // Daily and hourly: the agent 2% of 600 − the sub-agent's 1% of 300 = 12.00 − 3.00 = 9.00; the sub-agent 3.00.
    // Dividend: the agent 30% of 450 − the sub-agent's 10% of 250 = 135.00 − 25.00 = 110.00; the sub-agent 25.00.
    const paidTo = async (holderId: number, kinds: ('dividend' | 'daily' | 'hourly' | 'realtime')[]) => {
      const paid = await app.db
        .select({ amount: contractSettlement.amount })
        .from(contractSettlement)
        .where(and(eq(contractSettlement.holderId, holderId), inArray(contractSettlement.kind, kinds)));
      return Number(paid.reduce((sum, row) => sum + row.amount, 0n)) / 100;
    };
    for (const team of teams) {
      expect(await paidTo(team.agent.member.id, ['daily'])).toBe(9);
      expect(await paidTo(team.subAgent.member.id, ['daily'])).toBe(3);
      expect(await paidTo(team.agent.member.id, ['hourly', 'realtime'])).toBe(9);
      expect(await paidTo(team.subAgent.member.id, ['hourly', 'realtime'])).toBe(3);
      expect(await paidTo(team.agent.member.id, ['dividend'])).toBe(110);
      expect(await paidTo(team.subAgent.member.id, ['dividend'])).toBe(25);
    }
    // Real-time windows paid part of the hour before it closed (which ones the schedulers reached
    // depends on the race; the operator's and the CLI's ran), and the close paid the rest.
    const windows = new Set(rows.filter((row) => row.kind === 'realtime').map((row) => row.periodStart.toISOString()));
    for (const minute of ['05', '45']) expect(windows).toContain(manila(`2026-11-10T09:${minute}:00`).toISOString());
    expect(await paidTo(teams[0]?.agent.member.id ?? 0, ['realtime'])).toBeGreaterThan(0);
  });
});
