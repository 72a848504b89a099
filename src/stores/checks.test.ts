import { describe, expect, it } from 'vitest';
import { ruleFamilies } from '../contract/rules.ts';
import type { RegisterFieldRule } from '../contract/system.ts';
import { checkCode, checkConfirmation, checkEmail, checkMobile, checkPassword, mobileRule, passwordRule, requireValue } from './checks.ts';

const operator: RegisterFieldRule[] = [
  {
    field: 'password',
    enabled: true,
    required: true,
    family: 'lettersAndDigits',
    acceptedPattern: ruleFamilies.lettersAndDigits.pattern.source,
    min: 6,
    max: 12,
  },
  { field: 'mobileNum', enabled: false, required: false, family: 'digits', acceptedPattern: '^0[0-9]{9}$' },
];

describe('the checks of the login, recovery and change-password forms', () => {
  it('use the operator’s password rule, always required', () => {
    expect(passwordRule(operator)).toMatchObject({ enabled: true, required: true, family: 'lettersAndDigits', min: 6, max: 12 });
    expect(checkPassword(operator, 'abc123')).toBeNull();
    expect(checkPassword(operator, 'abcdef')).toEqual({ key: 'rule.lettersAndDigits', vars: { min: 6, max: 12 } });
    expect(checkPassword(operator, '')).toEqual({ key: 'rule.message.empty' });
    expect(checkPassword([], 'anything at all')).toBeNull();
  });

  it('use the operator’s mobile rule even when registration hides the field, else the PH mobile family', () => {
    expect(mobileRule(operator)).toMatchObject({ enabled: true, required: true, acceptedPattern: '^0[0-9]{9}$' });
    expect(checkMobile(operator, ' 0912345678 ')).toBeNull();
    expect(checkMobile(operator, '09123')).toEqual({ key: 'rule.digits', vars: { min: 1, max: 200 } });
    expect(checkMobile([], '09171234567')).toBeNull();
    expect(checkMobile([], '+639171234567')).toBeNull();
    expect(checkMobile([], '12345')).toEqual({ key: 'rule.mobilePH' });
  });

  it.each([
    ['123456', null],
    [' 123456 ', null],
    ['', 'rule.message.empty'],
    ['12345', 'rule.message.verificationCode'],
    ['12a456', 'rule.message.verificationCode'],
  ])('code %j', (value, key) => {
    expect(checkCode(value)?.key ?? null).toBe(key);
  });

  it.each([
    ['ana@example.com', null],
    ['', 'rule.message.empty'],
    ['ana@', 'rule.message.emailFormat'],
    ['ana example.com', 'rule.message.emailFormat'],
  ])('e-mail %j', (value, key) => {
    expect(checkEmail(value)?.key ?? null).toBe(key);
  });

  it('confirmations must be given and equal', () => {
    expect(checkConfirmation('Secret1', 'Secret1')).toBeNull();
    expect(checkConfirmation('Secret1', '')).toEqual({ key: 'rule.message.empty' });
    expect(checkConfirmation('Secret1', 'secret1')).toEqual({ key: 'rule.message.confirmPassword' });
    expect(requireValue('  ')).toEqual({ key: 'rule.message.empty' });
  });
});
