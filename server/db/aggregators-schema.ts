import { bigserial, boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The games an aggregator's Games API listed at the last sync (migration 0029). The operator picks
 * which are shown; a game the aggregator stopped listing stays, switched off (`enabled`).
 */
export const aggregatorGame = pgTable(
  'aggregator_game',
  {
    /** Also the game's catalogue node id, offset (server/vendors/hub88/catalogue.ts). */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    aggregator: text('aggregator').notNull(),
    gameCode: text('game_code').notNull(),
    name: text('name').notNull(),
    /** The studio ("product") that made it: the catalogue's vendor. */
    product: text('product').notNull(),
    /** The aggregator's category ("Video Slots", "Live Casino" …). */
    category: text('category').notNull(),
    thumbnail: text('thumbnail'),
    enabled: boolean('enabled').notNull().default(true),
    shown: boolean('shown').notNull().default(false),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('aggregator_game_code').on(table.aggregator, table.gameCode)],
);
