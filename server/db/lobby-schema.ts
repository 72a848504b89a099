import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { member } from './members-schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A member's starred games, by the catalogue's node id. */
export const favouriteGame = pgTable(
  'favourite_game',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    nodeId: text('node_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.nodeId] }), index('favourite_game_member_at').on(table.memberId, table.createdAt)],
);

/** One row per game a member launched, moved to the front by each new launch. */
export const recentGame = pgTable(
  'recent_game',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    nodeId: text('node_id').notNull(),
    launchedAt: at('launched_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.nodeId] }), index('recent_game_member_at').on(table.memberId, table.launchedAt)],
);
