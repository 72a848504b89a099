import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { depositQueueSchema, QueueQuery, withdrawalQueueSchema } from '../../../src/contract/backoffice.ts';
import { toAmount } from '../../../src/contract/money.ts';
import { rowsOf } from '../../db/functions.ts';
import { mainCode } from '../wallet/accounts.ts';

/** The member's main wallet and the bonus turnover still to play, beside each queued request. */
const memberMoney = (memberId: SQL) => sql`
  coalesce((select a.balance from ledger_account a where a.ledger = 'money' and a.member_id = ${memberId} and a.code = ${mainCode}), 0)::text as balance,
  coalesce((select sum(w.required - w.done) from wagering_requirement w
    where w.member_id = ${memberId} and w.status = 'open' and w.done < w.required), 0)::text as open_wagering`;

const direction = (query: QueueQuery) => (query.order === 'asc' ? sql`asc` : sql`desc`);
const usernamePrefix = (query: QueueQuery) =>
  query.username ? sql`and lower(m.username) like ${`${query.username.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``;

interface QueueRow {
  id: string;
  member_id: string;
  username: string;
  amount: string;
  balance: string;
  open_wagering: string;
  created_at: Date | string;
  total: string;
}

function common(row: QueueRow, now: Date) {
  const createdAt = new Date(row.created_at);
  return {
    id: Number(row.id),
    memberId: Number(row.member_id),
    username: row.username,
    amount: toAmount(BigInt(row.amount)),
    balance: toAmount(BigInt(row.balance)),
    openWagering: toAmount(BigInt(row.open_wagering)),
    createdAt: createdAt.toISOString(),
    ageSeconds: Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 1000)),
  };
}

/** Pending deposits, oldest first unless asked otherwise, one page at a time. */
export async function depositQueue(app: FastifyInstance, query: QueueQuery): Promise<z.infer<typeof depositQueueSchema>> {
  const sort = { age: sql`d.created_at`, amount: sql`d.amount`, username: sql`m.username` }[query.sort];
  const order = direction(query);
  const rows = await rowsOf<QueueRow & { channel_name: string | null; reference: string; has_receipt: boolean }>(
    app.db,
    sql`
    select d.id, d.member_id, m.username, d.amount::text, d.reference, d.created_at, c.name as channel_name,
      d.receipt_type is not null as has_receipt, ${memberMoney(sql`d.member_id`)}, count(*) over ()::text as total
    from deposit_request d join member m on m.id = d.member_id left join deposit_channel c on c.id = d.channel_id
    where d.status = 'pending' ${usernamePrefix(query)}
    order by ${sort} ${order}, d.id ${order}
    limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  const now = app.clock.now();
  return {
    items: rows.map((row) => ({ ...common(row, now), channelName: row.channel_name ?? '', reference: row.reference, hasReceipt: row.has_receipt })),
    page: query.page,
    size: query.size,
    total: rows[0] ? Number(rows[0].total) : await countPending(app, 'deposit_request', sql`status = 'pending'`),
  };
}

/** Withdrawals waiting for approval or for payment, oldest first unless asked otherwise. */
export async function withdrawalQueue(app: FastifyInstance, query: QueueQuery): Promise<z.infer<typeof withdrawalQueueSchema>> {
  const sort = { age: sql`w.created_at`, amount: sql`w.amount`, username: sql`m.username` }[query.sort];
  const order = direction(query);
  const rows = await rowsOf<QueueRow & { status: 'pending' | 'approved'; provider: string; account_name: string; account_number: string }>(
    app.db,
    sql`
    select w.id, w.member_id, m.username, w.amount::text, w.status, w.created_at, p.provider, p.account_name, p.account_number,
      ${memberMoney(sql`w.member_id`)}, count(*) over ()::text as total
    from withdrawal_request w join member m on m.id = w.member_id join payout_account p on p.id = w.payout_account_id
    where w.status in ('pending', 'approved') ${usernamePrefix(query)}
    order by ${sort} ${order}, w.id ${order}
    limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  const now = app.clock.now();
  return {
    items: rows.map((row) => ({
      ...common(row, now),
      status: row.status,
      provider: row.provider,
      accountName: row.account_name,
      accountNumber: row.account_number,
    })),
    page: query.page,
    size: query.size,
    total: rows[0] ? Number(rows[0].total) : await countPending(app, 'withdrawal_request', sql`status in ('pending', 'approved')`),
  };
}

/** A page past the end has no rows to carry the total: count it on its own. */
async function countPending(app: FastifyInstance, table: 'deposit_request' | 'withdrawal_request', where: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: string }>(app.db, sql`select count(*)::text as n from ${sql.identifier(table)} where ${where}`);
  return Number(row?.n ?? 0);
}

/** How many wait in each queue: the dashboard's and the navigation's badges. */
export async function queueCounts(app: FastifyInstance): Promise<{ deposits: number; withdrawals: number }> {
  const [row] = await rowsOf<{ deposits: string; withdrawals: string }>(
    app.db,
    sql`select (select count(*) from deposit_request where status = 'pending')::text as deposits,
      (select count(*) from withdrawal_request where status in ('pending', 'approved'))::text as withdrawals`,
  );
  return { deposits: Number(row?.deposits ?? 0), withdrawals: Number(row?.withdrawals ?? 0) };
}
