import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffRoles, staffStatuses } from '../../src/contract/staff.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The operator's staff: never members, with their own password, roles and TOTP second factor. */
export const staff = pgTable(
  'staff',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: staffStatuses }).notNull().default('active'),
    roles: text('roles', { enum: staffRoles }).array().notNull(),
    /** The TOTP secret, sealed with the server's key material (server/modules/staff/sealed.ts). */
    totpSecret: text('totp_secret'),
    /** False until a first code proves the authenticator app holds the secret. */
    totpEnrolled: boolean('totp_enrolled').notNull().default(false),
    /** The last TOTP time step accepted, so a code cannot be used twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastSignInAt: at('last_sign_in_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_username').on(table.username)],
);

/** A staff sign-in: its cookie's SHA-256, idle and absolute limits checked on every call. */
export const staffSession = pgTable(
  'staff_session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    endedAt: at('ended_at'),
  },
  (table) => [
    uniqueIndex('staff_session_token').on(table.tokenHash),
    index('staff_session_open')
      .on(table.staffId)
      .where(sql`${table.endedAt} is null`),
  ],
);

/** Failed sign-ins of one staff account from one client address: a lock there leaves other addresses alone. */
export const staffSignInFailure = pgTable(
  'staff_sign_in_failure',
  {
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: at('last_failure_at').notNull(),
    lockedUntil: at('locked_until'),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.ip] })],
);
