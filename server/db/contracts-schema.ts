import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contractEventActions, contractKinds, contractStatuses, type SettlementFigures, type Tier } from '../../src/contract/contracts.ts';
import { ledgerTransfer } from './ledger-schema.ts';
import { member } from './members-schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A contract between an agent (offerer; null when the platform granted it to a top agent) and its
 * direct downline agent (holder). At most one valid and one pending contract of a kind per holder.
 */
export const agentContract = pgTable(
  'agent_contract',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: contractKinds }).notNull(),
    offererId: bigint('offerer_id', { mode: 'number' }).references(() => member.id),
    holderId: bigint('holder_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    status: text('status', { enum: contractStatuses }).notNull(),
    tiers: jsonb('tiers').$type<Tier[]>().notNull(),
    /** Who asked to end this valid contract; the other side confirms or refuses. */
    terminationBy: bigint('termination_by', { mode: 'number' }).references(() => member.id),
    offeredAt: at('offered_at').notNull(),
    signedAt: at('signed_at'),
    endedAt: at('ended_at'),
    endReason: text('end_reason'),
  },
  (table) => [
    uniqueIndex('agent_contract_valid')
      .on(table.holderId, table.kind)
      .where(sql`${table.status} = 'V'`),
    uniqueIndex('agent_contract_pending')
      .on(table.holderId, table.kind)
      .where(sql`${table.status} in ('P', 'E')`),
    index('agent_contract_offerer').on(table.offererId, table.kind, table.status),
    index('agent_contract_kind_status').on(table.kind, table.status),
  ],
);

/** A contract's history: offered, signed, rejected, termination asked, ended (and why), by whom. */
export const contractEvent = pgTable(
  'contract_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContract.id),
    actor: text('actor').notNull(),
    action: text('action', { enum: contractEventActions }).notNull(),
    note: text('note').notNull().default(''),
    at: at('at').notNull(),
  },
  (table) => [index('contract_event_contract').on(table.contractId, table.id)],
);

/**
 * A finished settlement of a kind for a period, the half-open instant range [period_start,
 * period_end); `period` is its label key (`day:2026-11-23`) for display only. Written in the same
 * transaction as its payments, so a row here means every contract of the period was paid. The next
 * period of a kind starts where the last one ended (settle.ts checks no period overlaps another).
 */
export const settlementRun = pgTable(
  'settlement_run',
  {
    kind: text('kind', { enum: contractKinds }).notNull(),
    period: text('period').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** The zone whose boundaries cut the period; null for periods settled before zones were recorded. */
    timeZone: text('time_zone'),
    contracts: integer('contracts').notNull(),
    paid: bigint('paid', { mode: 'bigint' }).notNull(),
    finishedAt: at('finished_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.periodStart] })],
);

/**
 * What one contract earned in one period, unique on (contract, kind, period start): it is paid at
 * most once. (An hourly contract has two kinds of rows: its 5-minute real-time windows and the
 * hour's close.)
 */
export const contractSettlement = pgTable(
  'contract_settlement',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContract.id),
    holderId: bigint('holder_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    kind: text('kind', { enum: contractKinds }).notNull(),
    period: text('period').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    figures: jsonb('figures').$type<SettlementFigures>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Null when the period earned nothing. */
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfer.id),
    paidAt: at('paid_at').notNull(),
    /**
     * Set on a row written a second time for the same instants under another label, before periods
     * were keyed by instants (a time-zone change): kept as the record of what was paid, outside the uniqueness.
     */
    duplicateOf: bigint('duplicate_of', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('contract_settlement_start')
      .on(table.contractId, table.kind, table.periodStart)
      .where(sql`${table.duplicateOf} is null`),
    index('contract_settlement_holder').on(table.holderId, table.periodStart),
    check('contract_settlement_amount', sql`${table.amount} >= 0`),
  ],
);
