import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsMoveValueSchema } from '../../../src/contract/agent.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { member, memberTeam, operatorAction } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createMember } from '../../test/accounts.ts';
import { opsToken } from '../payments/test-support.ts';
import { teamOf } from './test-support.ts';

describe('the team closure table', () => {
  let harness: TestApp;
  const app = () => harness.app;
  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken } });
  });
  afterAll(() => harness?.close());

  /** Every (ancestor, depth) of a member, nearest first. */
  const uplinesOf = async (id: number) =>
    (await app().db.select({ ancestor: memberTeam.ancestorId, depth: memberTeam.depth }).from(memberTeam).where(eq(memberTeam.descendantId, id))).sort(
      (a, b) => a.depth - b.depth,
    );
  const move = (id: number, uplineUsername: string) =>
    app().inject({
      method: 'POST',
      url: `/ops/members/${id}/move`,
      headers: { authorization: `Bearer ${opsToken}` },
      payload: { uplineUsername, reason: 'team change', actor: 'alice' },
    });

  it('gives a new member itself and every upline at its distance; one without an upline only itself', async () => {
    const team = await teamOf(app());
    expect(await uplinesOf(team.subMember.member.id)).toEqual([
      { ancestor: team.subMember.member.id, depth: 0 },
      { ancestor: team.subAgent.member.id, depth: 1 },
      { ancestor: team.agent.member.id, depth: 2 },
    ]);
    const loner = await createMember(app(), { type: 4 });
    expect(await uplinesOf(loner.id)).toEqual([{ ancestor: loner.id, depth: 0 }]);
  });

  it('moves a member with its whole team under another agent, audited', async () => {
    const from = await teamOf(app());
    const to = await teamOf(app());
    const response = await move(from.subAgent.member.id, to.agent.member.username);
    expect(response.statusCode).toBe(200);
    expect(successSchema(opsMoveValueSchema).parse(response.json()).value).toMatchObject({ upline: to.agent.member.username, movedMembers: 2 });
    expect(await uplinesOf(from.subMember.member.id)).toEqual([
      { ancestor: from.subMember.member.id, depth: 0 },
      { ancestor: from.subAgent.member.id, depth: 1 },
      { ancestor: to.agent.member.id, depth: 2 },
    ]);
    const left = await app()
      .db.select()
      .from(memberTeam)
      .where(and(eq(memberTeam.ancestorId, from.agent.member.id)));
    expect(left.map((row) => row.descendantId).sort()).toEqual([from.agent.member.id, from.member.member.id].sort());
    const [moved] = await app().db.select({ uplineId: member.uplineId }).from(member).where(eq(member.id, from.subAgent.member.id));
    expect(moved?.uplineId).toBe(to.agent.member.id);
    const [audit] = await app()
      .db.select()
      .from(operatorAction)
      .where(eq(operatorAction.target, `member:${from.subAgent.member.username}`));
    expect(audit).toMatchObject({ actor: 'token:alice', action: 'member.move', reason: 'team change' });
  });

  it('refuses a move into the member’s own team, under a non-agent, or of an unknown member', async () => {
    const team = await teamOf(app());
    expect((await move(team.agent.member.id, team.subAgent.member.username)).statusCode).toBe(422);
    expect((await move(team.agent.member.id, team.agent.member.username)).statusCode).toBe(422);
    expect((await move(team.subMember.member.id, team.member.member.username)).statusCode).toBe(422);
    expect((await move(team.subMember.member.id, 'nobody-here')).statusCode).toBe(404);
    expect((await move(99_999_999, team.agent.member.username)).statusCode).toBe(404);
    expect(await uplinesOf(team.subAgent.member.id)).toEqual([
      { ancestor: team.subAgent.member.id, depth: 0 },
      { ancestor: team.agent.member.id, depth: 1 },
    ]);
  });

  it('needs the operator token', async () => {
    const team = await teamOf(app());
    const response = await app().inject({
      method: 'POST',
      url: `/ops/members/${team.member.member.id}/move`,
      payload: { uplineUsername: 'agent1', reason: 'why not' },
    });
    expect(response.statusCode).toBe(401);
  });
});
