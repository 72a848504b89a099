import type { RegisterPayload } from '../../../src/contract/auth.ts';
import { checkRule, fieldRule } from '../../../src/contract/field-rules.ts';
import { ruleMessageKey, type RuleFailure } from '../../../src/contract/rules.ts';
import type { RegisterFieldName, RegisterFieldRule } from '../../../src/contract/system.ts';

/** The register dialog's two tabs: PUT /wps/member/register and PUT /wps/member/register/mobile. */
export type RegisterTab = 'username' | 'mobile';

export interface RegisterContext {
  rules: readonly RegisterFieldRule[];
  tab: RegisterTab;
  /** REGMOBVERF3: a mobile number must come with the SMS code sent to it. */
  smsVerification: boolean;
  /** The operator's hand-out password, never accepted as anyone's own. */
  defaultPassword: string;
  /** Whether the mobile tab asks for a password (mobileTabAsksPassword); the username tab always does. */
  mobilePassword?: boolean;
}

/** Registration fields kept in member.profile rather than a column of their own. */
export const profileFields = ['qqNum', 'recommenderId', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;
type ProfileField = (typeof profileFields)[number];

/** What survives the rules: only fields the operator shows, with the tab's own identity filled in. */
export interface AcceptedRegistration {
  username: string;
  /** Missing only on a mobile tab that asks for none: the account then has no password anyone knows. */
  password?: string;
  mobileNum?: string;
  verificationCode?: string;
  email?: string;
  payeeName?: string;
  paymentPassword?: string;
  affiliateCode?: string;
  referralCode?: string;
  profile: Partial<Record<ProfileField, string>>;
}

export interface CheckedRegistration {
  accepted: AcceptedRegistration;
  /** Every broken field at once, so the dialog can mark them all. */
  failures: Partial<Record<RegisterFieldName, RuleFailure>>;
}

const hidden = (field: RegisterFieldName): RegisterFieldRule => ({ field, enabled: false, required: false, family: 'any', acceptedPattern: '*' });

/**
 * Checks a registration against the operator's field rules (SPEC §5). A field the operator does not
 * show is ignored, never stored. The tab's identity (username, or the mobile number on the mobile
 * tab) and the password are always required: the account cannot exist without them, whatever the
 * settings say, except the password of a mobile tab that asks for none (MOBILENUMPASSREG3 off, with SMS
 * verification and phone login on: the number and its code are the credential). The affiliate code is
 * the exception to "ignored when hidden": the site fills it from the link's `code` precisely when the
 * field is not shown.
 */
export function checkRegistration(payload: RegisterPayload, context: RegisterContext): CheckedRegistration {
  const failures: Partial<Record<RegisterFieldName, RuleFailure>> = {};
  const ruleOf = (field: RegisterFieldName) => fieldRule(context.rules, field) ?? hidden(field);
  const essential = (field: RegisterFieldName) => ({ ...ruleOf(field), enabled: true, required: true });
  const take = (field: RegisterFieldName, value: string | undefined, rule = ruleOf(field)): string | undefined => {
    if (!rule.enabled) return undefined;
    const failure = checkRule(rule, value);
    if (failure) failures[field] = failure;
    return value === '' ? undefined : value;
  };

  const onMobileTab = context.tab === 'mobile';
  const mobileNum = take('mobileNum', payload.mobileNum, onMobileTab ? essential('mobileNum') : ruleOf('mobileNum'));
  const username = onMobileTab ? mobileNum : take('username', payload.username, essential('username'));
  const asksPassword = !onMobileTab || context.mobilePassword !== false;
  const password = asksPassword ? take('password', payload.password, essential('password')) : undefined;
  if (asksPassword && !failures.password && password === context.defaultPassword) failures.password = { key: 'auth.password.notDefault' };
  if (asksPassword && payload.confirmPassword !== payload.password) failures.confirmPassword = { key: ruleMessageKey('confirmPassword') };
  const verificationCode =
    context.smsVerification && mobileNum !== undefined ? take('verificationCode', payload.verificationCode, essential('verificationCode')) : undefined;
  const affiliateRule = ruleOf('affiliateCode');
  const affiliateCode = affiliateRule.enabled ? take('affiliateCode', payload.affiliateCode, affiliateRule) : payload.affiliateCode || undefined;

  const profile: Partial<Record<ProfileField, string>> = {};
  for (const field of profileFields) {
    const value = take(field, payload[field]);
    if (value !== undefined) profile[field] = value;
  }

  return {
    accepted: {
      username: username ?? '',
      password,
      mobileNum,
      verificationCode,
      email: take('email', payload.email),
      payeeName: take('payeeName', payload.payeeName),
      paymentPassword: take('paymentPassword', payload.paymentPassword),
      affiliateCode,
      referralCode: take('referralCode', payload.referralCode),
      profile,
    },
    failures,
  };
}
