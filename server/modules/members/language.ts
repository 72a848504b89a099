import { eq, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '../../../src/i18n/locales.ts';
import type { Db } from '../../db/index.ts';
import { member } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { Member } from './repository.ts';

/** Kept in member.profile: a language is a preference of the account, not a column worth a migration. */
const languageKey = 'language';

/**
 * The language of a text that leaves the site for the member's phone or mailbox: the one they last
 * chose while signed in, else the page's. Such a text may be read later and elsewhere, on a browser
 * that has not been told the member's choice (a new device opens in English).
 */
export function languageOf(who: Pick<Member, 'profile'>, fallback: Locale): Locale {
  const stored = who.profile[languageKey];
  return isLocale(stored) ? stored : fallback;
}

/** One statement merging the key into the JSON, so it cannot overwrite a profile change made at the same moment. */
export async function setLanguage(db: Db, memberId: number, language: Locale): Promise<void> {
  const rows = await db
    .update(member)
    .set({ profile: sql`${member.profile} || jsonb_build_object(${languageKey}::text, ${language}::text)` })
    .where(eq(member.id, memberId))
    .returning({ id: member.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND');
}
