import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { identityFieldNames, profileFieldNames, type Profile, type ProfileField, type ProfileUpdate } from '../../../src/contract/member.ts';
import { checkRule, fieldRule } from '../../../src/contract/field-rules.ts';
import type { RegisterFieldName, RegisterFieldRule } from '../../../src/contract/system.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator, type MessageKey, type Translate } from '../../../src/i18n/translate.ts';
import { member } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { maskDestination } from '../auth/challenge.ts';
import { memberRowLock } from '../members/lock.ts';
import type { Member } from '../members/repository.ts';

/** Profile fields that have a column of their own; the rest live in member.profile under their name. */
const columnOf = { realName: 'payeeName', nickname: 'nickname' } as const satisfies Partial<Record<ProfileField, keyof Member>>;
const hasColumn = (field: ProfileField): field is keyof typeof columnOf => field in columnOf;

/** Fields the registration form also asks for: the operator's rule for them applies here too. */
const registerFieldOf: Partial<Record<ProfileField, RegisterFieldName>> = {
  realName: 'payeeName',
  qqNum: 'qqNum',
  line: 'line',
  whatsapp: 'whatsapp',
  facebook: 'facebook',
  wechat: 'wechat',
  idNumber: 'idNumber',
};

function valueOf(who: Member, field: ProfileField): string | null {
  const value = hasColumn(field) ? who[columnOf[field]] : who.profile[field];
  return value === undefined || value === null || value === '' ? null : value;
}

export function profileOf(who: Member): Profile {
  const fields = Object.fromEntries(profileFieldNames.map((field) => [field, valueOf(who, field)])) as Record<ProfileField, string | null>;
  return {
    username: who.username,
    fields,
    locked: identityFieldNames.filter((field) => fields[field] !== null),
    mobileNum: who.mobileNum ? maskDestination('sms', who.mobileNum) : null,
    email: who.email ? maskDestination('email', who.email) : null,
    hasPaymentPassword: who.paymentPasswordHash !== null,
    regDate: who.regDate.toISOString(),
    lastLoginAt: who.lastLoginAt ? who.lastLoginAt.toISOString() : null,
  };
}

/** The failures of an update against the member as they are now; empty when it may be applied. */
function failuresOf(who: Member, changes: [ProfileField, string][], rules: RegisterFieldRule[], t: Translate): Record<string, string> {
  const failures: Record<string, string> = {};
  for (const [field, value] of changes) {
    const current = valueOf(who, field);
    if ((identityFieldNames as string[]).includes(field) && current !== null && current !== value) {
      failures[field] = t('profile.error.identityLocked');
      continue;
    }
    const registerField = registerFieldOf[field];
    const rule = registerField && value !== '' ? fieldRule(rules, registerField) : undefined;
    const broken = rule ? checkRule({ ...rule, required: false }, value) : null;
    if (broken) failures[field] = t(broken.key as MessageKey, broken.vars);
  }
  return failures;
}

/**
 * Applies the fields sent. An identity field already on file cannot be replaced by the member (the
 * payee name guards payouts); every value passes the contract's rule and, for a registration field,
 * the operator's rule as well. The row is locked while it is checked and written, so two updates at
 * once can neither lose each other's fields nor both fill the same identity field.
 */
export async function updateProfile(app: FastifyInstance, memberId: number, update: ProfileUpdate, locale: Locale): Promise<Member> {
  const t = translator(locale);
  const rules = await app.settings.get('register');
  const changes = Object.entries(update).filter((entry): entry is [ProfileField, string] => entry[1] !== undefined);
  return app.db.transaction(async (tx) => {
    const [who] = await tx.select().from(member).where(eq(member.id, memberId)).for(memberRowLock);
    if (!who) throw new AppError('NOT_FOUND');
    const failures = failuresOf(who, changes, rules, t);
    if (Object.keys(failures).length > 0) throw new AppError('RULE_BROKEN', { fields: failures });
    const profile = { ...who.profile };
    const columns: Partial<Pick<Member, 'payeeName' | 'nickname'>> = {};
    for (const [field, value] of changes) {
      if (hasColumn(field)) columns[columnOf[field]] = value === '' ? null : value;
      else if (value === '') delete profile[field];
      else profile[field] = value;
    }
    const [row] = await tx
      .update(member)
      .set({ ...columns, profile })
      .where(eq(member.id, memberId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  });
}
