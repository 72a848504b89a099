import { describe, expect, it } from 'vitest';
import { profileFieldNames, type Profile } from '../../../contract/member.ts';
import { profileChanges, profileSchema, profileValues } from './profile-fields.ts';

const profile: Profile = {
  username: 'ana',
  fields: { ...Object.fromEntries(profileFieldNames.map((name) => [name, null])), realName: 'Ana Cruz', nickname: 'ana', telegram: 'x' } as Profile['fields'],
  locked: ['realName'],
  mobileNum: null,
  email: null,
  hasPaymentPassword: false,
  regDate: '2026-01-01',
  lastLoginAt: null,
};

describe('profile form fields', () => {
  it('passes the stored values, even one the rules would now refuse', () => {
    expect(profileSchema(profile).safeParse(profileValues(profile)).success).toBe(true);
  });

  it('refuses a new value the contract refuses, and a birthday under 18', () => {
    const values = { ...profileValues(profile), telegram: 'ab', birthday: '2020-01-01' };
    const result = profileSchema(profile).safeParse(values);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['birthday', 'telegram']);
  });

  it('sends only what changed: trimmed, a cleared contact field as empty, never a locked or empty identity field', () => {
    const values = { ...profileValues(profile), realName: 'Other Name', fullName: '', nickname: '', occupation: ' Teacher ' };
    expect(profileChanges(profile, values)).toEqual({ nickname: '', occupation: 'Teacher' });
  });
});
