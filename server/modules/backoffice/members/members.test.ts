import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficePaths } from '../../../../src/contract/backoffice.ts';
import { feedback, loginEvent, operatorAction } from '../../../db/schema.ts';
import { rowsOf } from '../../../db/functions.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { bearer, createMember, loginAs, postLogin } from '../../../test/accounts.ts';
import { sendInboxMessage } from '../../inbox/send.ts';
import { rememberIp } from '../../members/repository.ts';
import { fund, opsToken, player, postForm, type Player } from '../../payments/test-support.ts';
import { playSlot } from '../../promotions/test-support.ts';
import { grantAndPay } from '../../promotions/rewards.ts';
import { changeLimit } from '../../protection/limits.ts';
import { signedInStaff } from '../../staff/test-support.ts';
import { searchStatement } from './search.ts';

const pathOf = (template: string, id: number) => template.replace(':id', String(id));

/** The back office's members: search, the whole picture, its lists, notes and the desk's actions. */
describe('back office members', () => {
  let harness: TestApp;
  const app = () => harness.app;
  let support: Awaited<ReturnType<typeof signedInStaff>>;
  let marketing: Awaited<ReturnType<typeof signedInStaff>>;
  // One prefix of this run, so other tests' members never match.
  const tag = `q${randomBytes(3).toString('hex')}`;
  let top: { id: number; username: string };
  let agent: { id: number; username: string; affiliateCode: string | null };
  let who: Player & { password: string };

  const get = (url: string, headers = support.headers) => app().inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers = support.headers) => app().inject({ method: 'POST', url, headers, payload });

  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken } });
    support = await signedInStaff(app(), ['support']);
    marketing = await signedInStaff(app(), ['marketing']);
    top = await createMember(app(), { username: `${tag}top`, type: 1 });
    agent = await createMember(app(), { username: `${tag}agent`, type: 1, uplineId: top.id, affiliateCode: `${tag.toUpperCase()}AFF` });
    const created = await createMember(app(), {
      username: `${tag}player`,
      uplineId: agent.id,
      mobileNum: `0917${tag.slice(1)}1`,
      email: `${tag}.Player@Example.com`,
      nickname: 'Juana',
      profile: { city: 'Cebu' },
    });
    const login = await loginAs(app(), created.username, created.password, { ip: '10.0.0.1', headers: { 'user-agent': 'PhoneBrowser/1' } });
    // From an address never seen the login waits for a code: an attempt that did not get in.
    const challenged = await postLogin(
      app(),
      { type: 'username', username: created.username, password: created.password },
      { ip: '10.0.0.3', headers: { 'user-agent': 'Stranger/3' } },
    );
    expect(challenged.json().value).toHaveProperty('verification');
    await rememberIp(app().db, created.id, '10.0.0.2');
    await loginAs(app(), created.username, created.password, { ip: '10.0.0.2', headers: { 'user-agent': 'DeskBrowser/2' } });
    who = { id: created.id, username: created.username, headers: bearer(login.token), password: created.password };
    await fund(app(), who.id, 100);
    await playSlot(app(), who, 2, 1);
    await app().db.transaction(async (tx) =>
      grantAndPay(
        tx,
        {
          memberId: who.id,
          source: 'promotion',
          sourceKey: `test:${randomUUID()}`,
          title: { en: 'Welcome', pt: 'Boas-vindas', tl: 'Maligayang pagdating' },
          amount: 10_00n,
          wagering: 50_00n,
          expiresAt: new Date(Date.now() + 86_400_000),
        },
        'PHP',
        new Date(),
      ),
    );
    await changeLimit(app().db, who.id, { kind: 'deposit', period: 'day', amount: 500 });
    await sendInboxMessage(app().db, { memberId: who.id }, { kind: 'account', title: 'Hello there', body: 'Welcome aboard' });
    await app().db.insert(feedback).values({ memberId: who.id, category: 'problem', content: 'The slot froze', status: 'open', createdAt: new Date() });
  });
  afterAll(() => harness?.close());

  describe('search', () => {
    const search = async (q: string, extra = '') => {
      const response = await get(`${backofficePaths.members}?q=${encodeURIComponent(q)}${extra}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value as {
        items: { id: number; username: string; mobile: string | null; email: string | null; affiliateCode: string | null; status: string; type: number }[];
        hasMore: boolean;
        page: number;
        size: number;
      };
    };

    it('finds a member by a prefix of the username, mobile, e-mail or affiliate code, whatever the case', async () => {
      expect((await search(`${tag.toUpperCase()}PLAY`)).items.map((hit) => hit.username)).toEqual([`${tag}player`]);
      expect((await search(`0917${tag.slice(1)}`)).items.map((hit) => hit.id)).toEqual([who.id]);
      expect((await search(`${tag}.player@ex`)).items.map((hit) => hit.id)).toEqual([who.id]);
      const byCode = await search(`${tag}aff`);
      expect(byCode.items).toEqual([expect.objectContaining({ id: agent.id, affiliateCode: `${tag.toUpperCase()}AFF`, type: 1, status: 'active' })]);
      const hit = (await search(`${tag}player`)).items[0];
      expect(hit).toMatchObject({
        username: `${tag}player`,
        mobile: `0917${tag.slice(1)}1`,
        email: `${tag}.Player@Example.com`,
        affiliateCode: null,
        status: 'active',
        type: 0,
      });
    });

    it('lists a member matching on several fields once, ordered by the text matched', async () => {
      const both = await createMember(app(), { username: `${tag}zz`, email: `${tag}zz@example.com` });
      const found = await search(tag);
      // By the text matched: the player's e-mail ("<tag>.player@…"), then agent (username and affiliate code), top, zz: each once.
      expect(found.items.map((item) => item.username)).toEqual([`${tag}player`, `${tag}agent`, `${tag}top`, `${tag}zz`]);
      expect(found.items.filter((item) => item.id === both.id)).toHaveLength(1);
      expect(found.hasMore).toBe(false);
    });

    it('pages with hasMore and never counts', async () => {
      const first = await search(tag, '&size=2');
      expect(first).toMatchObject({ page: 1, size: 2, hasMore: true });
      expect(first).not.toHaveProperty('total');
      expect(first.items.map((item) => item.username)).toEqual([`${tag}player`, `${tag}agent`]);
      const second = await search(tag, '&size=2&page=2');
      expect(second.items.map((item) => item.username)).toEqual([`${tag}top`, `${tag}zz`]);
      expect(second.hasMore).toBe(false);
    });

    it('takes % and _ in the prefix literally', async () => {
      await createMember(app(), { username: `${tag}_lit` });
      await createMember(app(), { username: `${tag}xlit` });
      expect((await search(`${tag}_`)).items.map((hit) => hit.username)).toEqual([`${tag}_lit`]);
      expect((await search(`${tag}%`)).items).toEqual([]);
    });

    it('refuses a missing or oversized query with the 400 envelope', async () => {
      for (const url of [
        backofficePaths.members,
        `${backofficePaths.members}?q=`,
        `${backofficePaths.members}?q=a&size=101`,
        `${backofficePaths.members}?q=a&page=0`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    });

    it('reads the prefix from the search indexes, not the whole table', async () => {
      const batch = `${tag}bulk`;
      await app().db.execute(sql`
        INSERT INTO member (username, password_hash, mobile_num, email, affiliate_code)
        SELECT ${batch} || g, 'x', '0999' || lpad(g::text, 7, '0'), ${batch} || g || '@example.com', upper(${batch}) || g
        FROM generate_series(1, 20000) AS g`);
      await app().db.execute(sql`ANALYZE member`);
      // Prepared and planned for any prefix, as a statement PGlite keeps and reuses (pglite-statements.ts) is.
      const query = new PgDialect().sqlToQuery(searchStatement({ q: `${batch}12`, page: 1, size: 20 }));
      const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
      const plan = await app().db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
        await tx.execute(sql.raw(`PREPARE member_search_plan AS ${query.sql}`));
        const rows = await rowsOf<{ 'QUERY PLAN': string }>(tx, sql.raw(`EXPLAIN EXECUTE member_search_plan(${query.params.map(literal).join(', ')})`));
        await tx.execute(sql`DEALLOCATE member_search_plan`);
        return rows;
      });
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('$1');
      // Each column's rows come from its index as a range, already in order: no table scan, no sort of what matched.
      for (const index of ['member_search_username', 'member_search_mobile', 'member_search_email', 'member_search_affiliate'])
        expect(text).toMatch(new RegExp(`Index (Only )?Scan using ${index}`));
      expect(text).not.toMatch(/Seq Scan on member|Incremental Sort/);
    });
  });

  it("shows the member's whole picture", async () => {
    const response = await get(pathOf(backofficePaths.member, who.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({
      id: who.id,
      username: `${tag}player`,
      status: 'active',
      type: 0,
      profile: expect.objectContaining({ nickname: 'Juana', mobileNum: `0917${tag.slice(1)}1`, email: `${tag}.Player@Example.com`, city: 'Cebu' }),
      createdAt: expect.any(String),
      lastLoginAt: expect.any(String),
      // 100 funded, 2 spins of 1 lost, a 10 bonus.
      balance: 108,
      // A point per 1.00 staked on the slot (the default earning rule).
      points: 2,
      openWagering: 50,
      // Bronze, the demo's first rank, asks for nothing.
      vipLevel: 0,
      uplines: [
        { id: agent.id, username: `${tag}agent` },
        { id: top.id, username: `${tag}top` },
      ],
      teamSize: 0,
      protection: { limits: [{ kind: 'deposit', period: 'day', value: 500 }], exclusion: null, markers: [] },
      promotions: [{ title: 'Welcome', status: 'claimed', amount: 10, wageringLeft: 50 }],
      unreadMessages: 1,
      openFeedback: 1,
      openSessions: 2,
    });
    const upper = await get(pathOf(backofficePaths.member, top.id));
    expect(upper.json().value).toMatchObject({ uplines: [], teamSize: 2, promotions: [], openWagering: 0, openSessions: 0 });
    const vip = await app().settings.get('vip');
    await app().settings.set('vip', { ...vip, enabled: false }, { actor: 'test', reason: 'no VIP program' });
    try {
      expect((await get(pathOf(backofficePaths.member, who.id))).json().value.vipLevel).toBeNull();
    } finally {
      await app().settings.set('vip', vip, { actor: 'test', reason: 'VIP program back' });
    }
  });

  it('shows the markers of harm the member shows, as the watch list counts them', async () => {
    const someone = await player(app());
    const channels = await app().inject({ method: 'GET', url: '/wps/deposit/channels', headers: someone.headers });
    const channelId = String(channels.json().value[0].id);
    const markers = async () => (await get(pathOf(backofficePaths.member, someone.id))).json().value.protection.markers;
    expect(await markers()).toEqual([]);
    for (let index = 0; index < 5; index++) {
      const filed = await postForm(app(), '/wps/deposit/requests', someone, { channelId, amount: '100', reference: 'REF', idempotencyKey: randomUUID() });
      expect(filed.statusCode, filed.body).toBe(200);
    }
    expect(await markers()).toEqual(['manyDepositsInAnHour']);
    // Another member's deposits mark only that member.
    expect((await get(pathOf(backofficePaths.member, who.id))).json().value.protection.markers).toEqual([]);
  });

  it("pages the member's account records, bets, logins and activity", async () => {
    const records = (await get(`${pathOf(backofficePaths.memberRecords, who.id)}?size=2`)).json().value;
    expect(records).toMatchObject({ page: 1, size: 2, total: 4 });
    expect(records.items.map((item: { kind: string; amount: number; balanceAfter: number }) => [item.kind, item.amount, item.balanceAfter])).toEqual([
      ['bonus', 10, 108],
      ['bet', -1, 98],
    ]);
    const oldest = (await get(`${pathOf(backofficePaths.memberRecords, who.id)}?size=1&order=asc`)).json().value;
    expect(oldest.items[0]).toMatchObject({ kind: 'adjustment', amount: 100, balanceAfter: 100 });

    const bets = (await get(pathOf(backofficePaths.memberBets, who.id))).json().value;
    expect(bets.total).toBe(2);
    expect(bets.items).toHaveLength(2);
    expect(bets.items[0]).toMatchObject({ stake: 1, payout: 0, result: 'lost', vendor: expect.any(String), game: expect.any(String) });

    const logins = (await get(`${pathOf(backofficePaths.memberLogins, who.id)}?size=2`)).json().value;
    expect(logins.total).toBe(3);
    expect(logins.items).toHaveLength(2);
    expect(logins.items[0]).toMatchObject({ ip: '10.0.0.2', outcome: 'success', method: 'username', userAgent: 'DeskBrowser/2' });
    expect(logins.items[1]).toMatchObject({ ip: '10.0.0.3', outcome: 'challenged' });
    // The challenged attempt's address and device are not ones the member signed in from.
    expect(logins.addresses.map((row: { ip: string; count: number }) => [row.ip, row.count])).toEqual([
      ['10.0.0.2', 1],
      ['10.0.0.1', 1],
    ]);
    expect(logins.devices.map((row: { userAgent: string }) => row.userAgent)).toEqual(['DeskBrowser/2', 'PhoneBrowser/1']);

    const activity = (await get(pathOf(backofficePaths.memberActivity, who.id))).json().value;
    expect(activity.messages).toEqual([{ id: expect.any(Number), at: expect.any(String), title: 'Hello there', read: false }]);
    expect(activity.feedback).toEqual([{ id: expect.any(Number), at: expect.any(String), category: 'problem', content: 'The slot froze', answered: false }]);
  });

  it('keeps staff notes with their author, on the audit trail', async () => {
    const added = await post(pathOf(backofficePaths.memberNotes, who.id), { text: 'Called about a frozen slot' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().value).toMatchObject({ author: support.username, text: 'Called about a frozen slot' });
    await post(pathOf(backofficePaths.memberNotes, who.id), { text: 'Second call' });
    const notes = (await get(pathOf(backofficePaths.memberNotes, who.id))).json().value;
    expect(notes.map((note: { author: string; text: string }) => [note.author, note.text])).toEqual([
      [support.username, 'Second call'],
      [support.username, 'Called about a frozen slot'],
    ]);
    const [action] = await app()
      .db.select()
      .from(operatorAction)
      .where(sql`${operatorAction.action} = 'member.note'`)
      .orderBy(sql`${operatorAction.id} desc`)
      .limit(1);
    expect(action).toMatchObject({ actor: support.username, target: `member:${tag}player`, reason: 'Second call' });
    expect((await post(pathOf(backofficePaths.memberNotes, who.id), { text: '  ' })).statusCode).toBe(400);
  });

  it('lets marketing neither read a member nor act on one', async () => {
    expect((await get(pathOf(backofficePaths.member, who.id), marketing.headers)).statusCode).toBe(403);
    expect((await get(`${backofficePaths.members}?q=${tag}`, marketing.headers)).statusCode).toBe(403);
    const refused = await post(pathOf(backofficePaths.memberNotes, who.id), { text: 'not mine to write' }, marketing.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('answers 404 for a member that does not exist', async () => {
    const missing = 987_654_321;
    for (const template of [
      backofficePaths.member,
      backofficePaths.memberRecords,
      backofficePaths.memberBets,
      backofficePaths.memberLogins,
      backofficePaths.memberActivity,
      backofficePaths.memberNotes,
    ]) {
      const response = await get(pathOf(template, missing));
      expect(response.statusCode, template).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    for (const [template, payload] of [
      [backofficePaths.memberNotes, { text: 'nobody' }],
      [backofficePaths.memberEndSessions, { reason: 'nobody home' }],
      [backofficePaths.memberResetPassword, { reason: 'nobody home' }],
    ] as const) {
      expect((await post(pathOf(template, missing), payload)).statusCode, template).toBe(404);
    }
  });

  it("ends every session of the member at once, audited with the staff member's name", async () => {
    const member = await createMember(app());
    const one = await loginAs(app(), member.username, member.password);
    const two = await loginAs(app(), member.username, member.password);
    expect((await post(pathOf(backofficePaths.memberEndSessions, member.id), { reason: 'x' })).statusCode).toBe(400);
    const ended = await post(pathOf(backofficePaths.memberEndSessions, member.id), { reason: 'account shared' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().value).toEqual({ ended: 2 });
    for (const login of [one, two]) expect((await get('/wps/member/info', bearer(login.token))).statusCode).toBe(401);
    const [action] = await app()
      .db.select()
      .from(operatorAction)
      .where(sql`${operatorAction.target} = ${`member:${member.username}`}`);
    expect(action).toMatchObject({ actor: support.username, action: 'member.sessions.end', reason: 'account shared' });
    expect((await post(pathOf(backofficePaths.memberEndSessions, member.id), { reason: 'again' })).json().value).toEqual({ ended: 0 });
  });

  it('resets the password to the default one, which the next login must change', async () => {
    const member = await createMember(app());
    const before = await loginAs(app(), member.username, member.password);
    const reset = await post(pathOf(backofficePaths.memberResetPassword, member.id), { reason: 'forgot, identity checked by phone' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().value).toEqual({ ended: 1 });
    expect((await get('/wps/member/info', bearer(before.token))).statusCode).toBe(401);
    expect((await postLogin(app(), { type: 'username', username: member.username, password: member.password })).statusCode).toBe(401);
    const after = await loginAs(app(), member.username, harness.config.DEFAULT_PASSWORD);
    expect(after.firstTimeLogin).toBe(true);
    const [action] = await app()
      .db.select()
      .from(operatorAction)
      .where(sql`${operatorAction.target} = ${`member:${member.username}`}`);
    expect(action).toMatchObject({ actor: support.username, action: 'member.password.reset', reason: 'forgot, identity checked by phone' });
  });

  it('names the automation token on the trail when the token acts', async () => {
    const member = await createMember(app());
    const response = await app().inject({
      method: 'POST',
      url: pathOf(backofficePaths.memberNotes, member.id),
      headers: bearer(opsToken),
      payload: { text: 'from a script' },
    });
    expect(response.json().value).toMatchObject({ author: 'token' });
    const rows = await app()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(loginEvent)
      .where(sql`${loginEvent.memberId} = ${member.id}`);
    expect(rows[0]?.n).toBe(0);
  });
});
