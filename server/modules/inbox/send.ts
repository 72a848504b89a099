import { and, eq, gt, gte, isNull, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { trialType } from '../../../src/contract/auth.ts';
import type { MessageKind } from '../../../src/contract/inbox.ts';
import { rowsOf } from '../../db/functions.ts';
import type { Db } from '../../db/index.ts';
import { inboxDelivery, inboxMessage, member, memberTeam, protectionExclusion } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';

/** One member, an agent's whole team (the agent included), a VIP rank (or it and above), or every real member. */
export type Recipients =
  { memberId: number } | { segment: 'team'; agentId: number } | { segment: 'vip'; rankLevel: number; orHigher: boolean } | { segment: 'all' };

export interface InboxMessageInput {
  kind: MessageKind;
  title: string;
  body: string;
  /** Given when title and body are catalogue keys: each reader sees them in their own language. */
  params?: Record<string, string | number>;
  sentBy?: string;
  now?: Date;
}

/** A time-out or self-exclusion in force at `now` for the member row being selected. */
function excludedNow(now: Date): SQL {
  return sql`exists (select 1 from ${protectionExclusion} where ${and(
    eq(protectionExclusion.memberId, member.id),
    lte(protectionExclusion.startsAt, now),
    or(isNull(protectionExclusion.endsAt), gt(protectionExclusion.endsAt, now)),
  )})`;
}

function audienceOf(to: Recipients): string {
  if ('memberId' in to) return `member:${to.memberId}`;
  if (to.segment === 'vip') return `vip:${to.rankLevel}${to.orHigher ? '+' : ''}`;
  return to.segment === 'team' ? `team:${to.agentId}` : 'all';
}

function recipientFilter(to: Recipients): SQL | undefined {
  if ('memberId' in to) return eq(member.id, to.memberId);
  if (to.segment === 'team')
    return sql`exists (select 1 from ${memberTeam} where ${and(eq(memberTeam.ancestorId, to.agentId), eq(memberTeam.descendantId, member.id))})`;
  if (to.segment === 'vip') return to.orHigher ? gte(member.vipRankLevel, to.rankLevel) : eq(member.vipRankLevel, to.rankLevel);
  return undefined;
}

/**
 * Puts a message in the inbox of each recipient, in the caller's transaction when given one. A
 * segment fans out to one delivery per member at once (members who join later do not get it).
 * Trial accounts never receive messages, and marketing is never sent to a member under a time-out
 * or self-exclusion (issue 15). Answers the message id and how many inboxes it reached.
 */
export async function sendInboxMessage(executor: Db | Tx, to: Recipients, input: InboxMessageInput): Promise<{ id: number; recipients: number }> {
  const now = input.now ?? new Date();
  const [message] = await executor
    .insert(inboxMessage)
    .values({
      kind: input.kind,
      title: input.title,
      body: input.body,
      params: input.params ?? null,
      audience: audienceOf(to),
      sentBy: input.sentBy ?? 'platform',
      sentAt: now,
    })
    .returning({ id: inboxMessage.id });
  if (!message) throw new Error('inbox message not written');
  const conditions = [ne(member.type, trialType), recipientFilter(to), input.kind === 'marketing' ? not(excludedNow(now)) : undefined];
  // Counted in the database: a message to everyone must not bring every member id back.
  const [counted] = await rowsOf<{ recipients: number }>(
    executor,
    sql`
    with delivered as (
      insert into ${inboxDelivery} (message_id, member_id)
      select ${message.id}::bigint, ${member.id} from ${member} where ${and(...conditions)}
      returning 1
    )
    select count(*)::int as recipients from delivered`,
  );
  return { id: message.id, recipients: Number(counted?.recipients ?? 0) };
}
