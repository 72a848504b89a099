import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Operator settings and their audit trail, encryption keys and the outbox of messages to send.

/** Operator settings: one row per typed key (server/modules/settings/definitions.ts). */
export const setting = pgTable('setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/** The audit trail of every operator change: who, when, what and why. */
export const operatorAction = pgTable(
  'operator_action',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('operator_action_at').on(table.at),
    // A setting's history (and any one target's) reads newest first without walking the whole log.
    index('operator_action_target_at').on(table.target, table.at),
  ],
);

/** RSA keys for JWE payloads; old keys stay so payloads made with them can still be read after a rotation. */
export const encryptionKey = pgTable(
  'encryption_key',
  {
    kid: text('kid').primaryKey(),
    publicJwk: jsonb('public_jwk').notNull(),
    privateJwk: jsonb('private_jwk').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
  },
  // At most one active key, so processes that start together settle on the same one.
  (table) => [
    uniqueIndex('encryption_key_one_active')
      .on(table.active)
      .where(sql`${table.active}`),
  ],
);

/** Messages to send (SMS and e-mail); a dispatcher delivers them and records the outcome. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_pending').on(table.status, table.createdAt)],
);
