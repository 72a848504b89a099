import { featureModIds, type RegisterFieldRule } from '../../../src/contract/system.ts';
import type { FeatureModId } from '../../../src/contract/system.ts';
import type { SettingValues } from '../../../src/contract/operator.ts';

/**
 * Demo feature toggles: every feature on except the forced password change on expiry, which would
 * stop demo members whose passwords are old from getting in until they change them.
 */
const demoFeatures: Record<FeatureModId, boolean> = {
  MOBILENUMREG3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  FREEPLAY3: true,
  PWDEXPFORCECHANGE3: false,
  MOBILEVERCODELOGIN3: true,
  CHNGPASSVERIF3: true,
};

const anything = '*';
const off = (field: RegisterFieldRule['field'], max = 50): RegisterFieldRule => ({
  field, enabled: false, required: false, acceptedPattern: anything, max,
});

/**
 * Demo registration form: username, passwords and captcha required; mobile, e-mail and the codes
 * offered; the rest off until an operator asks for them.
 */
const demoRegisterRules: RegisterFieldRule[] = [
  { field: 'username', enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', min: 6, max: 16 },
  { field: 'password', enabled: true, required: true, acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+$', min: 8, max: 20 },
  { field: 'confirmPassword', enabled: true, required: true, acceptedPattern: anything, min: 8, max: 20 },
  off('payeeName'),
  { field: 'email', enabled: true, required: false, acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', max: 100 },
  off('qqNum', 12),
  { field: 'mobileNum', enabled: true, required: false, acceptedPattern: '^\\+?[0-9]{8,15}$', min: 8, max: 16 },
  off('recommenderId', 16),
  { field: 'captcha', enabled: true, required: true, acceptedPattern: '^[A-Za-z0-9]{4}$', min: 4, max: 4 },
  { field: 'verificationCode', enabled: true, required: false, acceptedPattern: '^[0-9]{6}$', min: 6, max: 6 },
  { field: 'affiliateCode', enabled: true, required: false, acceptedPattern: '^[A-Za-z0-9]{4,16}$', min: 4, max: 16 },
  off('paymentPassword', 6),
  off('line'),
  off('whatsapp'),
  off('facebook'),
  off('wechat'),
  off('idNumber', 30),
  { field: 'referralCode', enabled: true, required: false, acceptedPattern: '^[A-Za-z0-9]{4,16}$', min: 4, max: 16 },
];

/** The value every key holds until an operator changes it; the demo seed writes these. */
export const settingDefaults: SettingValues = {
  maintenance: false,
  restrictedCountries: [],
  restrictedIpRanges: [],
  whitelabel: featureModIds.map((modId) => ({ modId, enabled: demoFeatures[modId], childrenNodes: [] })),
  register: demoRegisterRules,
  imageCDNs: [],
  launchGameCDNs: [],
};
