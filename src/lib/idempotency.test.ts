import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '../contract/wallet.ts';
import { actionKeys } from './idempotency.ts';

describe('actionKeys', () => {
  it('keeps the key while the same details are resubmitted', () => {
    const keys = actionKeys();
    const first = keys.keyFor({ amount: 100 });
    expect(keys.keyFor({ amount: 100 })).toBe(first);
    expect(idempotencyKeySchema.safeParse(first).success).toBe(true);
  });

  it('makes a new key when the details change', () => {
    const keys = actionKeys();
    const first = keys.keyFor({ amount: 100 });
    const second = keys.keyFor({ amount: 200 });
    expect(second).not.toBe(first);
    expect(keys.keyFor({ amount: 100 })).not.toBe(first);
  });

  it('makes a new key for the next action after a success', () => {
    const keys = actionKeys();
    const first = keys.keyFor({ amount: 100 });
    keys.done();
    expect(keys.keyFor({ amount: 100 })).not.toBe(first);
  });
});
