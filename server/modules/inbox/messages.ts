import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { messagePageSize, type MessagePage } from '../../../src/contract/inbox.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { catalogues, translator, type MessageKey } from '../../../src/i18n/translate.ts';
import type { Db } from '../../db/index.ts';
import { inboxDelivery, inboxMessage } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';

const mine = (memberId: number) => and(eq(inboxDelivery.memberId, memberId), isNull(inboxDelivery.deletedAt));

export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(inboxDelivery)
    .where(and(mine(memberId), isNull(inboxDelivery.readAt)));
  return Number(row?.count ?? 0);
}

/** A platform-written message's keys in the reader's language; an operator's text as written. */
function render(locale: Locale, text: string, params: Record<string, string | number> | null): string {
  if (!params || !(text in catalogues.en)) return text;
  return translator(locale)(text as MessageKey, params);
}

/** GET /wps/messages: newest first, deleted ones left out. */
export async function messagePage(db: Db, memberId: number, page: number, locale: Locale): Promise<MessagePage> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(inboxDelivery)
    .where(mine(memberId));
  const rows = await db
    .select({ message: inboxMessage, readAt: inboxDelivery.readAt })
    .from(inboxDelivery)
    .innerJoin(inboxMessage, eq(inboxMessage.id, inboxDelivery.messageId))
    .where(mine(memberId))
    .orderBy(desc(inboxMessage.sentAt), desc(inboxMessage.id))
    .limit(messagePageSize)
    .offset((page - 1) * messagePageSize);
  return {
    items: rows.map(({ message, readAt }) => ({
      id: message.id,
      kind: message.kind,
      title: render(locale, message.title, message.params),
      body: render(locale, message.body, message.params),
      sentAt: message.sentAt.toISOString(),
      read: readAt !== null,
    })),
    total: Number(counted?.total ?? 0),
    page,
    pageSize: messagePageSize,
    unread: await unreadCount(db, memberId),
  };
}

/** Marks one of the member's messages read (again is harmless) and answers the new unread count. */
export async function markRead(db: Db, memberId: number, messageId: number, now: Date): Promise<number> {
  const found = await db
    .update(inboxDelivery)
    .set({ readAt: sql`coalesce(${inboxDelivery.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(mine(memberId), eq(inboxDelivery.messageId, messageId)))
    .returning({ id: inboxDelivery.messageId });
  if (found.length === 0) throw new AppError('NOT_FOUND');
  return unreadCount(db, memberId);
}

/** Deletes a message from the member's inbox only; the message stays for the others it reached. */
export async function deleteMessage(db: Db, memberId: number, messageId: number, now: Date): Promise<number> {
  const found = await db
    .update(inboxDelivery)
    .set({ deletedAt: now })
    .where(and(mine(memberId), eq(inboxDelivery.messageId, messageId)))
    .returning({ id: inboxDelivery.messageId });
  if (found.length === 0) throw new AppError('NOT_FOUND');
  return unreadCount(db, memberId);
}
