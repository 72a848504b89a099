import { checkRule, fieldRule } from '../contract/field-rules.ts';
import { ruleFamilies, ruleMessageKey, type RuleFailure } from '../contract/rules.ts';
import type { RegisterFieldName, RegisterFieldRule } from '../contract/system.ts';

/**
 * The checks of the login, recovery and change-password forms (SPEC §5), made of the same rules
 * the register settings give the server (src/contract/rules.ts).
 */

/** The operator's rule for a field, always on and required: these forms cannot do without it. */
function mandatory(
  rules: readonly RegisterFieldRule[],
  field: RegisterFieldName,
  fallback: Omit<RegisterFieldRule, 'field' | 'enabled' | 'required'>,
): RegisterFieldRule {
  return { ...fallback, ...fieldRule(rules, field), field, enabled: true, required: true };
}

export function mobileRule(rules: readonly RegisterFieldRule[]): RegisterFieldRule {
  return mandatory(rules, 'mobileNum', { family: 'mobilePH', acceptedPattern: ruleFamilies.mobilePH.pattern.source });
}

export function passwordRule(rules: readonly RegisterFieldRule[]): RegisterFieldRule {
  return mandatory(rules, 'password', { family: 'any', acceptedPattern: '*' });
}

export function requireValue(value: string): RuleFailure | null {
  return value.trim() === '' ? { key: ruleMessageKey('empty') } : null;
}

export function checkMobile(rules: readonly RegisterFieldRule[], value: string): RuleFailure | null {
  return checkRule(mobileRule(rules), value.trim());
}

/** Codes are six digits (SMS, e-mail and new-IP checks alike). */
export function checkCode(value: string): RuleFailure | null {
  if (value.trim() === '') return { key: ruleMessageKey('empty') };
  return /^\d{6}$/.test(value.trim()) ? null : { key: ruleMessageKey('verificationCode') };
}

export function checkPassword(rules: readonly RegisterFieldRule[], value: string): RuleFailure | null {
  return checkRule(passwordRule(rules), value);
}

export function checkConfirmation(password: string, confirmation: string): RuleFailure | null {
  if (confirmation === '') return { key: ruleMessageKey('empty') };
  return password === confirmation ? null : { key: ruleMessageKey('confirmPassword') };
}

export function checkEmail(value: string): RuleFailure | null {
  if (value.trim() === '') return { key: ruleMessageKey('empty') };
  return ruleFamilies.email.pattern.test(value.trim()) ? null : { key: ruleMessageKey('emailFormat') };
}
