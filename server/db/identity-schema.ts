import { bigint, bigserial, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { member } from './members-schema.ts';

/**
 * A member's identity documents and what staff decided about them. The images are sealed with
 * AES-256-GCM under the server's key material (server/modules/identity/sealing.ts): a copy of the
 * database alone shows neither the documents nor the selfie. The latest row is the member's state.
 */
export const identitySubmission = pgTable(
  'identity_submission',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    state: text('state', { enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('pending'),
    fullName: text('full_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    frontSealed: text('front_sealed').notNull(),
    frontType: text('front_type').notNull(),
    backSealed: text('back_sealed').notNull(),
    backType: text('back_type').notNull(),
    selfieSealed: text('selfie_sealed').notNull(),
    selfieType: text('selfie_type').notNull(),
    /** The staff username (or `token`) who decided. */
    reviewer: text('reviewer'),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [index('identity_submission_member').on(table.memberId, table.id), index('identity_submission_state').on(table.state, table.id)],
);
