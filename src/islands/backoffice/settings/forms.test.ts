import { describe, expect, it } from 'vitest';
import { settingDefaults } from '../../../../server/modules/settings/defaults.ts';
import { formOf, rateInput, ruleInput, settingResolver, type FormValues } from './forms.ts';

const resolve = async (key: Parameters<typeof formOf>[0], current: unknown, values: FormValues) =>
  settingResolver(key, current)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('settings forms built on the contract’s schemas', () => {
  it('turns one line per item into the list the schema normalizes, and puts a bad item on its input', async () => {
    const ok = await resolve('restrictedCountries', [], { value: 'kr\nus, jp\n' });
    expect(ok.values).toEqual(['KR', 'US', 'JP']);
    const bad = await resolve('restrictedIpRanges', [], { value: '203.0.113.0/24\n10.0.0.0/99' });
    expect(bad.errors).toHaveProperty('value');
  });

  it('keeps the parts of a value the form does not show, and refuses an empty amount', async () => {
    const current = { min: 100, max: 50_000, dailyCount: 5, byKind: { ewallet: { min: 200, max: 10_000 } } };
    const form = formOf('withdrawalLimits');
    const values = form.from(current);
    expect(values).toEqual({ min: '100', max: '50000', dailyCount: '5' });
    expect((await resolve('withdrawalLimits', current, { ...values, max: '20000' })).values).toEqual({ ...current, max: 20_000 });
    expect((await resolve('withdrawalLimits', current, { ...values, dailyCount: '' })).errors).toHaveProperty('dailyCount');
  });

  it('hides an app download whose link is emptied, and refuses a link that is not https', async () => {
    const current = { ios: 'https://apps.example/ios', android: null, mobileconfig: null };
    expect((await resolve('appDownloads', current, { ios: '', android: 'https://apps.example/a.apk', mobileconfig: '' })).values).toEqual({
      ios: null,
      android: 'https://apps.example/a.apk',
      mobileconfig: null,
    });
    expect((await resolve('appDownloads', current, { ios: 'http://apps.example/ios', android: '', mobileconfig: '' })).errors).toHaveProperty('ios');
  });

  it('switches feature toggles and registration rules without touching what the form does not show', async () => {
    const toggles = formOf('whitelabel').from(settingDefaults.whitelabel);
    const switched = (await resolve('whitelabel', settingDefaults.whitelabel, { ...toggles, FREEPLAY3: false }))
      .values as unknown as typeof settingDefaults.whitelabel;
    expect(switched.find((node) => node.modId === 'FREEPLAY3')?.enabled).toBe(false);
    expect(switched.filter((node) => node.modId !== 'FREEPLAY3')).toEqual(settingDefaults.whitelabel.filter((node) => node.modId !== 'FREEPLAY3'));

    const rules = formOf('register').from(settingDefaults.register);
    const email = await resolve('register', settingDefaults.register, { ...rules, [ruleInput('email', 'required')]: true });
    const emailRule = (email.values as unknown as typeof settingDefaults.register).find((rule) => rule.field === 'email');
    expect(emailRule).toMatchObject({ required: true, acceptedPattern: settingDefaults.register.find((rule) => rule.field === 'email')?.acceptedPattern });
    // min above max is the schema's own cross-field rule.
    const crossed = await resolve('register', settingDefaults.register, { ...rules, [ruleInput('username', 'min')]: '20' });
    expect(crossed.errors).toHaveProperty('root');
  });

  it('takes a rarely used key as JSON, checked by its schema', async () => {
    expect((await resolve('agePrompt', settingDefaults.agePrompt, { json: '{"enabled":true,"age":21}' })).values).toEqual({ enabled: true, age: 21 });
    expect((await resolve('agePrompt', settingDefaults.agePrompt, { json: '{"enabled":true' })).errors).toHaveProperty('json');
    expect((await resolve('agePrompt', settingDefaults.agePrompt, { json: '{"enabled":true,"age":40}' })).errors).toHaveProperty('json');
  });

  it('edits the points mall’s rates per category and its conversion, an emptied rate leaving the category out', async () => {
    const current = settingDefaults.points;
    const values = formOf('points').from(current);
    expect(values).toMatchObject({ [rateInput('RNG')]: '1', [rateInput('LIVE')]: '0.5', amountPerPoint: '0.01', minimumPoints: '100' });
    const changed = (await resolve('points', current, { ...values, [rateInput('LIVE')]: '0.75', [rateInput('SPORTS')]: '', minimumPoints: '200' }))
      .values as unknown as typeof current;
    expect(changed.earnRates).toEqual({ ...Object.fromEntries(Object.entries(current.earnRates).filter(([category]) => category !== 'SPORTS')), LIVE: 0.75 });
    expect(changed.conversion).toEqual({ amountPerPoint: 0.01, minimumPoints: 200 });
    // The schema's findings land on their inputs: three decimals on the rate, no minimum.
    const bad = await resolve('points', current, { ...values, [rateInput('FISH')]: '0.125', minimumPoints: '' });
    expect(bad.errors).toHaveProperty(rateInput('FISH'));
    expect(bad.errors).toHaveProperty('minimumPoints');
  });

  it('switches invite friends and VIP and changes their amounts and days from plain inputs', async () => {
    const referral = formOf('referral').from(settingDefaults.referral);
    expect(referral).toMatchObject({ enabled: true, firstDepositReward: '100', claimDays: '30' });
    expect((await resolve('referral', settingDefaults.referral, { ...referral, enabled: false, validBetsReward: '250' })).values).toEqual({
      ...settingDefaults.referral,
      enabled: false,
      validBetsReward: 250,
    });
    const vip = formOf('vip').from(settingDefaults.vip);
    expect((await resolve('vip', settingDefaults.vip, { ...vip, claimDays: '0' })).errors).toHaveProperty('claimDays');
  });
});
