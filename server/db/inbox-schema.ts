import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { csTypes, messageKinds, noticeTypes } from '../../src/contract/inbox.ts';
import { member } from './members-schema.ts';
import { bytea } from './payments-schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A platform message as written once. Operator messages are plain text; messages the platform
 * writes itself (withdrawal paid, feedback answered) hold catalogue keys and their parameters, so
 * each member reads them in the language of the page.
 */
export const inboxMessage = pgTable('inbox_message', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', { enum: messageKinds }).notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  /** Set when title and body are catalogue keys to be filled with these values. */
  params: jsonb('params').$type<Record<string, string | number>>(),
  /** Who it was addressed to, as the operator put it: "member:12", "team:7", "all". */
  audience: text('audience').notNull(),
  sentBy: text('sent_by').notNull(),
  sentAt: at('sent_at').notNull(),
});

/** One message in one member's inbox: a segment fans out to one row per member when it is sent. */
export const inboxDelivery = pgTable(
  'inbox_delivery',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => inboxMessage.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    readAt: at('read_at'),
    deletedAt: at('deleted_at'),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.messageId] }),
    index('inbox_delivery_unread')
      .on(table.memberId)
      .where(sql`${table.readAt} is null and ${table.deletedAt} is null`),
  ],
);

/** An announcement of the operator; content is HTML, sanitized before it is stored. */
export const notice = pgTable(
  'notice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type', { enum: noticeTypes }).notNull(),
    /** Null shows it in every language. */
    locale: text('locale', { enum: ['en', 'pt', 'tl'] }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Banners: the picture and where a click leads. */
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('notice_type_start').on(table.type, table.startsAt)],
);

/** A member's feedback and the operator's answer. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    category: text('category').notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: ['open', 'answered'] }).notNull(),
    answer: text('answer'),
    answeredBy: text('answered_by'),
    answeredAt: at('answered_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('feedback_status').on(table.status, table.id), index('feedback_member').on(table.memberId, table.id)],
);

export const feedbackImage = pgTable(
  'feedback_image',
  {
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => feedback.id),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.feedbackId, table.position] })],
);

/** A customer-service channel the operator offers; only https links are stored. */
export const csChannel = pgTable(
  'cs_channel',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    csType: text('cs_type', { enum: csTypes }).notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [check('cs_channel_url', sql`${table.url} like 'https://%'`)],
);
