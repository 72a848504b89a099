import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/index.ts';
import { contractSettlement, ledgerTransfer, settlementRun } from '../../db/schema.ts';
import { manualClock } from '../../test/clock.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { teamOf } from '../agents/test-support.ts';
import { opsToken } from '../payments/test-support.ts';
import { settleDue } from './scheduler.ts';
import { act, grant, offer, pTiers, settledBet } from './test-support.ts';

const manila = (local: string) => new Date(`${local}+08:00`);

/** Two API processes (two apps, two connection pools) on one PostgreSQL database, both running the scheduler. */
describe.skipIf(testDatabaseKind !== 'postgres')('settlement schedulers racing on PostgreSQL', () => {
  const clock = manualClock(manila('2026-11-10T08:00:00'));
  let harness: TestApp;
  let second: Database;
  let other: FastifyInstance;
  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken }, clock });
    second = await openDatabase(harness.config);
    other = await buildApp({ config: harness.config, database: second, clock });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await second?.close();
    await harness?.close();
  });

  it('pays every contract of every window once, however the two schedulers interleave', async () => {
    const app = harness.app;
    const agents = [];
    for (let index = 0; index < 4; index++) {
      const team = await teamOf(app);
      for (const kind of ['daily', 'realtime'] as const) {
        await grant(app, team.agent.member.username, kind, pTiers([0, 0, 0.02]));
        await act(app, team.subAgent, kind, await offer(app, team.agent, team.subAgent, kind, pTiers([0, 0, 0.01])), 'A');
      }
      for (let minute = 0; minute < 60; minute += 7) {
        await settledBet(app, team.subMember.member.id, 100 + minute, 0, manila(`2026-11-10T09:${String(minute).padStart(2, '0')}:00`));
        await settledBet(app, team.member.member.id, 50, 10, manila(`2026-11-10T10:${String(minute).padStart(2, '0')}:00`));
      }
      agents.push(team);
    }
    // Each pass sees the closed, unsettled windows; both processes race for each one.
    for (const at of ['2026-11-10T10:02:00', '2026-11-10T11:03:00', '2026-11-11T00:02:00']) {
      clock.set(manila(at));
      await Promise.all([settleDue(app), settleDue(other), settleDue(app), settleDue(other)]);
    }
    const rows = await app.db.select().from(contractSettlement);
    const keys = new Set(rows.map((row) => `${row.contractId}:${row.period}`));
    expect(keys.size).toBe(rows.length);
    const transfers = await app.db.select({ key: ledgerTransfer.idempotencyKey }).from(ledgerTransfer).where(eq(ledgerTransfer.kind, 'salary'));
    expect(transfers.length).toBe(rows.filter((row) => row.amount > 0n).length);
    // Each pass looks back 24 windows: 08:00–11:00, then 22:00–24:00; 8 contracts in each, and the day.
    const windows = new Set(rows.filter((row) => row.kind === 'realtime').map((row) => row.period));
    expect(windows.size).toBe(60);
    expect(rows.filter((row) => row.kind === 'realtime')).toHaveLength(60 * 8);
    expect(rows.filter((row) => row.kind === 'daily')).toHaveLength(8);
    const runs = await app.db.select().from(settlementRun);
    expect(new Set(runs.map((run) => `${run.kind}:${run.period}`)).size).toBe(runs.length);
  });
});
