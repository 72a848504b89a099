import { featureModIds, type RegisterFieldRule } from '../../../src/contract/system.ts';
import type { FeatureModId } from '../../../src/contract/system.ts';
import { ruleFamilies, type RuleFamilyId } from '../../../src/contract/rules.ts';
import type { SettingValues } from '../../../src/contract/operator.ts';

/**
 * Demo feature toggles: every feature on. The forced change of a password older than
 * PASSWORD_MAX_AGE_DAYS is on because phone login needs it (SPEC §3); demo passwords are set when
 * the demo is seeded, so they are young.
 */
const demoFeatures: Record<FeatureModId, boolean> = {
  MOBILENUMREG3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  FREEPLAY3: true,
  PWDEXPFORCECHANGE3: true,
  MOBILEVERCODELOGIN3: true,
  CHNGPASSVERIF3: true,
};

/** A field checked by its family's own pattern. */
function ruled(
  field: RegisterFieldRule['field'],
  family: RuleFamilyId,
  { enabled = true, required = false, min, max }: { enabled?: boolean; required?: boolean; min?: number; max?: number } = {},
): RegisterFieldRule {
  return { field, enabled, required, family, acceptedPattern: ruleFamilies[family].pattern.source, min, max };
}
const off = (field: RegisterFieldRule['field'], family: RuleFamilyId, max = 50) => ruled(field, family, { enabled: false, max });

/**
 * Demo registration form: username, passwords and captcha required; mobile, e-mail and the codes
 * offered; the rest off until an operator asks for them. The captcha service draws 4 characters.
 */
const demoRegisterRules: RegisterFieldRule[] = [
  ruled('username', 'letterFirstAlnum', { required: true, min: 6, max: 16 }),
  ruled('password', 'strongPassword', { required: true, min: 8, max: 20 }),
  ruled('confirmPassword', 'any', { required: true, min: 8, max: 20 }),
  off('payeeName', 'fullName', 80),
  ruled('email', 'email', { max: 100 }),
  off('qqNum', 'digits', 12),
  ruled('mobileNum', 'mobilePH', { min: 11, max: 13 }),
  off('recommenderId', 'lettersOrDigits', 16),
  ruled('captcha', 'lettersOrDigits', { required: true, min: 4, max: 4 }),
  ruled('verificationCode', 'digits', { min: 6, max: 6 }),
  ruled('affiliateCode', 'lettersOrDigits', { min: 4, max: 16 }),
  off('paymentPassword', 'digits', 6),
  off('line', 'noSpaces'),
  off('whatsapp', 'digits', 15),
  off('facebook', 'noSpaces', 120),
  off('wechat', 'noSpaces'),
  off('idNumber', 'lettersOrDigits', 30),
  ruled('referralCode', 'lettersOrDigits', { min: 4, max: 16 }),
];

/** The value every key holds until an operator changes it; the demo seed writes these. */
export const settingDefaults: SettingValues = {
  maintenance: false,
  restrictedCountries: [],
  restrictedIpRanges: [],
  whitelabel: featureModIds.map((modId) => ({ modId, enabled: demoFeatures[modId], childrenNodes: [] })),
  register: demoRegisterRules,
  // No domain check until the operator lists its domains: the demo runs on whatever host it is given.
  domains: [],
  imageCDNs: [],
  launchGameCDNs: [],
  currency: { code: 'PHP', symbol: '₱', decimals: 2 },
  walletMode: { isSingle: true, vendors: [] },
  withdrawalLimits: { min: 100, max: 50_000, dailyCount: 5, byKind: {} },
  withdrawalAutoReceiptMinutes: 60,
  gameAnnouncements: [
    {
      id: 'house-games',
      date: '2026-11-01',
      title: { en: 'House games are open', pt: 'Os jogos da casa estão abertos', tl: 'Bukas na ang mga laro ng bahay' },
      content: {
        en: 'Slots, dice, derby, lottery, baccarat and virtual football run around the clock, with provably fair results.',
        pt: 'Caça-níqueis, dados, rinha, loteria, bacará e futebol virtual funcionam o dia todo, com resultados comprovadamente justos.',
        tl: 'Bukas buong araw ang slots, dice, derby, loterya, baccarat at virtual football, na may mga resultang mapapatunayang patas.',
      },
    },
  ],
  // A point per 1.00 staked on games of chance, half that where the house edge is thin; 100 points make 1.00.
  points: {
    earnRates: { RNG: 1, FISH: 1, LOTT: 1, BGS: 1, BINGO: 1, LIVE: 0.5, PVP: 0.5, SPORTS: 0.5, ESPORTS: 0.5, COCKFIGHT: 0.5 },
    conversion: { amountPerPoint: 0.01, minimumPoints: 100 },
  },
  contracts: { activeMemberThreshold: 100, dividendPeriod: 'monthly' },
  feedback: { minWords: 3, maxWords: 500 },
  agePrompt: { enabled: false, age: 21 },
  // A friend's first deposit of 500 or more earns the inviter 100, and their first 5,000 of valid bets 200 more.
  referral: { enabled: true, firstDepositReward: 100, firstDepositMin: 500, validBetsReward: 200, validBetsTarget: 5000, turnover: 1, claimDays: 30 },
  vip: { enabled: true, periodDays: 90, claimDays: 30 },
  // No app is published until the operator names its links; the /down page shows none meanwhile.
  appDownloads: { ios: null, android: null, mobileconfig: null },
  // No licence is claimed until the operator enters one.
  licence: { number: '', url: null },
  closedAccountRetentionYears: 5,
  // Nothing waits for verification until the operator says what does; members may verify anyway.
  identity: { beforeWithdrawal: false, beforeBonus: false },
};
