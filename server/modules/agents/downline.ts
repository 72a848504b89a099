import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DownlineItem, DownlinePage, DownlineQuery } from '../../../src/contract/agent.ts';
import { toAmount } from '../../../src/contract/money.ts';
import type { Db } from '../../db/index.ts';
import { ledgerAccount, member, memberTeam } from '../../db/schema.ts';
import { isSpendableCode } from '../wallet/accounts.ts';
import { belowAgent, teamSizeOf } from './team.ts';

const upline = alias(member, 'upline');

/** `%` and `_` typed by the agent are looked for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function conditions(agentId: number, query: Partial<DownlineQuery> & { id?: number }): SQL | undefined {
  const parts: (SQL | undefined)[] = [belowAgent(agentId)];
  if (query.scope === 'direct') parts.push(eq(memberTeam.depth, 1));
  if (query.id !== undefined) parts.push(eq(member.id, query.id));
  if (query.username) parts.push(sql`${member.username} ilike ${likePattern(query.username)}`);
  if (query.kind === 'member') parts.push(eq(member.type, 0));
  if (query.kind === 'agent') parts.push(ne(member.type, 0));
  if (query.status) parts.push(eq(member.status, query.status));
  return and(...parts);
}

const balanceOf = sql<string>`(select coalesce(sum(${ledgerAccount.balance}), 0)::text from ${ledgerAccount}
  where ${ledgerAccount.memberId} = ${member.id} and ${isSpendableCode()})`;

async function select(db: Db, where: SQL | undefined, page: { limit: number; offset: number }): Promise<DownlineItem[]> {
  const rows = await db
    .select({
      id: member.id,
      username: member.username,
      type: member.type,
      level: memberTeam.depth,
      upline: upline.username,
      registered: member.regDate,
      lastLogin: member.lastLoginAt,
      status: member.status,
      balance: balanceOf,
      teamSize: teamSizeOf(member.id),
    })
    .from(memberTeam)
    .innerJoin(member, eq(member.id, memberTeam.descendantId))
    .leftJoin(upline, eq(upline.id, member.uplineId))
    .where(where)
    .orderBy(asc(memberTeam.depth), asc(member.username))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    ...row,
    registered: row.registered.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    balance: toAmount(BigInt(row.balance)),
  }));
}

/** The agent's downline, nearest levels first, with each one's balance and team size. */
export async function downlinePage(db: Db, agentId: number, query: DownlineQuery): Promise<DownlinePage> {
  const where = conditions(agentId, query);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(memberTeam)
    .innerJoin(member, eq(member.id, memberTeam.descendantId))
    .where(where);
  const items = await select(db, where, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  return { items, total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** One member of the agent's team, or null when it is not in the team. */
export async function downlineOne(db: Db, agentId: number, id: number): Promise<DownlineItem | null> {
  const [item] = await select(db, conditions(agentId, { id }), { limit: 1, offset: 0 });
  return item ?? null;
}
