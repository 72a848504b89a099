import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { member } from './members-schema.ts';

/** A staff member's internal note on a member: written by the staff username, never shown to the member. */
export const memberNote = pgTable(
  'member_note',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    /** The staff username, or `token` for the automation token (server/modules/staff/operator.ts actorOf). */
    author: text('author').notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('member_note_member').on(table.memberId, table.id)],
);
