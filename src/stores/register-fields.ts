import { fieldRule } from '../contract/field-rules.ts';
import type { RegisterFieldName, RegisterFieldRule } from '../contract/system.ts';

export type RegisterTab = 'username' | 'mobile';

/** One input of the register form, with the rule it is checked by. */
export interface RegisterField {
  name: RegisterFieldName;
  rule: RegisterFieldRule;
  /** How the browser should treat the input. */
  input: 'text' | 'password' | 'email' | 'tel' | 'code';
}

const inputOf: Partial<Record<RegisterFieldName, RegisterField['input']>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
  whatsapp: 'tel',
  verificationCode: 'code',
  captcha: 'code',
};

/** The fields whose place the form decides itself: the identity first, the checks last. */
const ordered: readonly RegisterFieldName[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'referralCode',
  'captcha',
];

const hidden = (field: RegisterFieldName): RegisterFieldRule => ({ field, enabled: false, required: false, family: 'any', acceptedPattern: '*' });

/**
 * The inputs a register tab shows (SPEC §2, §5), as the server checks them: the tab's identity
 * (username, or the mobile number on the mobile tab) and both passwords always, the verification
 * code when SMS verification is on and a mobile number is asked, every other field the operator
 * enabled, with its own rule.
 */
export function registerFields(rules: readonly RegisterFieldRule[], tab: RegisterTab, smsVerification: boolean, mobilePassword = true): RegisterField[] {
  const ruleOf = (name: RegisterFieldName) => fieldRule(rules, name) ?? hidden(name);
  const essential = (name: RegisterFieldName) => ({ ...ruleOf(name), enabled: true, required: true });
  const fields: RegisterField[] = [];
  for (const name of ordered) {
    let rule = ruleOf(name);
    if (name === 'username') {
      if (tab === 'mobile') continue;
      rule = essential(name);
    } else if (name === 'mobileNum' && tab === 'mobile') rule = essential(name);
    else if (name === 'password' || name === 'confirmPassword') {
      if (tab === 'mobile' && !mobilePassword) continue;
      rule = essential(name);
    } else if (name === 'verificationCode') {
      if (!smsVerification || (tab === 'username' && !ruleOf('mobileNum').enabled)) continue;
      rule = { ...ruleOf(name), enabled: true, required: tab === 'mobile' };
    }
    if (rule.enabled) fields.push({ name, rule, input: inputOf[name] ?? 'text' });
  }
  return fields;
}
