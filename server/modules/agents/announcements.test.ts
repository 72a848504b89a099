import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentOpsPaths, agentPaths, announcementPageSchema } from '../../../src/contract/agent.ts';
import { opsAnnouncementPageSchema } from '../../../src/contract/agent-desk.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { sanitizeNoticeHtml } from '../inbox/sanitize.ts';
import { opsToken } from '../payments/test-support.ts';
import { signedInStaff } from '../staff/test-support.ts';
import { signedInMember } from '../wallet/test-support.ts';
import { teamOf } from './test-support.ts';

/** Agent announcements written per language, sanitized when stored, read in the agent's language with English behind it. */
describe('agent announcements in three languages', () => {
  let harness: TestApp;
  const app = () => harness.app;
  let manager: Awaited<ReturnType<typeof signedInStaff>>;

  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken } });
    manager = await signedInStaff(app(), ['agents']);
  });
  afterAll(() => harness?.close());

  const post = (payload: object, headers: Record<string, string> = manager.headers) =>
    app().inject({ method: 'POST', url: agentOpsPaths.announcements, headers, payload });
  const posted = async (payload: object) => {
    const response = await post({ reason: 'to the agents', ...payload });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { value: { id: number } }).value.id;
  };
  const readAs = async (headers: Record<string, string>, language: string) => {
    const response = await app().inject({ method: 'GET', url: agentPaths.announcements, headers: { ...headers, language } });
    expect(response.statusCode, response.body).toBe(200);
    return successSchema(announcementPageSchema).parse(response.json()).value.items;
  };
  const listed = async (id: number) =>
    successSchema(opsAnnouncementPageSchema)
      .parse((await app().inject({ method: 'GET', url: agentOpsPaths.announcements, headers: manager.headers })).json())
      .value.items.find((item) => item.id === id);

  it('stores each language written, its HTML sanitized: scripts and handlers gone, formatting kept', async () => {
    const id = await posted({
      title: { en: 'Payday moves', pt: 'O dia de pagamento muda', tl: '' },
      content: {
        en: '<p>Paid on <b>Friday</b>.</p><ul><li>Daily salary</li></ul><script>alert(1)</script><img src="https://cdn.tala.example/pay.png" onerror="alert(2)">',
        pt: '<p>Pago na <strong>sexta-feira</strong>.</p><a href="javascript:alert(3)" onclick="x()">termos</a><a href="https://tala.example/terms">termos</a>',
        tl: '<p>Binabayaran tuwing Biyernes.</p>',
      },
    });
    const stored = await listed(id);
    expect(stored?.title).toEqual({ en: 'Payday moves', pt: 'O dia de pagamento muda' });
    // Tagalog had content but no title: it is not a version of its own.
    expect(Object.keys(stored?.content ?? {}).sort()).toEqual(['en', 'pt']);
    expect(stored?.content.en).toContain('<p>Paid on <b>Friday</b>.</p><ul><li>Daily salary</li></ul>');
    expect(stored?.content.en).toContain('<img src="https://cdn.tala.example/pay.png" />');
    expect(stored?.content.pt).toContain('<p>Pago na <strong>sexta-feira</strong>.</p>');
    expect(stored?.content.pt).toContain('<a href="https://tala.example/terms" rel="noopener noreferrer" target="_blank">termos</a>');
    for (const html of Object.values(stored?.content ?? {})) expect(html).not.toMatch(/script|onerror|onclick|javascript:|alert/);
    // What is stored is what the sanitizer leaves: sanitizing it again changes nothing.
    expect(sanitizeNoticeHtml(stored?.content.en ?? '')).toBe(stored?.content.en);
  });

  it('shows the agent its language, and English where the operator wrote none in it', async () => {
    const { agent } = await teamOf(app());
    const id = await posted({
      title: { en: 'Contracts open', pt: 'Contratos abertos' },
      content: { en: '<p>Offer <em>daily</em> salaries.</p>', pt: '<p>Ofereça salários <em>diários</em>.</p>' },
    });
    const inPt = (await readAs(agent.headers, 'pt')).find((item) => item.id === id);
    expect(inPt).toMatchObject({ locale: 'pt', title: 'Contratos abertos', content: '<p>Ofereça salários <em>diários</em>.</p>' });
    const inTl = (await readAs(agent.headers, 'tl')).find((item) => item.id === id);
    expect(inTl).toMatchObject({ locale: 'en', title: 'Contracts open', content: '<p>Offer <em>daily</em> salaries.</p>' });
    const inEn = (await readAs(agent.headers, 'en')).find((item) => item.id === id);
    expect(inEn).toMatchObject({ locale: 'en', title: 'Contracts open' });
    // The operator's command line posts a bare string: the English version alone.
    const bare = await posted({ title: 'Plain', content: 'Commissions are paid on Friday.' });
    expect((await readAs(agent.headers, 'pt')).find((item) => item.id === bare)).toMatchObject({ locale: 'en', title: 'Plain' });
  });

  it('refuses an announcement without English, or whose English is nothing once sanitized', async () => {
    expect((await post({ title: { pt: 'Só em português' }, content: { pt: '<p>Olá</p>' }, reason: 'no english' })).statusCode).toBe(400);
    expect((await post({ title: { en: 'Empty' }, content: { en: '' }, reason: 'no content' })).statusCode).toBe(400);
    const scripted = await post({ title: { en: 'Script only' }, content: { en: '<script>alert(1)</script>' }, reason: 'scripts only' });
    expect(scripted.statusCode).toBe(400);
    expect(scripted.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('is written by the agents role (or the operator token) only, and read by agents only', async () => {
    const payload = { title: { en: 'Who posts' }, content: { en: '<p>Only the agent desk.</p>' }, reason: 'access check' };
    const marketing = await signedInStaff(app(), ['marketing']);
    const support = await signedInStaff(app(), ['support']);
    expect((await post(payload, marketing.headers)).statusCode).toBe(403);
    expect((await post(payload, support.headers)).statusCode).toBe(403);
    expect((await post(payload, {})).statusCode).toBe(401);
    const { agent } = await teamOf(app());
    expect([401, 403]).toContain((await post(payload, agent.headers)).statusCode);
    expect((await post(payload, { authorization: `Bearer ${opsToken}` })).statusCode).toBe(200);
    expect((await app().inject({ method: 'GET', url: agentOpsPaths.announcements, headers: marketing.headers })).statusCode).toBe(403);

    const member = await signedInMember(app());
    expect((await app().inject({ method: 'GET', url: agentPaths.announcements, headers: member.headers })).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: agentPaths.announcements })).statusCode).toBe(401);
    expect((await readAs(agent.headers, 'en')).map((item) => item.title)).toContain('Who posts');
  });

  it('migration 0041 makes an announcement written before it the English version, its content escaped as text', async () => {
    // The migration's own statements, run on a table shaped as migration 0039 left agent_announcement.
    const table = 'agent_announcement_before_0041';
    await app().db.execute(sql.raw(`CREATE TABLE ${table} (id bigserial PRIMARY KEY, title text NOT NULL, content text NOT NULL)`));
    await app().db.execute(sql.raw(`INSERT INTO ${table} (title, content) VALUES ('Fees & <limits>', E'Pay day is Friday.\\nBring <b>ID</b> & "proof"')`));
    const statements = readFileSync(join(migrationsFolder, '0041_agent_announcement_languages.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.replaceAll('"agent_announcement"', table));
    for (const statement of statements) await app().db.execute(sql.raw(statement));
    // Both drivers answer a raw statement with its rows under `rows`.
    const result = (await app().db.execute(sql.raw(`SELECT title, content FROM ${table}`))) as unknown as { rows: { title: unknown; content: unknown }[] };
    const [row] = result.rows;
    expect(row?.title).toEqual({ en: 'Fees & <limits>' });
    const content = (row?.content as { en: string }).en;
    expect(content).toBe('<p>Pay day is Friday.<br />Bring &lt;b&gt;ID&lt;/b&gt; &amp; &quot;proof&quot;</p>');
    // Shown as HTML, it reads as the text that was written: the sanitizer keeps it, tags and all, as text.
    expect(sanitizeNoticeHtml(content)).toBe('<p>Pay day is Friday.<br />Bring &lt;b&gt;ID&lt;/b&gt; &amp; "proof"</p>');
    await app().db.execute(sql.raw(`DROP TABLE ${table}`));
  });
});
