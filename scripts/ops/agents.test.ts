import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAnnouncement, member } from '../../server/db/schema.ts';
import { teamOf } from '../../server/modules/agents/test-support.ts';
import { opsToken } from '../../server/modules/payments/test-support.ts';
import { createTestApp, type TestApp } from '../../server/test/harness.ts';
import { cliOn } from './test-support.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ env: { OPS_TOKEN: opsToken } });
});
afterAll(() => test?.close());

const cli = (...argv: string[]) => cliOn(test, ...argv);

describe('agent commands of the ops CLI', () => {
  it('moves a member with its team under another agent, and refuses a cycle or a missing reason', async () => {
    const from = await teamOf(test.app);
    const to = await teamOf(test.app);
    expect((await cli('members', 'move', from.subAgent.member.username, to.agent.member.username)).code).toBe(2);
    const moved = await cli('members', 'move', from.subAgent.member.username, to.agent.member.username, '--reason', 'asked by both', '--actor', 'cli:tester');
    expect(moved).toMatchObject({ code: 0, out: `${from.subAgent.member.username} is now under ${to.agent.member.username} (2 members moved)` });
    const [row] = await test.app.db.select({ uplineId: member.uplineId }).from(member).where(eq(member.id, from.subAgent.member.id));
    expect(row?.uplineId).toBe(to.agent.member.id);
    expect((await cli('members', 'move', to.agent.member.username, from.subMember.member.username, '--reason', 'loop')).code).toBe(1);
    expect((await cli('actions', '--limit', '5')).out).toContain('cli:tester');
  });

  it('posts an announcement to agents', async () => {
    const posted = await cli('announce-agents', 'Payday', 'Commissions are paid on Friday.', '--reason', 'weekly notice');
    expect(posted.code).toBe(0);
    const rows = await test.app.db
      .select()
      .from(agentAnnouncement)
      .where(sql`${agentAnnouncement.title}->>'en' = 'Payday'`);
    expect(rows).toMatchObject([{ content: { en: 'Commissions are paid on Friday.' } }]);
    expect((await cli('announce-agents', 'Only a title', '--reason', 'x y z')).code).toBe(2);
  });
});
