import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialType } from '../../../src/contract/auth.ts';
import { failureSchema, successSchema } from '../../../src/contract/envelope.ts';
import { closeAccountValueSchema } from '../../../src/contract/member.ts';
import { loginEvent, member, payoutAccount } from '../../db/schema.ts';
import { bearer, loginAs, postLogin } from '../../test/accounts.ts';
import { ops, opsToken } from '../payments/test-support.ts';
import { manualClock } from '../../test/clock.ts';
import { encryptedBody } from '../../test/encrypt.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { sendInboxMessage } from '../inbox/send.ts';
import { playSlot } from '../promotions/test-support.ts';
import { registrationDriver } from '../register/test-support.ts';
import { fund, signedInMember, type SignedIn } from '../wallet/test-support.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { cliOn } from '../../../scripts/ops/test-support.ts';

const start = new Date('2026-03-02T10:00:00Z');

describe('data rights', () => {
  let t: TestApp;
  const clock = manualClock(start);
  const app = () => t.app;

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { OPS_TOKEN: opsToken } });
  });
  afterAll(() => t?.close());

  const exportOf = async (who: SignedIn) => {
    const response = await app().inject({ method: 'GET', url: '/wps/member/export', headers: who.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = (name: string) => {
      const file = files[name];
      if (!file) throw new Error(`${name} missing from the archive`);
      return strFromU8(file);
    };
    return {
      names: Object.keys(files).sort(),
      text,
      bytes: (name: string) => files[name] ?? new Uint8Array(),
      json: (name: string): unknown => JSON.parse(text(`${name}.json`)),
    };
  };
  const close = async (who: SignedIn, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: '/wps/member/close', headers: who.headers, payload: await encryptedBody(app(), payload) });
  const codeOf = (response: { json(): unknown }) => failureSchema.parse(response.json()).code;

  it('answers 401 without a session and 403 TRIAL_ACCOUNT for a trial account', async () => {
    const trial = await signedInMember(app(), { type: trialType });
    for (const [method, url] of [
      ['GET', '/wps/member/export'],
      ['POST', '/wps/member/close'],
    ] as const) {
      const guest = await app().inject({ method, url, ...(method === 'POST' ? { payload: { jwe: 'x' } } : {}) });
      expect(guest.statusCode).toBe(401);
      const refused = await app().inject({
        method,
        url,
        headers: trial.headers,
        ...(method === 'POST' ? { payload: await encryptedBody(app(), { password: trial.member.password }) } : {}),
      });
      expect(refused.statusCode).toBe(403);
      expect(codeOf(refused)).toBe('TRIAL_ACCOUNT');
    }
  });

  it('exports exactly the member’s own data, as JSON and formula-safe UTF-8 CSV', async () => {
    const mine = await signedInMember(app(), { nickname: '=HYPERLINK("http://evil","x")', payeeName: 'José Dela Cruz', profile: { line: '@line.me' } });
    const other = await signedInMember(app(), { nickname: 'Other Person', payeeName: 'Pedro Penduko' });
    for (const who of [mine, other]) await fund(app(), who.member.id, 100_00n);
    await playSlot(app(), { id: mine.member.id, username: mine.member.username, headers: mine.headers }, 2, 5, 0);
    await playSlot(app(), { id: other.member.id, username: other.member.username, headers: other.headers }, 3, 7, 0);
    await sendInboxMessage(
      app().db,
      { memberId: mine.member.id },
      { kind: 'account', title: '+SUM(1,2)', body: 'Olá, Juan — maligayang pagdating', now: clock.now() },
    );
    await sendInboxMessage(
      app().db,
      { memberId: other.member.id },
      { kind: 'account', title: 'For the other member only', body: 'secret of the other', now: clock.now() },
    );
    await app().inject({ method: 'PUT', url: '/wps/member/reality-check', headers: mine.headers, payload: { minutes: 30 } });
    await loginAs(app(), mine.member.username, mine.member.password);
    await loginAs(app(), other.member.username, other.member.password);

    const archive = await exportOf(mine);
    const parts = ['bets', 'bonuses', 'logins', 'messages', 'points', 'profile', 'protection', 'records'];
    expect(archive.names).toEqual(parts.flatMap((part) => [`${part}.csv`, `${part}.json`]));

    expect(archive.json('profile')).toMatchObject({
      username: mine.member.username,
      fields: { nickname: '=HYPERLINK("http://evil","x")', realName: 'José Dela Cruz' },
    });
    const bets = archive.json('bets') as Array<{ stake: number; payout: number }>;
    expect(bets.map((bet) => bet.stake)).toEqual([5, 5]);
    const records = archive.json('records') as Array<{ amount: number }>;
    expect(records.map((record) => record.amount)).toEqual([100, -5, -5]);
    const messages = archive.json('messages') as Array<{ title: string }>;
    expect(messages.map((message) => message.title)).toEqual(['+SUM(1,2)']);
    const logins = archive.json('logins') as Array<{ outcome: string }>;
    expect(logins.map((login) => login.outcome)).toEqual(['success']);
    expect(archive.json('protection')).toMatchObject({ realityCheckMinutes: 30 });

    // Nothing of the other member anywhere in the archive.
    const everything = archive.names.map((name) => archive.text(name)).join('\n');
    for (const foreign of [other.member.username, 'Pedro Penduko', 'Other Person', 'secret of the other']) expect(everything).not.toContain(foreign);

    // CSV: UTF-8 with a byte-order mark; a formula-looking text cell starts with a quote, a plain number does not.
    const profileCsv = archive.text('profile.csv');
    expect([...archive.bytes('profile.csv').slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(profileCsv).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(profileCsv).toContain("'@line.me");
    expect(profileCsv).toContain('José Dela Cruz');
    expect(archive.text('messages.csv')).toContain(`"'+SUM(1,2)"`);
    expect(archive.text('messages.csv')).toContain('Olá, Juan — maligayang pagdating');
    expect(archive.text('records.csv').split('\r\n')[0]).toContain('amount');
    expect(archive.text('records.csv')).toMatch(/,-5,/u);
  });

  it('closes an account only with the password, an empty balance and a confirmation; then the username is gone for good', async () => {
    const who = await signedInMember(app(), { payeeName: 'Ana Reyes', mobileNum: '09179990001', email: 'ana@example.com' });
    const login = await loginAs(app(), who.member.username, who.member.password);
    const other = { ...who, headers: bearer(login.token) };
    await fund(app(), who.member.id, 25_00n);

    const wrong = await close(who, { password: 'Not-the-password1' });
    expect(wrong.statusCode).toBe(422);
    expect(failureSchema.parse(wrong.json()).fields).toHaveProperty('password');

    const withMoney = await close(who, { password: who.member.password, reason: 'taking a break' });
    expect(withMoney.statusCode).toBe(422);
    expect(codeOf(withMoney)).toBe('BALANCE_NOT_ZERO');

    // The operator forfeits (or the member withdraws) the balance: nothing is left.
    await fund(app(), who.member.id, -25_00n);
    const unrequested = await close(who, { password: who.member.password, confirm: true });
    expect(unrequested.statusCode).toBe(409);
    expect(codeOf(unrequested)).toBe('CLOSE_NOT_REQUESTED');

    const requested = await close(who, { password: who.member.password, reason: 'taking a break' });
    expect(requested.statusCode).toBe(200);
    const asked = successSchema(closeAccountValueSchema).parse(requested.json()).value;
    expect(asked).toEqual({ state: 'confirm', confirmBy: '2026-03-02T10:15:00.000Z' });
    // Still open until confirmed.
    expect((await app().inject({ method: 'GET', url: '/wps/member/info', headers: who.headers })).statusCode).toBe(200);

    // A confirmation after the request lapsed is refused; a fresh request and a prompt confirmation close.
    clock.advance(16 * 60_000);
    expect(codeOf(await close(who, { password: who.member.password, confirm: true }))).toBe('CLOSE_NOT_REQUESTED');
    expect((await close(who, { password: who.member.password })).statusCode).toBe(200);
    clock.advance(60_000);
    const closed = await close(who, { password: who.member.password, confirm: true });
    expect(closed.statusCode).toBe(200);
    expect(successSchema(closeAccountValueSchema).parse(closed.json()).value).toEqual({ state: 'closed' });

    for (const session of [who, other]) {
      const after = await app().inject({ method: 'GET', url: '/wps/member/info', headers: session.headers });
      expect(after.statusCode).toBe(401);
    }
    const relogin = await postLogin(app(), { type: 'username', username: who.member.username, password: who.member.password });
    expect(codeOf(relogin)).toBe('ACCOUNT_CLOSED');

    const registration = registrationDriver(t);
    const again = await registration.register({ username: who.member.username.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('USERNAME_TAKEN');

    // After the retention period (default 5 years) the personal data goes; the username stays retired.
    const payout = await app()
      .db.insert(payoutAccount)
      .values({ memberId: who.member.id, kind: 'bank', provider: 'BDO', accountName: 'Ana Reyes', accountNumber: '1234567890' })
      .returning();
    clock.set(new Date('2031-03-02T10:00:00Z'));
    const early = await cliOn(t, 'members', 'anonymize-closed');
    expect(early.err).toBe('');
    expect(early.code).toBe(0);
    expect(early.out).toBe('closed on or before 2026-03-02T10:00:00.000Z: 0 anonymized');
    expect((await app().db.select().from(member).where(eq(member.id, who.member.id)))[0]?.username).toBe(who.member.username);
    clock.set(new Date('2031-03-02T10:17:00Z'));
    const due = await cliOn(t, 'members', 'anonymize-closed');
    expect(due.code).toBe(0);
    expect(due.out).toBe(`closed on or before 2026-03-02T10:17:00.000Z: 1 anonymized (${who.member.id})`);

    const [row] = await app().db.select().from(member).where(eq(member.id, who.member.id));
    expect(row).toMatchObject({ username: `closed-${who.member.id}`, payeeName: null, mobileNum: null, email: null, profile: {} });
    expect(row?.anonymizedAt?.toISOString()).toBe('2031-03-02T10:17:00.000Z');
    const [payoutRow] = await app()
      .db.select()
      .from(payoutAccount)
      .where(eq(payoutAccount.id, payout[0]?.id ?? 0));
    expect(payoutRow).toMatchObject({ accountName: 'anonymized', accountNumber: 'anonymized' });
    const events = await app().db.select().from(loginEvent).where(eq(loginEvent.memberId, who.member.id));
    expect(events.every((event) => event.ip === '0.0.0.0' && event.username === null)).toBe(true);
    // The ledger keeps its entries under the member id.
    const ledgerAfter = await ops(app(), 'GET', `/ops/members/${who.member.id}/records?order=asc`);
    expect(ledgerAfter.json().value.items.map((item: { amount: number }) => item.amount)).toEqual([25, -25]);

    const later = await registration.register({ username: who.member.username });
    expect(codeOf(later)).toBe('USERNAME_TAKEN');
    expect((await cliOn(t, 'members', 'anonymize-closed')).out).toContain(': 0 anonymized');
  });
  it('closes with what is left in the main wallet forfeited, when the member says so, and never with money on its way out', async () => {
    const who = await signedInMember(app());
    await fund(app(), who.member.id, 12_34n);
    const asked = await close(who, { password: who.member.password, forfeit: true });
    expect(asked.statusCode).toBe(200);
    expect(successSchema(closeAccountValueSchema).parse(asked.json()).value.state).toBe('confirm');
    const closed = await close(who, { password: who.member.password, confirm: true, forfeit: true });
    expect(closed.statusCode).toBe(200);
    const accounts = await app().db.execute(sql`
      select a.code, a.balance::text as balance from ledger_account a where a.ledger = 'money' and a.member_id = ${who.member.id}`);
    expect((accounts as unknown as { rows: { code: string; balance: string }[] }).rows).toEqual([{ code: 'main', balance: '0' }]);
    const forfeit = await app().db.execute(sql`
      select t.kind, e.amount::text as amount from ledger_transfer t join ledger_entry e on e.transfer_id = t.id join ledger_account a on a.id = e.account_id
      where t.idempotency_key = ${`close-forfeit/${who.member.id}`} and a.member_id is null`);
    expect((forfeit as unknown as { rows: unknown[] }).rows).toEqual([{ kind: 'adjustment', amount: '1234' }]);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });

    const paying = await signedInMember(app());
    await fund(app(), paying.member.id, 5_00n);
    await app().db.execute(sql`update ledger_account set balance = 100 where member_id = ${paying.member.id} and code = 'main'`);
    await app().db.execute(
      sql`insert into ledger_account (ledger, member_id, code, currency, balance) values ('money', ${paying.member.id}, 'pending-withdrawal', 'PHP', 400)`,
    );
    const onItsWay = await close(paying, { password: paying.member.password, forfeit: true });
    expect(onItsWay.statusCode).toBe(422);
    expect(codeOf(onItsWay)).toBe('BALANCE_NOT_ZERO');
  });
});
