import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnnouncementText } from '../../src/contract/agent.ts';
import { member } from './members-schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The upline tree as a closure table (DESIGN §8): one row per (ancestor, descendant) pair at any
 * distance, and (m, m, 0) for every member, so "my whole team" or "my uplines" is one indexed
 * lookup whatever the depth. Database triggers (migration 0009_agents) keep it in step with
 * member.upline_id on every insert and upline change, whichever code path writes the member.
 */
export const memberTeam = pgTable(
  'member_team',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    descendantId: bigint('descendant_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    depth: integer('depth').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ancestorId, table.descendantId] }),
    index('member_team_descendant').on(table.descendantId, table.depth),
    index('member_team_ancestor_depth').on(table.ancestorId, table.depth),
    check('member_team_depth', sql`${table.depth} >= 0`),
  ],
);

/** Announcements the operator addresses to agents, shown in the agent center newest first. */
export const agentAnnouncement = pgTable(
  'agent_announcement',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Per language, English always: the title as text, the content as sanitized HTML. */
    title: jsonb('title').$type<AnnouncementText>().notNull(),
    content: jsonb('content').$type<AnnouncementText>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Taken down by the operator: agents no longer see it; the row stays as the record. */
    endedAt: at('ended_at'),
    endedBy: text('ended_by'),
  },
  (table) => [index('agent_announcement_at').on(table.createdAt)],
);
