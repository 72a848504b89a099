import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRecord, depositRequest, memberTeam } from './schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { findMemberByUsername } from '../modules/members/repository.ts';
import { ledgerInvariants } from '../modules/ledger/test-support.ts';
import { demoTeam, seedDemoTeam } from './seed-team.ts';

describe('the demo team of agent1', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ env: { HOUSE_CLOCK_MS: '0' } });
  });
  afterAll(() => harness?.close());

  it('is three levels deep, has deposited and played through the ledger, and is written once', async () => {
    const { app } = harness;
    expect(await seedDemoTeam(app)).toBe(demoTeam.length);
    const agent1 = await findMemberByUsername(app.db, 'agent1');
    const team = await app.db
      .select({ depth: memberTeam.depth })
      .from(memberTeam)
      .where(and(eq(memberTeam.ancestorId, agent1?.id ?? 0), gt(memberTeam.depth, 0)));
    // demo (seeded under agent1 already) and the six of the team.
    expect(team).toHaveLength(demoTeam.length + 1);
    expect(Math.max(...team.map((row) => row.depth))).toBe(3);
    const player4 = await findMemberByUsername(app.db, 'player4');
    const [deposit] = await app.db
      .select()
      .from(depositRequest)
      .where(eq(depositRequest.memberId, player4?.id ?? 0));
    expect(deposit).toMatchObject({ status: 'approved', amount: 600_00n });
    const [bets] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(betRecord)
      .where(eq(betRecord.memberId, player4?.id ?? 0));
    expect(bets?.count).toBe(3);
    expect(await ledgerInvariants(app.db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });

    expect(await seedDemoTeam(app)).toBe(0);
    const [again] = await app.db.select({ count: sql<number>`count(*)::int` }).from(betRecord);
    expect(again?.count).toBe(12);
  });
});
