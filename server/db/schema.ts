/**
 * The whole schema for drizzle (db/index.ts, drizzle.config.ts) and for code that reads across
 * features. The schema files themselves import each other's tables from the file that defines them,
 * never from here, so that no file imports itself back through this one.
 */
/** Operator settings and audit trail, encryption keys, the outbox. */
export * from './platform-schema.ts';

/** Members, identities, sessions and everything a login records. */
export * from './members-schema.ts';

/** The money and points ledgers: accounts, transfers, entries. */
export * from './ledger-schema.ts';

/** Deposits, withdrawals, payout accounts and wagering live beside the ledger they move money through. */
export * from './payments-schema.ts';

/** The lobby's per-member favourites and recent launches. */
export * from './lobby-schema.ts';

/** Game sessions, the seamless wallet's vendor calls and the betting record. */
export * from './games-schema.ts';

/** HOUSE, the built-in vendor: seed pairs, scheduled rounds, plays and bets. */
export * from './house-schema.ts';

/** The points mall: reward items and redemptions (the points themselves are the 'points' ledger). */
export * from './points-schema.ts';

/** Player protection: limits, exclusions, preferences and the tamper-evident audit trail. */
export * from './protection-schema.ts';

/** The agents' team tree (closure table) and the announcements addressed to agents. */
export * from './agents-schema.ts';

/** Agent contracts with their downline, their history and what each settled period paid. */
export * from './contracts-schema.ts';
/** Platform messages (inbox), announcements, feedback and customer-service channels. */
export * from './inbox-schema.ts';
/** Promotions that pay, the reward center's claimables, missions and VIP ranks. */
export * from './promotions-schema.ts';
/** Team figures kept as money moves (issue 9's scale). */
export * from './performance-schema.ts';
/** The operator's staff, their sessions and their failed sign-ins. */
export * from './staff-schema.ts';
/** Aggregators' game lists and which of their games the operator shows. */
export * from './aggregators-schema.ts';
/** What staff keep on members for each other: internal notes, never shown to the member. */
export * from './member-notes-schema.ts';
/** Identity verification: the member's sealed documents and the staff decision on them. */
export * from './identity-schema.ts';
