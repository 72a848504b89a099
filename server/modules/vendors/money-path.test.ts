import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseWalletVendor } from '../../../src/contract/house.ts';
import { rowsOf } from '../../db/functions.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { findGameSessionFacts } from '../games/sessions.ts';
import { ensureAccounts } from '../ledger/accounts.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { fund } from '../wallet/test-support.ts';
import { houseBuckets, houseCode } from './accounts.ts';
import { bookCall, callPartitions } from './batches.ts';
import { seamlessDeps } from './routes.ts';
import { betCall, winCall, type PlayingSession } from './seamless.ts';
import { gamesCatalog, slotPlayer, vendorCall, vendorEnv } from './test-support.ts';

describe('the seamless money path in the database: batches and plans', () => {
  let harness: TestApp;
  const app = () => harness.app;
  let counter = 0;
  const id = (prefix: string) => `${prefix}-${Date.now()}-${counter++}`;

  beforeAll(async () => {
    harness = await createTestApp({ env: vendorEnv, catalog: await gamesCatalog() });
  });
  afterAll(() => harness?.close());

  async function player(funds: bigint) {
    const { who, token, base } = await slotPlayer(app(), funds);
    const session = (await findGameSessionFacts(app().db, token))!;
    return { memberId: who.member.id, base, session: { ...session, transferWallet: false } satisfies PlayingSession };
  }

  /** Players until `count` share a partition (and, with `apart`, no two share a house bucket). */
  async function partitionMates(count: number, funds: bigint, apart = false) {
    const byPartition = new Map<number, Awaited<ReturnType<typeof player>>[]>();
    for (;;) {
      const next = await player(funds);
      const mates = byPartition.get(next.memberId % callPartitions) ?? [];
      if (apart && mates.some((mate) => mate.memberId % houseBuckets === next.memberId % houseBuckets)) continue;
      mates.push(next);
      byPartition.set(next.memberId % callPartitions, mates);
      if (mates.length === count) return mates;
    }
  }

  /** Until a session of this database waits on a lock. */
  async function untilSomeoneWaits(): Promise<void> {
    for (let polls = 0; polls < 500; polls += 1) {
      const [waiting] = await rowsOf<{ count: number }>(
        app().db,
        sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (waiting!.count > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('nothing waited on a lock');
  }

  it('calls of one partition that arrive together commit in one transaction; a refused call moves nothing', async () => {
    const [first, second, poor] = await partitionMates(3, 100_00n);
    await fund(app(), poor!.memberId, -95_00n);
    const context = await seamlessDeps(app());
    const now = new Date();
    const bets = await Promise.all(
      [first!, second!, poor!].map(async (who) => ({
        operation: 'bet' as const,
        memberId: who.memberId,
        call: (await betCall(context, houseWalletVendor, who.session, { ...who.base, txId: id('b'), roundId: id('r'), amount: 10 }, now)).call,
      })),
    );
    const answers = await Promise.allSettled(bets.map((bet) => bookCall(app().db, bet)));
    expect(answers.slice(0, 2)).toMatchObject([
      { status: 'fulfilled', value: { answer: { status: 'OK', balance: 90 } } },
      { status: 'fulfilled', value: { answer: { status: 'OK', balance: 90 } } },
    ]);
    expect(answers[2]).toMatchObject({ status: 'rejected', reason: { code: '23514', constraint: 'ledger_account_member_not_negative' } });
    // now() is the transaction's start: the two postings share it.
    const posted = await rowsOf<{ at: string }>(
      app().db,
      sql`select created_at::text as at from ledger_transfer where idempotency_key in (${bets[0]!.call.ledgerKey}, ${bets[1]!.call.ledgerKey}, ${bets[2]!.call.ledgerKey})`,
    );
    expect(posted).toHaveLength(2);
    expect(posted[0]!.at).toBe(posted[1]!.at);
    const [refusedClaims] = await rowsOf<{ count: number }>(
      app().db,
      sql`select count(*)::int as count from vendor_transaction where tx_id = ${bets[2]!.call.txId}`,
    );
    expect(refusedClaims!.count).toBe(0);
    expect(await vendorCall(app(), houseWalletVendor, 'balance', poor!.base)).toMatchObject({ balance: 5 });
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('a win reads only its own bet and account rows, however the tables grew after its plans were made', async () => {
    const who = await player(1_000_00n);
    const now = new Date();
    const context = await seamlessDeps(app());
    // Made before the transaction: a call's accounts are read on the pool, which PGlite's one connection shares.
    const pairs: Array<{ bet: object; win: object }> = [];
    for (let pair = 0; pair < 10; pair += 1) {
      const bet = await betCall(context, houseWalletVendor, who.session, { ...who.base, txId: id('b'), roundId: id('r'), amount: 1 }, now);
      const win = await winCall(
        context,
        houseWalletVendor,
        who.session,
        { ...who.base, txId: id('w'), roundId: bet.call.roundId, betTxId: bet.call.txId, amount: 2 },
        now,
      );
      pairs.push({ bet: bet.call, win: win.call });
    }
    /** A call as sent, or with its accounts named by key alone, as by a process that has not kept their ids. */
    const sent = (call: object, named: boolean) => JSON.stringify(call, (key, value) => (key === 'id' && !named ? undefined : value));
    const pairOn = async (tx: Parameters<typeof rowsOf>[0], named: boolean) => {
      const { bet, win } = pairs.shift()!;
      await tx.execute(sql`select vendor_bet(${sent(bet, named)}::jsonb)`);
      await tx.execute(sql`select vendor_win(${sent(win, named)}::jsonb)`);
    };
    const rowsRead = async (tx: Parameters<typeof rowsOf>[0]) => {
      const [read] = await rowsOf<{ rows: string }>(
        tx,
        sql`select coalesce(sum(seq_tup_read + coalesce(idx_tup_fetch, 0)), 0)::text as rows from pg_stat_xact_user_tables where relname in ('bet_record', 'ledger_account')`,
      );
      return Number(read!.rows);
    };
    await app().db.transaction(async (tx) => {
      // One connection throughout: its PL/pgSQL plans are made here, while the tables are small.
      for (let pair = 0; pair < 8; pair += 1) await pairOn(tx, pair % 2 === 0);
      await tx.execute(sql`
        insert into bet_record (member_id, vendor, game_vendor, category, game_code, round_id, tx_id, stake, payout, status, play_money, placed_at, settled_at)
        select ${who.memberId}, ${houseWalletVendor}, 'HOUSE_SLOT', 'RNG', 'bulk', 'bulk-round-' || g, 'bulk-' || g, 100, 0, 'lost', false, now(), now()
        from generate_series(1, 3000) g`);
      await tx.execute(sql`
        with added as (insert into member (username, password_hash) select 'bulk' || g || ${id('m')}, 'x' from generate_series(1, 1000) g returning id)
        insert into ledger_account (ledger, member_id, code, currency) select 'money', id, 'main', 'PHP' from added`);
      for (const named of [true, false]) {
        const before = await rowsRead(tx);
        await pairOn(tx, named);
        expect((await rowsRead(tx)) - before).toBeLessThan(100);
      }
    });
  });

  it('a bet and its win name their accounts by the ids the process keeps, and post to those accounts', async () => {
    const who = await player(100_00n);
    const context = await seamlessDeps(app());
    const now = new Date();
    const bet = await betCall(context, houseWalletVendor, who.session, { ...who.base, txId: id('b'), roundId: id('r'), amount: 10 }, now);
    const win = await winCall(
      context,
      houseWalletVendor,
      who.session,
      { ...who.base, txId: id('w'), roundId: bet.call.roundId, betTxId: bet.call.txId, amount: 25 },
      now,
    );
    const named = [bet.call.member, bet.call.house, win.call.member, win.call.house, win.call.earn.from, win.call.earn.to];
    const idless = named.map(({ id: _, ...key }) => key);
    expect(named.map((account) => account.id)).toEqual(await ensureAccounts(app().db, idless));
    for (const [operation, call] of [
      ['bet', bet.call],
      ['win', win.call],
    ] as const)
      await bookCall(app().db, { operation, memberId: who.memberId, call });
    const entries = await rowsOf<{ key: string; account: number; amount: string }>(
      app().db,
      sql`select t.idempotency_key as key, e.account_id::int as account, e.amount::text as amount
          from ledger_entry e join ledger_transfer t on t.id = e.transfer_id
          where t.idempotency_key in (${bet.call.ledgerKey}, ${win.call.ledgerKey}) order by e.id`,
    );
    expect(entries).toEqual([
      { key: bet.call.ledgerKey, account: bet.call.member.id, amount: '-1000' },
      { key: bet.call.ledgerKey, account: bet.call.house.id, amount: '1000' },
      { key: win.call.ledgerKey, account: win.call.house.id, amount: '-2500' },
      { key: win.call.ledgerKey, account: win.call.member.id, amount: '2500' },
    ]);
    expect(await vendorCall(app(), houseWalletVendor, 'balance', who.base)).toMatchObject({ balance: 115 });
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  /** Another process's open transaction, as a second API process or a rollback would hold it. */
  async function otherProcess() {
    const other = new pg.Client({ connectionString: harness.config.DATABASE_URL });
    await other.connect();
    await other.query('begin');
    return other;
  }
  const countOf = async (query: ReturnType<typeof sql>) => (await rowsOf<{ count: number }>(app().db, query))[0]!.count;

  /**
   * The call run by another process, left open while this process books the same call, then
   * committed: the first's answer and what the repeat was booked as.
   */
  async function repeatedBeside(operation: 'bet' | 'win', memberId: number, built: { call: object }) {
    const other = await otherProcess();
    try {
      const [first] = (await other.query('select vendor_calls($1::jsonb) as value', [JSON.stringify([{ operation, call: built.call }])])).rows[0].value;
      const repeat = bookCall(app().db, { operation, memberId, call: built.call });
      await untilSomeoneWaits();
      await other.query('commit');
      return { first, repeat: await repeat };
    } finally {
      await other.end();
    }
  }

  it.skipIf(testDatabaseKind !== 'postgres')(
    "a bet repeated by another process while the first is open is answered from the first's claim and books once",
    async () => {
      const who = await player(100_00n);
      const bet = await betCall(
        await seamlessDeps(app()),
        houseWalletVendor,
        who.session,
        { ...who.base, txId: id('b'), roundId: id('r'), amount: 10 },
        new Date(),
      );
      const { first, repeat } = await repeatedBeside('bet', who.memberId, bet);
      expect(first).toMatchObject({ answer: { status: 'OK', balance: 90 } });
      expect(repeat).toEqual({ row: { memberId: who.memberId, fingerprint: bet.fingerprint, tombstone: false, answer: first.answer } });
      expect(await countOf(sql`select count(*)::int as count from bet_record where tx_id = ${bet.call.txId}`)).toBe(1);
      expect(await countOf(sql`select count(*)::int as count from ledger_transfer where idempotency_key = ${bet.call.ledgerKey}`)).toBe(1);
      expect(await vendorCall(app(), houseWalletVendor, 'balance', who.base)).toMatchObject({ balance: 90 });
      expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
    },
  );

  it.skipIf(testDatabaseKind !== 'postgres')('a win repeated by another process while the first is open pays once and settles its bet once', async () => {
    const who = await player(100_00n);
    const placed = { ...who.base, txId: id('b'), roundId: id('r'), amount: 10 };
    expect(await vendorCall(app(), houseWalletVendor, 'bet', placed)).toMatchObject({ status: 'OK', balance: 90 });
    const win = await winCall(
      await seamlessDeps(app()),
      houseWalletVendor,
      who.session,
      { ...who.base, txId: id('w'), roundId: placed.roundId, betTxId: placed.txId, amount: 20 },
      new Date(),
    );
    const { first, repeat } = await repeatedBeside('win', who.memberId, win);
    expect(first).toMatchObject({ answer: { status: 'OK', balance: 110 } });
    expect(repeat).toEqual({ row: { memberId: who.memberId, fingerprint: win.fingerprint, tombstone: false, answer: first.answer } });
    const [settled] = await rowsOf<{ payout: string; status: string }>(app().db, sql`select payout::text, status from bet_record where tx_id = ${placed.txId}`);
    expect(settled).toEqual({ payout: '2000', status: 'won' });
    expect(await countOf(sql`select count(*)::int as count from ledger_transfer where idempotency_key = ${win.call.ledgerKey}`)).toBe(1);
    expect(await vendorCall(app(), houseWalletVendor, 'balance', who.base)).toMatchObject({ balance: 110 });
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it.skipIf(testDatabaseKind !== 'postgres')("a bet that meets a rollback's tombstone still open waits for it, is refused and moves nothing", async () => {
    const who = await player(100_00n);
    const bet = await betCall(
      await seamlessDeps(app()),
      houseWalletVendor,
      who.session,
      { ...who.base, txId: id('b'), roundId: id('r'), amount: 10 },
      new Date(),
    );
    const other = await otherProcess();
    try {
      // The rollback's first statement: it claims the bet's txId as a tombstone (server/modules/vendors/seamless.ts).
      await other.query(
        `select vendor_claim($1, 'bet', $2, $3::bigint, 'tombstone', true, '{"status":"BET_CANCELLED","balance":null,"currency":"PHP"}'::jsonb)`,
        [houseWalletVendor, bet.call.txId, who.memberId],
      );
      const late = bookCall(app().db, { operation: 'bet', memberId: who.memberId, call: bet.call });
      await untilSomeoneWaits();
      await other.query('commit');
      expect(await late).toMatchObject({ row: { tombstone: true, answer: { status: 'BET_CANCELLED' } } });
    } finally {
      await other.end();
    }
    expect(await countOf(sql`select count(*)::int as count from bet_record where tx_id = ${bet.call.txId}`)).toBe(0);
    expect(await countOf(sql`select count(*)::int as count from ledger_transfer where idempotency_key = ${bet.call.ledgerKey}`)).toBe(0);
    expect(await vendorCall(app(), houseWalletVendor, 'balance', who.base)).toMatchObject({ balance: 100 });
    expect(await vendorCall(app(), houseWalletVendor, 'bet', { ...who.base, txId: bet.call.txId, roundId: bet.call.roundId, amount: 10 })).toMatchObject({
      status: 'BET_CANCELLED',
    });
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it.skipIf(testDatabaseKind !== 'postgres')('a call its database ends as a deadlock victim runs again in a later batch', async () => {
    const [holder, waiter] = await partitionMates(2, 100_00n, true);
    const context = await seamlessDeps(app());
    // A first bet each opens the members' house buckets.
    for (const who of [holder!, waiter!]) await vendorCall(app(), houseWalletVendor, 'bet', { ...who.base, txId: id('b'), roundId: id('r'), amount: 1 });
    const buckets = await rowsOf<{ code: string; id: number }>(
      app().db,
      sql`select code, id from ledger_account where ledger = 'money' and member_id is null and code like ${`system:vendor:${houseWalletVendor}%`}`,
    );
    const bucketOf = (memberId: number) => buckets.find((row) => row.code === houseCode(houseWalletVendor, memberId % houseBuckets))!.id;
    // Another process's transaction: it holds the waiter's bucket, then asks for the holder's.
    const other = new pg.Client({ connectionString: harness.config.DATABASE_URL });
    await other.connect();
    try {
      await other.query(`set deadlock_timeout = '10s'`);
      await other.query('begin');
      await other.query('select id from ledger_account where id = $1 for update', [bucketOf(waiter!.memberId)]);
      const now = new Date();
      const [first, second] = await Promise.all(
        [holder!, waiter!].map(async (who) => ({
          operation: 'bet' as const,
          memberId: who.memberId,
          call: (await betCall(context, houseWalletVendor, who.session, { ...who.base, txId: id('b'), roundId: id('r'), amount: 10 }, now)).call,
        })),
      );
      const answers = Promise.all([bookCall(app().db, first!), bookCall(app().db, second!)]);
      await untilSomeoneWaits();
      await other.query('update ledger_account set balance = balance where id = $1', [bucketOf(holder!.memberId)]);
      await other.query('commit');
      expect((await answers).map((booked) => ('answer' in booked ? booked.answer.status : 'replayed'))).toEqual(['OK', 'OK']);
    } finally {
      await other.end();
    }
    expect(await vendorCall(app(), houseWalletVendor, 'balance', waiter!.base)).toMatchObject({ balance: 89 });
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it.skipIf(testDatabaseKind !== 'postgres')('a rollback its database ends as a deadlock victim runs again', async () => {
    const who = await player(100_00n);
    const bet = { ...who.base, txId: id('b'), roundId: id('r'), amount: 10 };
    expect(await vendorCall(app(), houseWalletVendor, 'bet', bet)).toMatchObject({ status: 'OK', balance: 90 });
    const [wallet] = await rowsOf<{ id: number }>(
      app().db,
      sql`select id from ledger_account where ledger = 'money' and member_id = ${who.memberId} and code = 'main'`,
    );
    // Another transaction, as a batch would: it holds the member's wallet, then asks for the bet.
    const other = new pg.Client({ connectionString: harness.config.DATABASE_URL });
    await other.connect();
    try {
      await other.query(`set deadlock_timeout = '10s'`);
      await other.query('begin');
      await other.query('select id from ledger_account where id = $1 for update', [wallet!.id]);
      const rolledBack = vendorCall(app(), houseWalletVendor, 'rollback', { ...who.base, txId: id('x'), roundId: bet.roundId, betTxId: bet.txId });
      await untilSomeoneWaits();
      await other.query('select id from bet_record where vendor = $1 and tx_id = $2 for update', [houseWalletVendor, bet.txId]);
      await other.query('commit');
      expect(await rolledBack).toMatchObject({ status: 'OK', balance: 100 });
    } finally {
      await other.end();
    }
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });
});
