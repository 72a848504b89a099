import { describe, expect, it } from 'vitest';
import { exclusionFormSchema, limitFormSchema, realityFormSchema } from './protection-fields.ts';

const failing = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  [...new Set(result.error?.issues.map((issue) => String(issue.path[0])) ?? [])].sort();

describe('protection form fields', () => {
  it('takes a limit the store can send, an empty one as a removal, and refuses one it cannot read', () => {
    expect(limitFormSchema.safeParse({ kind: 'deposit', period: 'day', value: '1,500' }).success).toBe(true);
    expect(limitFormSchema.safeParse({ kind: 'session', period: 'day', value: '' }).success).toBe(true);
    expect(failing(limitFormSchema.safeParse({ kind: 'session', period: 'day', value: '4' }))).toEqual(['value']);
  });

  it('takes a reality-check interval of 10 to 240 whole minutes', () => {
    expect(realityFormSchema.safeParse({ minutes: '10' }).success).toBe(true);
    expect(realityFormSchema.safeParse({ minutes: '' }).success).toBe(false);
    expect(realityFormSchema.safeParse({ minutes: '9' }).success).toBe(false);
  });

  it('needs the confirmation, the payment password and, for a time-out, 1 to 42 days', () => {
    expect(exclusionFormSchema.safeParse({ length: 'timeout', days: '2', paymentPassword: '123456', understood: true }).success).toBe(true);
    expect(exclusionFormSchema.safeParse({ length: 'permanent', days: '', paymentPassword: '123456', understood: true }).success).toBe(true);
    expect(failing(exclusionFormSchema.safeParse({ length: 'timeout', days: '43', paymentPassword: '', understood: false }))).toEqual([
      'days',
      'paymentPassword',
      'understood',
    ]);
  });
});
