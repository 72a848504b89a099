import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffPaths } from '../../src/contract/staff.ts';
import { createTestApp, type TestApp } from '../../server/test/harness.ts';
import { opsToken } from '../../server/modules/payments/test-support.ts';
import { cliOn } from './test-support.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ env: { OPS_TOKEN: opsToken } });
});
afterAll(() => test?.close());

const cli = (...argv: string[]) => cliOn(test, ...argv);
const signIn = (username: string, password: string) => test.app.inject({ method: 'POST', url: staffPaths.session, payload: { username, password } });

describe('the staff commands of the ops CLI', () => {
  it('adds a staff member whose printed first password signs in to enrol the second factor', async () => {
    const added = await cli('staff', 'add', 'Maria', 'finance,support', '--reason', 'new cashier');
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/maria\s+active\s+finance,support\s+no TOTP yet/);
    const password = /first password: (\S+)/.exec(added.out)?.[1] ?? '';
    const first = await signIn('maria', password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ value: { next: 'setup' } });
    expect((await cli('staff', 'list')).out).toContain('maria');
    expect((await cli('staff', 'add', 'maria', 'finance', '--reason', 'twice')).code).toBe(1);
    expect((await cli('staff', 'add', 'zed', 'cook', '--reason', 'no such role')).code).toBe(2);
    expect((await cli('staff', 'add', 'zed', 'finance')).code).toBe(2);
  });

  it('changes roles, disables and enables, and resets the second factor, each on record', async () => {
    await cli('staff', 'add', 'pedro', 'marketing', '--reason', 'campaigns');
    expect((await cli('staff', 'roles', 'pedro', 'marketing,risk', '--reason', 'covers compliance')).out).toMatch(/pedro\s+active\s+marketing,risk/);
    expect((await cli('staff', 'disable', 'pedro', '--reason', 'on leave')).out).toMatch(/pedro\s+disabled/);
    expect((await cli('staff', 'enable', 'pedro', '--reason', 'back')).out).toMatch(/pedro\s+active/);
    expect((await cli('staff', 'reset-totp', 'pedro', '--reason', 'new phone')).code).toBe(0);
    expect((await cli('staff', 'disable', 'nobody', '--reason', 'x y z')).code).toBe(1);
    const actions = (await cli('actions', '--limit', '10')).out;
    expect(actions).toContain('staff.update');
    expect(actions).toContain('on leave');
  });
});
