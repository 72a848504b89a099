import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentOpsPaths } from '../../../src/contract/agent.ts';
import { auditPageSchema, auditPageSize, auditTrailPath } from '../../../src/contract/audit-trail.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { auditVerifySchema } from '../../../src/contract/protection.ts';
import { manualClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { opsToken } from '../payments/test-support.ts';
import { signedInStaff } from '../staff/test-support.ts';
import { appendAudit } from './audit.ts';

/** The risk desk browses the tamper-evident trail by actor, action, target and time, and sees where its chain breaks. */
describe('the audit trail of the operator API', () => {
  const clock = manualClock(new Date('2026-11-20T02:00:00Z'));
  let harness: TestApp;
  const app = () => harness.app;
  let risk: Awaited<ReturnType<typeof signedInStaff>>;
  let manager: Awaited<ReturnType<typeof signedInStaff>>;

  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken }, clock, seed: false });
    risk = await signedInStaff(app(), ['risk']);
    manager = await signedInStaff(app(), ['agents']);
  });
  afterAll(() => harness?.close());

  const trail = async (query: string, headers = risk.headers) => {
    const response = await app().inject({ method: 'GET', url: `${auditTrailPath}${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return successSchema(auditPageSchema).parse(response.json()).value;
  };
  const post = (title: string) =>
    app().inject({
      method: 'POST',
      url: agentOpsPaths.announcements,
      headers: manager.headers,
      payload: { title, content: 'text', reason: `posting ${title}` },
    });

  it('filters by actor, action and target (their start, any case) and by time, newest first, page by page', async () => {
    const first = (await post('first')).json() as { value: { id: number } };
    const second = (await post('second')).json() as { value: { id: number } };
    await appendAudit(app().db, { actor: 'timed', kind: 'check.time', subject: 'morning', at: new Date('2026-11-19T10:00:00Z') });
    await appendAudit(app().db, { actor: 'timed', kind: 'check.time', subject: 'noon', at: new Date('2026-11-19T12:00:00Z') });
    for (let n = 0; n < auditPageSize; n += 1) await appendAudit(app().db, { actor: 'bulk', kind: 'check.bulk', subject: `row:${n}`, at: clock.now() });

    const mine = await trail(`?actor=${manager.username.toUpperCase()}`);
    expect(mine.items.map((item) => [item.action, item.target])).toEqual([
      ['operator.agent-announcement.post', `agent-announcement:${second.value.id}`],
      ['operator.agent-announcement.post', `agent-announcement:${first.value.id}`],
    ]);
    expect(mine.items[0]).toMatchObject({ actor: manager.username, data: { reason: 'posting second' } });

    expect((await trail('?action=OPERATOR.agent-')).total).toBe(2);
    expect((await trail(`?target=agent-announcement:${first.value.id}`)).items.map((item) => item.target)).toEqual([`agent-announcement:${first.value.id}`]);
    // A filter's `%` or `_` is itself, not a wildcard.
    expect((await trail('?action=%25')).total).toBe(0);
    const noon = await trail('?actor=timed&from=2026-11-19T11:00:00Z&to=2026-11-19T20:30:00%2B08:00');
    expect(noon.items.map((item) => [item.target, item.at])).toEqual([['noon', '2026-11-19T12:00:00.000Z']]);

    const page1 = await trail('?actor=bulk');
    const page2 = await trail('?actor=bulk&page=2');
    expect([page1.total, page1.items.length, page2.items.length]).toEqual([auditPageSize, auditPageSize, 0]);
    expect(page1.items[0]!.id).toBeGreaterThan(page1.items[1]!.id);

    const refused = await app().inject({ method: 'GET', url: `${auditTrailPath}?from=2026-11-21T00:00:00Z&to=2026-11-20T00:00:00Z`, headers: risk.headers });
    expect(refused.statusCode).toBe(400);
    expect((await app().inject({ method: 'GET', url: auditTrailPath, headers: manager.headers })).statusCode).toBe(403);
    // The CLI's log of operator actions still answers as before.
    const actions = await app().inject({ method: 'GET', url: '/ops/actions?limit=2', headers: { authorization: `Bearer ${opsToken}` } });
    expect((actions.json() as { value: { action: string }[] }).value.map((action) => action.action)).toEqual([
      'agent-announcement.post',
      'agent-announcement.post',
    ]);
  });

  it('names the row where an edited chain breaks, and opens the trail on it', async () => {
    const verify = async () => {
      const response = await app().inject({ method: 'GET', url: '/ops/audit/verify', headers: risk.headers });
      expect(response.statusCode).toBe(200);
      return successSchema(auditVerifySchema).parse(response.json()).value;
    };
    expect((await verify()).firstBreak).toBeNull();
    const target = (await trail('?actor=bulk')).items[10]!;
    await app().db.execute(sql`ALTER TABLE audit_event DISABLE TRIGGER audit_event_append_only`);
    await app().db.execute(sql`UPDATE audit_event SET subject = 'row:forged' WHERE id = ${target.id}`);
    await app().db.execute(sql`ALTER TABLE audit_event ENABLE TRIGGER audit_event_append_only`);

    expect(await verify()).toMatchObject({ firstBreak: target.id });
    const opened = await trail(`?upTo=${target.id}`);
    expect(opened.items[0]).toMatchObject({ id: target.id, target: 'row:forged' });
  });
});
