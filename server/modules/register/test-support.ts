import { sql } from 'drizzle-orm';
import type { FeatureModId, RegisterFieldRule } from '../../../src/contract/system.ts';
import { member } from '../../db/schema.ts';
import { knownCaptcha } from '../../test/accounts.ts';
import { encryptedBody } from '../../test/encrypt.ts';
import type { TestApp } from '../../test/harness.ts';
import { settingDefaults } from '../settings/defaults.ts';

export const testPassword = 'Good#Pass1';
const reason = { actor: 'test', reason: 'register test' };
let serial = 0;

/** A username no other test uses. */
export const freshName = () => `user${Date.now().toString(36).slice(-5)}${(serial += 1)}`;
/** A valid Philippine mobile number no other test uses. */
export const freshMobile = () => `0917${String(1_000_000 + (serial += 1)).slice(-7)}`;

export interface RegisterOptions {
  tab?: 'username' | 'mobile';
  ip?: string;
  language?: string;
}

/** Registration calls and setting switches for one test app, as the register dialog and an operator make them. */
export function registrationDriver(t: TestApp) {
  return {
    /** PUT a registration with a fresh known captcha and a valid password pair unless the payload says otherwise. */
    async register(payload: Record<string, unknown>, options: RegisterOptions = {}) {
      const { answer, cookie } = await knownCaptcha(t.app);
      return t.app.inject({
        method: 'PUT',
        url: options.tab === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
        remoteAddress: options.ip,
        headers: { cookie, ...(options.language ? { language: options.language } : {}) },
        payload: await encryptedBody(t.app, { captcha: answer, password: testPassword, confirmPassword: testPassword, adultConsent: true, ...payload }),
      });
    },
    async stored(username: string) {
      const [row] = await t.database.db
        .select()
        .from(member)
        .where(sql`lower(${member.username}) = lower(${username})`);
      return row;
    },
    async setFeature(modId: FeatureModId, enabled: boolean) {
      const tree = await t.app.settings.get('whitelabel');
      await t.app.settings.set(
        'whitelabel',
        tree.map((node) => (node.modId === modId ? { ...node, enabled } : node)),
        reason,
      );
    },
    async setRule(field: RegisterFieldRule['field'], change: Partial<RegisterFieldRule>) {
      const rules = await t.app.settings.get('register');
      await t.app.settings.set(
        'register',
        rules.map((rule) => (rule.field === field ? { ...rule, ...change } : rule)),
        reason,
      );
    },
    async restoreSettings() {
      await t.app.settings.set('register', settingDefaults.register, reason);
      await t.app.settings.set('whitelabel', settingDefaults.whitelabel, reason);
    },
  };
}
