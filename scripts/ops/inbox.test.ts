import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csChannel, feedback, inboxDelivery, notice } from '../../server/db/schema.ts';
import { teamOf } from '../../server/modules/agents/test-support.ts';
import { opsToken, player } from '../../server/modules/payments/test-support.ts';
import { createTestApp, type TestApp } from '../../server/test/harness.ts';
import { cliOn } from './test-support.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ env: { OPS_TOKEN: opsToken } });
});
afterAll(() => test?.close());

const cli = (...argv: string[]) => cliOn(test, ...argv);

describe('inbox commands of the ops CLI', () => {
  it('sends a message to a team and to one member', async () => {
    const team = await teamOf(test.app);
    const sent = await cli('messages', 'send', `team:${team.agent.member.username}`, 'Team news', 'Friday payday', '--reason', 'weekly');
    expect(sent).toMatchObject({ code: 0, out: expect.stringMatching(/delivered to 4 inboxes$/) });
    const one = await cli('messages', 'send', team.member.member.username, 'Hi', 'Just you', 'kind=account', '--reason', 'direct');
    expect(one.out).toMatch(/delivered to 1 inbox$/);
    const rows = await test.app.db.select().from(inboxDelivery).where(eq(inboxDelivery.memberId, team.member.member.id));
    expect(rows).toHaveLength(2);
    expect((await cli('messages', 'send', 'all', 'x', 'y', 'kind=spam', '--reason', 'r')).code).toBe(2);
    expect((await cli('messages', 'send', 'all', 'x', 'y')).code).toBe(2);
  });

  it('adds, lists and disables notices with sanitized HTML', async () => {
    const added = await cli('notices', 'add', 'PU', 'Popup', '<p>Hi<script>x()</script></p>', 'locale=pt', 'sort=2', '--reason', 'launch');
    expect(added).toMatchObject({ code: 0, out: expect.stringMatching(/^notice #\d+ \(PU\) added$/) });
    const [row] = await test.app.db.select().from(notice).where(eq(notice.title, 'Popup'));
    expect(row).toMatchObject({ content: '<p>Hi</p>', locale: 'pt', sortOrder: 2 });
    expect((await cli('notices', 'list')).out).toContain('Popup');
    expect((await cli('notices', 'disable', String(row?.id), '--reason', 'over')).code).toBe(0);
    const [after] = await test.app.db.select().from(notice).where(eq(notice.title, 'Popup'));
    expect(after?.enabled).toBe(false);
    expect((await cli('notices', 'add', 'XX', 'a', 'b', '--reason', 'r')).code).toBe(2);
  });

  it('lists and answers feedback, and manages customer-service channels', async () => {
    const who = await player(test.app);
    const [item] = await test.app.db
      .insert(feedback)
      .values({ memberId: who.id, category: 'game', content: 'More fish games please', status: 'open', createdAt: new Date() })
      .returning();
    expect((await cli('feedback', 'list', 'open')).out).toContain('More fish games please');
    expect((await cli('feedback', 'answer', String(item?.id), 'Coming next week', '--reason', 'answered')).code).toBe(0);
    expect((await cli('feedback', 'answer', String(item?.id), 'Again', '--reason', 'answered')).code).toBe(1);

    expect((await cli('cs', 'add', 'TELEGRAM', 'Telegram', 'https://t.me/tala', 'sort=1', '--reason', 'open')).code).toBe(0);
    const [channel] = await test.app.db.select().from(csChannel).where(eq(csChannel.title, 'Telegram'));
    expect((await cli('cs', 'disable', String(channel?.id), '--reason', 'closed')).code).toBe(0);
    expect((await cli('cs', 'list')).out).toMatch(/TELEGRAM\s+off/);
    expect((await cli('cs', 'add', 'QQ', 'QQ', 'http://insecure.example', '--reason', 'x')).code).not.toBe(0);
  });
});
