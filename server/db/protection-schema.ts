import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { member } from './members-schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A limit the member set: money kinds per period (minor units), the session limit in minutes (period 'session'). */
export const protectionLimit = pgTable(
  'protection_limit',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    kind: text('kind', { enum: ['deposit', 'loss', 'wager', 'session'] }).notNull(),
    period: text('period', { enum: ['day', 'week', 'month', 'session'] }).notNull(),
    /** In force; null when none is (a removal confirmed, or only an increase pending on no limit). */
    value: bigint('value', { mode: 'bigint' }),
    /** A held increase or removal (null removes) and when it may be confirmed. */
    pendingValue: bigint('pending_value', { mode: 'bigint' }),
    pendingRemoval: text('pending_removal', { enum: ['yes'] }),
    pendingAt: at('pending_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.kind, table.period] }),
    check('protection_limit_value', sql`${table.value} is null or ${table.value} > 0`),
  ],
);

/** A time-out or a self-exclusion; endsAt null is permanent. Never shortened: only added. */
export const protectionExclusion = pgTable(
  'protection_exclusion',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    kind: text('kind', { enum: ['timeout', 'self'] }).notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
  },
  (table) => [index('protection_exclusion_member').on(table.memberId, table.endsAt)],
);

export const protectionPreference = pgTable('protection_preference', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => member.id),
  realityCheckMinutes: integer('reality_check_minutes').notNull(),
});

/**
 * The tamper-evident trail of protection and money events: each row carries the SHA-256 of the
 * previous row's hash and its own content. A trigger refuses UPDATE and DELETE.
 */
export const auditEvent = pgTable('audit_event', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: at('at').notNull(),
  actor: text('actor').notNull(),
  kind: text('kind').notNull(),
  subject: text('subject').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
});
