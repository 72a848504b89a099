/**
 * The validation rule families of SPEC §5, shared by the dialogs and the server: one table, so the
 * browser and the API accept the same values and name the same message. The message of family X is
 * the catalogue key "rule.X"; a family whose message speaks of length takes {{min}} and {{max}}.
 * Browser-safe: no Node APIs here.
 */
interface RuleFamily {
  pattern: RegExp;
  /** Whether the message shows the field's length bounds. */
  sized: boolean;
}

const family = (pattern: RegExp, sized = true): RuleFamily => ({ pattern, sized });

export const ruleFamilies = {
  general: family(/^[\p{L}\p{N}_.@-]+$/u),
  letterFirstAlnum: family(/^[A-Za-z][A-Za-z0-9]*$/u),
  chineseDigits: family(/^[\p{Script=Han}0-9]+$/u),
  email: family(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/u, false),
  lettersOrDigits: family(/^[A-Za-z0-9]+$/u),
  lettersAndDigits: family(/^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/u),
  digits: family(/^[0-9]+$/u),
  alnumWithUpper: family(/^(?=.*[A-Z])[A-Za-z0-9]+$/u),
  lettersSpaces: family(/^(?=.*[A-Za-z])[A-Za-z ]+$/u),
  noSpaces: family(/^\S+$/u),
  chinesePunctuation: family(/^(?=.*\p{Script=Han})[\p{Script=Han}\p{P}\u3000 ]+$/u),
  date: family(/^(?:[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])-[0-9]{4})$/u, false),
  korean: family(/^\p{Script=Hangul}+$/u),
  thai: family(/^\p{Script=Thai}+$/u),
  thaiEnglishSpaces: family(/^(?=.*[\p{Script=Thai}A-Za-z])[\p{Script=Thai}A-Za-z ]+$/u),
  upperSpacesLetter: family(/^(?=.*[A-Z])[A-Z ]+$/u),
  lettersDigitsSymbols: family(/^(?=.*[A-Za-z])(?=.*[0-9])[\x21-\x7E]+$/u),
  strongPassword: family(/^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9])[\x21-\x7E]+$/u),
  fullName: family(/^[\p{L}\p{M}]+(?:['.-][\p{L}\p{M}]+)*(?: [\p{L}\p{M}]+(?:['.-][\p{L}\p{M}]+)*)+$/u, false),
  fullWidthJapanese: family(/^[\u3000-\u303F\u3040-\u309F\u30A0-\u30FF\u4E00-\u9FFF\uFF01-\uFF5E]+$/u),
  uppercase: family(/^[A-Z]+$/u),
  /** 09XXXXXXXXX, or the same with the country code: 639XXXXXXXXX or +639XXXXXXXXX. */
  mobilePH: family(/^(?:09|\+?639)[0-9]{9}$/u, false),
  any: family(/^[\s\S]*$/u, false),
} as const satisfies Record<string, RuleFamily>;

export type RuleFamilyId = keyof typeof ruleFamilies;
export const ruleFamilyIds = Object.keys(ruleFamilies) as [RuleFamilyId, ...RuleFamilyId[]];

/** Messages of SPEC §5 that belong to no family; the key of X is "rule.message.X". */
export const ruleMessages = [
  'passwordLength',
  'verificationCode',
  'mobile',
  'confirmInput',
  'realName',
  'phone',
  'invitationCode',
  'accountFormat',
  'passwordFormat',
  'emailFormat',
  'confirmPassword',
  'captcha',
  'empty',
] as const;
export type RuleMessage = (typeof ruleMessages)[number];
export const ruleMessageKey = (message: RuleMessage) => `rule.message.${message}`;
export const ruleFamilyKey = (id: RuleFamilyId) => `rule.${id}`;

/** A broken rule: the catalogue key of its message and the values it shows. */
export interface RuleFailure {
  key: string;
  vars?: Record<string, number>;
}

/** "*" matches anything (SPEC §5); the operator's other patterns are read as Unicode regular expressions. */
export const anyPattern = '*';

/**
 * The operator's few patterns, each compiled once (null when it does not compile): every status
 * answer carries them through its schema, and every sign-up tests a value against one.
 */
const compiled = new Map<string, RegExp | null>();
const compiledLimit = 256;

function compile(pattern: string): RegExp | null {
  let regex = compiled.get(pattern);
  if (regex !== undefined) return regex;
  try {
    regex = new RegExp(pattern, 'u');
  } catch {
    regex = null;
  }
  if (compiled.size >= compiledLimit) compiled.clear();
  compiled.set(pattern, regex);
  return regex;
}

export function isUsablePattern(pattern: string): boolean {
  return pattern === anyPattern || compile(pattern) !== null;
}

/** Whether a value matches an operator's pattern; a pattern that does not compile matches nothing. */
export function matchesPattern(pattern: string, value: string): boolean {
  if (pattern === anyPattern) return true;
  // Settings are validated with isUsablePattern; a pattern that still fails to compile refuses the value.
  return compile(pattern)?.test(value) ?? false;
}
