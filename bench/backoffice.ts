/**
 * The back office at scale (issue 37): 1,000,000 members and 10,000,000 ledger entries on a scratch
 * PostgreSQL database; measures the member search by prefix and the member page's calls (the whole
 * picture, the account records) with a support staff member's session, and the dashboard's 30 days
 * with a finance one. Run by `npm run bench` when
 * DATABASE_URL is set; BENCH_BACKOFFICE_MEMBERS sets another size (ten entries per member).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { rowsOf } from '../server/db/functions.ts';
import type { Db } from '../server/db/index.ts';
import { staff } from '../server/db/schema.ts';
import type { StaffRole } from '../src/contract/staff.ts';
import { startStaffSession } from '../server/modules/staff/sessions.ts';
import { staffHeaders } from '../server/modules/staff/test-support.ts';
import type { Mix } from './calls.ts';
import { generate } from './generate.ts';
import type { GeneratorResult } from './generator.ts';
import { onScratchDatabase } from './scratch.ts';

export const backofficeMembers = Number(process.env.BENCH_BACKOFFICE_MEMBERS ?? 1_000_000);
/** Five transfers a member (a deposit and four bets), two entries each. */
const transfersPerMember = 5;

/**
 * Writes the members straight in SQL (the closure table's trigger adds each one's own row): username
 * `bm<n>`, a mobile `09<n>`, an e-mail, an affiliate code on every 50th; then each one's main
 * account and five transfers against one system account within the last 30 days.
 */
async function writeMembers(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    insert into member (username, password_hash, mobile_num, email, affiliate_code, type, register_method, reg_date)
    select 'bm' || g, 'x', '09' || lpad(g::text, 9, '0'), 'bm' || g || '@example.com', case when g % 50 = 0 then 'BA' || g end,
      case when g % 50 = 0 then 1 else 0 end, 'BENCH', now() - (g % 365) * interval '1 day'
    from generate_series(1, ${count}) g`);
  await db.execute(sql`insert into ledger_account (ledger, code, currency) values ('money', 'system:bench', 'PHP')`);
  await db.execute(sql`
    insert into ledger_account (ledger, member_id, code, currency)
    select 'money', id, 'main', 'PHP' from member where register_method = 'BENCH'`);
  await db.execute(sql`
    insert into ledger_transfer (ledger, kind, idempotency_key, fingerprint, member_id, metadata, created_at)
    select 'money', case when k = 1 then 'deposit' else 'bet' end, 'bench-' || a.member_id || '-' || k, 'bench', a.member_id,
      '{"remark": "bench"}'::jsonb, now() - random() * interval '30 days'
    from ledger_account a cross join generate_series(1, ${transfersPerMember}) k
    where a.code = 'main' and a.member_id is not null`);
  await db.execute(sql`
    insert into ledger_entry (transfer_id, account_id, amount, balance_after, created_at)
    select t.id, a.id, case when t.kind = 'deposit' then 10000 else -500 end, 0, t.created_at
    from ledger_transfer t join ledger_account a on a.member_id = t.member_id and a.code = 'main'
    where t.idempotency_key like 'bench-%'
    union all
    select t.id, (select id from ledger_account where code = 'system:bench'), case when t.kind = 'deposit' then -10000 else 500 end, 0, t.created_at
    from ledger_transfer t where t.idempotency_key like 'bench-%'`);
  await db.execute(sql`analyze`);
}

async function staffWith(db: Db, username: string, roles: StaffRole[]): Promise<Record<string, string>> {
  const [row] = await db.insert(staff).values({ username, passwordHash: 'x', roles, totpEnrolled: true }).returning({ id: staff.id });
  if (!row) throw new Error('no staff row');
  return staffHeaders(await startStaffSession(db, { staffId: row.id, ip: '127.0.0.1', now: new Date() }));
}

/** Calls a case makes: 40 to warm, then 400 timed, over 4 connections. */
const warmCalls = 40;
const timedCalls = 400;

/** A different member, prefix or page each call, spread over the whole table. */
const spread = (count: number, call: (n: number) => string, headers: Record<string, string>): Mix => ({
  kind: 'paths',
  calls: Array.from({ length: warmCalls + timedCalls }, (_, index) => ({ path: call(1 + ((index * 104_729) % count)), headers })),
});

export function benchBackoffice(): Promise<Array<[string, GeneratorResult]>> {
  return onScratchDatabase(async (database, config) => {
    await writeMembers(database.db, backofficeMembers);
    const headers = await staffWith(database.db, 'benchdesk', ['support']);
    const finance = await staffWith(database.db, 'benchcash', ['finance']);
    const [first] = await rowsOf<{ id: string }>(database.db, sql`select min(id)::text as id from member where register_method = 'BENCH'`);
    const base = Number(first?.id ?? 1) - 1;
    const app = await buildApp({ config, database });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const results: Array<[string, GeneratorResult]> = [];
      // The entries were written straight into the ledger, so the first read counts all of them into
      // the figures kept by day (the roll-up production runs every few seconds): timed on its own.
      const dashboard: Mix = { kind: 'repeat', path: '/ops/dashboard?days=30', headers: finance };
      // The generator of bench/load.ts in a process of its own, for its p95.
      const calls = (mix: Mix, warm: number, timed: number, connections = 4) =>
        generate({ mode: 'closed', engine: 'node', address, mix, connections, warm, timed });
      results.push([
        `dashboard, 30 days, first read counting ${(backofficeMembers * transfersPerMember * 2).toLocaleString('en')} entries`,
        await calls(dashboard, 0, 1, 1),
      ]);
      const cases: Array<[string, Mix]> = [
        // bm<n> with n up to 3 digits: from ~111,000 matches (bm1) down to ~1,000 (bm123), a page of 20 each.
        ['member search, username prefix', spread(999, (n) => `/ops/members?q=bm${n}&size=20`, headers)],
        ['member search, mobile prefix', spread(999, (n) => `/ops/members?q=09${String(n).padStart(6, '0')}&size=20`, headers)],
        ['member search, prefix matching nothing', spread(999, (n) => `/ops/members?q=zz${n}&size=20`, headers)],
        ['member page: whole picture', spread(backofficeMembers, (n) => `/ops/members/${base + n}`, headers)],
        ['member page: account records, page 1', spread(backofficeMembers, (n) => `/ops/members/${base + n}/records?size=20`, headers)],
        ['member page: logins', spread(backofficeMembers, (n) => `/ops/members/${base + n}/logins?size=20`, headers)],
        ['dashboard, 30 days', dashboard],
      ];
      for (const [name, mix] of cases) {
        results.push([`${name}, ${backofficeMembers.toLocaleString('en')} members`, await calls(mix, warmCalls, timedCalls)]);
      }
      return results;
    } finally {
      await app.close();
    }
  });
}
