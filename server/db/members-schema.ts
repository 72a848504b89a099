import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Members and how they sign in: identities, sessions, login events, known IPs, challenges and codes.

/**
 * Members of every kind: type 0 member; agents 1, 2, 41, 42 (2 is a pure agent that cannot play);
 * 4 a free-play trial account. Usernames are unique regardless of case.
 */
export const member = pgTable(
  'member',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the password is an operator- or agent-given default that must be replaced. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    paymentPasswordHash: text('payment_password_hash'),
    type: smallint('type').notNull().default(0),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    nickname: text('nickname'),
    payeeName: text('payee_name'),
    email: text('email'),
    mobileNum: text('mobile_num'),
    /** When the member last proved `mobileNum` by an SMS code (registration, phone login, binding); null while unproved. */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /** The other registration and profile fields of SPEC §3 (qqNum, line, whatsapp, birthday, …). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    uplineId: bigint('upline_id', { mode: 'number' }),
    /** The code this member hands out as an agent: registrations with it join the downline. */
    affiliateCode: text('affiliate_code'),
    /** The code this member invites friends with. */
    referralCode: text('referral_code'),
    referredById: bigint('referred_by_id', { mode: 'number' }),
    registerUrl: text('register_url'),
    registerMethod: text('register_method'),
    clubLabel: text('club_label').notNull().default('Bronze'),
    vipRankLevel: integer('vip_rank_level').notNull().default(0),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The member asked to close the account and proved it with the password; the confirmation must follow soon after. */
    closeRequestedAt: timestamp('close_requested_at', { withTimezone: true }),
    /** The member closed the account: no login, no session, the username retired for good. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The personal data of a closed account was erased once the operator's retention period ran out. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('member_username_ci').on(sql`lower(${table.username})`),
    uniqueIndex('member_affiliate_code').on(table.affiliateCode),
    uniqueIndex('member_referral_code').on(table.referralCode),
    index('member_mobile').on(table.mobileNum),
    index('member_email_ci').on(sql`lower(${table.email})`),
    index('member_upline').on(table.uplineId),
    // The back office's prefix search: in the "C" collation a btree answers a prefix as a range,
    // whatever the database's own collation, already in the search's order (text, then id).
    index('member_search_username').on(sql`lower(${table.username}) collate "C"`, table.id),
    index('member_search_mobile').on(sql`${table.mobileNum} collate "C"`, table.id),
    index('member_search_email').on(sql`lower(${table.email}) collate "C"`, table.id),
    index('member_search_affiliate').on(sql`lower(${table.affiliateCode}) collate "C"`, table.id),
    foreignKey({ columns: [table.uplineId], foreignColumns: [table.id] }),
    foreignKey({ columns: [table.referredById], foreignColumns: [table.id] }),
  ],
);

/**
 * Usernames of closed accounts, which registration never hands out again. Only the SHA-256 of the
 * lower-cased name is kept, so the name itself can go when the account is anonymized.
 */
export const retiredUsername = pgTable('retired_username', {
  hash: text('hash').primaryKey(),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An external sign-in (Google or Facebook through OpenID Connect) bound to a member. */
export const memberIdentity = pgTable(
  'member_identity',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] })],
);

/**
 * Login sessions. Only the SHA-256 of the 256-bit token is stored. A session of scope
 * 'change-password' may do nothing but change the password.
 */
export const session = pgTable(
  'session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    scope: text('scope', { enum: ['full', 'change-password'] })
      .notNull()
      .default('full'),
    method: text('method').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('session_token_hash').on(table.tokenHash), index('session_member').on(table.memberId)],
);

/** Every login attempt, successful or not, with time and IP. */
export const loginEvent = pgTable(
  'login_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => member.id),
    username: text('username'),
    method: text('method').notNull(),
    outcome: text('outcome').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_event_member_at').on(table.memberId, table.at)],
);

/** IPs a member has completed a login from; a login from any other needs an extra verification. */
export const knownIp = pgTable(
  'known_ip',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.ip] })],
);

/** A login held back until the member proves the new IP with a code sent to their mobile or e-mail. */
export const loginChallenge = pgTable('login_challenge', {
  id: text('id').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => member.id),
  ip: text('ip').notNull(),
  method: text('method').notNull(),
  codeHash: text('code_hash').notNull(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Captcha answers, kept server-side; single use and short-lived. */
export const captcha = pgTable('captcha', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time codes sent by SMS or e-mail: 6 digits, single use, expiring, with limited tries. */
export const verificationCode = pgTable(
  'verification_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose', { enum: ['login', 'register', 'reset', 'bind'] }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_code_target').on(table.target, table.purpose, table.createdAt), index('verification_code_ip').on(table.ip, table.createdAt)],
);

/**
 * One-time tickets that carry an OpenID Connect sign-in from the provider's redirect to the login
 * call. Only the SHA-256 of the ticket is stored; a ticket lives two minutes and is used once.
 */
export const signinTicket = pgTable(
  'signin_ticket',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    provider: text('provider').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('signin_ticket_expires').on(table.expiresAt)],
);
