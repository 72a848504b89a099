import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { agentDeskPaths, agentHitSchema, opsAnnouncementSchema, settlementRunSchema } from '../../../src/contract/agent-desk.ts';
import { backofficePaths, memberBetSchema, memberLoginSchema, memberRecordSchema } from '../../../src/contract/backoffice.ts';
import { agentOpsPaths } from '../../../src/contract/agent.ts';
import { auditEntrySchema, auditTrailPath } from '../../../src/contract/audit-trail.ts';
import { contractItemSchema, contractOpsPaths, settlementItemSchema } from '../../../src/contract/contracts.ts';
import { csTypes, inboxOpsPaths, noticeTypes, opsCsChannelSchema, opsNoticeSchema } from '../../../src/contract/inbox.ts';
import { settingChangeRecordSchema, settingKeys, settingsPaths } from '../../../src/contract/operator.ts';
import { opsRedemptionSchema, opsRewardSchema } from '../../../src/contract/points.ts';
import { watchedMemberSchema } from '../../../src/contract/protection.ts';
import { opsApplicationSchema, opsMissionSchema, opsPromotionSchema, opsVipRankSchema } from '../../../src/contract/promotions.ts';
import { fieldsOf } from '../../http/csv.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ops, opsToken, player } from '../payments/test-support.ts';
import { parseCsv } from '../reports/csv-test-support.ts';

/** Every back-office list that is one GET: its address (with the screen's filter) and the item its rows are; a run's payments below. */
const lists: { url: string; item: z.ZodObject }[] = [
  { url: '/ops/promotions', item: opsPromotionSchema },
  { url: '/ops/promotion-applications?status=applying', item: opsApplicationSchema },
  { url: '/ops/missions', item: opsMissionSchema },
  { url: '/ops/vip/ranks', item: opsVipRankSchema },
  { url: inboxOpsPaths.notices, item: opsNoticeSchema },
  { url: `${inboxOpsPaths.notices}?type=${noticeTypes[0]}`, item: opsNoticeSchema },
  { url: inboxOpsPaths.csChannels, item: opsCsChannelSchema },
  { url: '/ops/points/rewards', item: opsRewardSchema },
  { url: '/ops/points/redemptions?status=process', item: opsRedemptionSchema },
  { url: `${agentDeskPaths.agents}?page=1`, item: agentHitSchema },
  { url: contractOpsPaths.contracts, item: contractItemSchema },
  { url: `${agentDeskPaths.settlementRuns}?page=1`, item: settlementRunSchema },
  { url: `${agentOpsPaths.announcements}?page=1`, item: opsAnnouncementSchema },
  { url: `${auditTrailPath}?page=1`, item: auditEntrySchema },
  { url: '/ops/protection/members', item: watchedMemberSchema },
  { url: `${settingsPaths.history.replace(':key', settingKeys[0]!)}?limit=20`, item: settingChangeRecordSchema },
];

const asCsv = (url: string) => `${url}${url.includes('?') ? '&' : '?'}format=csv`;
/** The rows of a list's JSON answer: the list itself, or a page's items. */
const rowsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : (value as { items: unknown[] }).items);

describe('every back-office list exports what it shows as CSV', () => {
  let harness: TestApp;
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken } });
    // Something in the lists that start empty: a channel, a notice, an announcement and a setting's change.
    const channel = { csType: csTypes[0], title: 'Live chat', url: 'https://help.example/chat', reason: 'first channel' };
    expect((await ops(app(), 'POST', inboxOpsPaths.csChannels, channel)).statusCode).toBe(200);
    const announcement = { title: 'Payday', content: 'Paid on Monday.', reason: 'to the agents' };
    expect((await ops(app(), 'POST', agentOpsPaths.announcements, announcement)).statusCode).toBe(200);
  });
  afterAll(() => harness?.close());

  /** The list's JSON is the envelope it always was; its CSV is headed by the item's fields, one line a row. */
  async function exportsAsCsv(url: string, item: z.ZodObject) {
    const json = await ops(app(), 'GET', url);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-type']).toContain('application/json');
    const body = json.json() as { success: boolean; value: unknown };
    expect(body.success).toBe(true);

    const csv = await ops(app(), 'GET', asCsv(url));
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.csv"$/);
    const [header, ...lines] = parseCsv(csv.body);
    expect(header).toEqual(fieldsOf(item));
    expect(lines).toHaveLength(rowsOf(body.value).length);
  }

  it.each(lists)('$url: CSV headed by its item’s fields, one line a row; its JSON as before', ({ url, item }) => exportsAsCsv(url, item));

  it('a member’s records, bets and sign-ins too', async () => {
    const who = await player(app(), { funds: 100 });
    const lists = [
      { path: backofficePaths.memberRecords, item: memberRecordSchema },
      { path: backofficePaths.memberBets, item: memberBetSchema },
      { path: backofficePaths.memberLogins, item: memberLoginSchema },
    ];
    for (const { path, item } of lists) await exportsAsCsv(`${path.replace(':id', String(who.id))}?page=1`, item);
  });

  it('a settlement run’s payments too', async () => {
    const run = await ops(app(), 'POST', contractOpsPaths.run, { kind: 'daily', period: '2026-01-01', reason: 'end of day' });
    expect(run.statusCode, run.body).toBe(200);
    const { from } = (run.json() as { value: { from: string } }).value;
    await exportsAsCsv(`${agentDeskPaths.settlementPayments}?kind=daily&from=${encodeURIComponent(from)}`, settlementItemSchema);
  });

  it('makes a formula-like title in a list harmless', async () => {
    const title = '=HYPERLINK("http://evil.example","Help")';
    const saved = await ops(app(), 'POST', inboxOpsPaths.csChannels, { csType: csTypes[0], title, url: 'https://help.example/evil', reason: 'a test' });
    expect(saved.statusCode, saved.body).toBe(200);
    const csv = await ops(app(), 'GET', asCsv(inboxOpsPaths.csChannels));
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Help"")"`);
    const [header, ...lines] = parseCsv(csv.body);
    const line = lines.find((cells) => cells[header!.indexOf('url')] === 'https://help.example/evil');
    expect(line![header!.indexOf('title')]).toBe(`'${title}`);
  });
});
