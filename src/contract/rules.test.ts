import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json' with { type: 'json' };
import pt from '../i18n/pt.json' with { type: 'json' };
import tl from '../i18n/tl.json' with { type: 'json' };
import { checkFields, checkRule, fieldRule } from './field-rules.ts';
import { ruleFamilies, ruleFamilyIds, ruleMessageKey, ruleMessages, type RuleFamilyId } from './rules.ts';
import { registerFieldRuleSchema, type RegisterFieldRule } from './system.ts';

const samples: Record<RuleFamilyId, { valid: string[]; invalid: string[] }> = {
  general: { valid: ['player_01', 'juan.dela-cruz', 'ñandú@home', '玩家123'], invalid: ['has space', 'semi;colon', 'tab\there', '<script>'] },
  letterFirstAlnum: { valid: ['juan2024', 'Maria', 'a1'], invalid: ['1juan', '_juan', 'juan_2024', 'juan dela', 'ñandu'] },
  chineseDigits: { valid: ['张三', '李四2024', '123'], invalid: ['abc', '张三 李四', 'テスト'] },
  email: {
    valid: ['juan@example.com', 'a.b+tag@mail.example.ph', 'x_y@sub-domain.co'],
    invalid: ['juan@', '@example.com', 'juan@example', 'ju an@example.com', 'juan@-bad.com'],
  },
  lettersOrDigits: { valid: ['abc', '123', 'Abc123'], invalid: ['abc-123', 'ab c', 'ábc'] },
  lettersAndDigits: { valid: ['abc123', '1a', 'Z9'], invalid: ['abcdef', '123456', 'abc 123', 'abc_123'] },
  digits: { valid: ['0', '09171234567'], invalid: ['12a', '1 2', '١٢٣', '-1'] },
  alnumWithUpper: { valid: ['Abc123', 'ABC', 'aB'], invalid: ['abc123', 'Abc-123', 'Ab c'] },
  lettersSpaces: { valid: ['Juan', 'Juan Dela Cruz'], invalid: ['Juan2', 'José', '   ', 'Juan-Cruz'] },
  noSpaces: { valid: ['anything-goes!', '张三', 'a'], invalid: ['a b', ' lead', 'tab\there'] },
  chinesePunctuation: { valid: ['你好，世界！', '张三', '中文。'], invalid: ['，。', 'hello', '你好1'] },
  date: { valid: ['2024-02-29', '12-31-1999', '1990-01-01'], invalid: ['2024-13-01', '31-12-1999', '2024/01/01', '1999-1-1', '01-32-2000'] },
  korean: { valid: ['김철수', '한국어'], invalid: ['김 철수', 'kim', '김1'] },
  thai: { valid: ['สมชาย', 'ภาษาไทย'], invalid: ['สม ชาย', 'somchai', 'สม1'] },
  thaiEnglishSpaces: { valid: ['สมชาย Jaidee', 'John', 'สมชาย'], invalid: ['   ', 'John1', 'สม-ชาย'] },
  upperSpacesLetter: { valid: ['JUAN DELA CRUZ', 'A'], invalid: ['Juan', '   ', 'JUAN1'] },
  lettersDigitsSymbols: { valid: ['abc123!', 'pass1234', 'P@ss-w0rd'], invalid: ['abcdef!', '123456!', 'abc 123', 'ábc123'] },
  strongPassword: { valid: ['Secret#2024', 'aB3$efgh', 'Zz9!zzzz'], invalid: ['secret#2024', 'SECRET#2024', 'Secret2024', 'Secret#abcd', 'Secret #2024'] },
  fullName: {
    valid: ['Juan Dela Cruz', 'Maria Clara', "Mary-Ann O'Neil", 'José Rizal'],
    invalid: ['Juan', 'Juan  Cruz', ' Juan Cruz', 'Juan Cruz ', 'Juan 2'],
  },
  fullWidthJapanese: { valid: ['ヤマダタロウ', '山田太郎', 'やまだ', 'ＡＢＣ１２３'], invalid: ['ﾔﾏﾀﾞ', 'yamada', '山田 太郎'] },
  uppercase: { valid: ['ABC', 'Z'], invalid: ['AbC', 'A B', 'A1'] },
  mobilePH: { valid: ['09171234567', '639171234567', '+639171234567'], invalid: ['9171234567', '0917123456', '091712345678', '+63 9171234567', '08171234567'] },
  any: { valid: ['', 'anything at all', '!@#'], invalid: [] },
};

describe('rule families', () => {
  it('has samples for every family', () => {
    expect(Object.keys(samples).sort()).toEqual([...ruleFamilyIds].sort());
  });

  for (const id of ruleFamilyIds) {
    const { valid, invalid } = samples[id];
    it.each(valid)(`${id} accepts %j`, (value) => expect(ruleFamilies[id].pattern.test(value)).toBe(true));
    if (invalid.length > 0) it.each(invalid)(`${id} refuses %j`, (value) => expect(ruleFamilies[id].pattern.test(value)).toBe(false));
  }

  it('has every message in all three languages, with the bounds where it speaks of length', () => {
    for (const catalogue of [en, pt, tl] as Record<string, string>[]) {
      for (const id of ruleFamilyIds) {
        const text = catalogue[`rule.${id}`];
        expect(text, `rule.${id}`).toBeTypeOf('string');
        expect(text!.includes('{{min}}') && text!.includes('{{max}}')).toBe(ruleFamilies[id].sized);
      }
      for (const message of ruleMessages) expect(catalogue[ruleMessageKey(message)], message).toBeTypeOf('string');
    }
  });
});

const rule = (overrides: Partial<RegisterFieldRule> = {}): RegisterFieldRule =>
  registerFieldRuleSchema.parse({
    field: 'username',
    enabled: true,
    required: true,
    family: 'letterFirstAlnum',
    acceptedPattern: ruleFamilies.letterFirstAlnum.pattern.source,
    min: 6,
    max: 16,
    ...overrides,
  });

describe('checkRule', () => {
  it('passes a value within bounds that matches', () => {
    expect(checkRule(rule(), 'juan2024')).toBeNull();
  });

  it('asks for a required value and lets an optional one be empty', () => {
    expect(checkRule(rule(), undefined)).toEqual({ key: 'rule.message.empty' });
    expect(checkRule(rule(), '')).toEqual({ key: 'rule.message.empty' });
    expect(checkRule(rule({ required: false }), '')).toBeNull();
  });

  it('names the family and its bounds when the length or the pattern is wrong', () => {
    const failure = { key: 'rule.letterFirstAlnum', vars: { min: 6, max: 16 } };
    expect(checkRule(rule(), 'juan')).toEqual(failure);
    expect(checkRule(rule(), 'j'.repeat(17))).toEqual(failure);
    expect(checkRule(rule(), '1juanito')).toEqual(failure);
  });

  it('gives no bounds to a family whose message has none', () => {
    const email = rule({ field: 'email', family: 'email', acceptedPattern: ruleFamilies.email.pattern.source, min: undefined, max: 100 });
    expect(checkRule(email, 'not-an-address')).toEqual({ key: 'rule.email' });
  });

  it('counts characters, not UTF-16 units', () => {
    const korean = rule({ family: 'korean', acceptedPattern: ruleFamilies.korean.pattern.source, min: 2, max: 3 });
    expect(checkRule(korean, '김철수')).toBeNull();
    const any = rule({ family: 'any', acceptedPattern: '*', min: 1, max: 2 });
    expect(checkRule(any, '😀😀')).toBeNull();
  });

  it('lets "*" match anything and checks the operator pattern rather than the family one', () => {
    expect(checkRule(rule({ acceptedPattern: '*' }), '1 not a name!')).toBeNull();
    expect(checkRule(rule({ acceptedPattern: '^vip[0-9]+$' }), 'vip123')).toBeNull();
    expect(checkRule(rule({ acceptedPattern: '^vip[0-9]+$' }), 'juan2024')).toEqual({ key: 'rule.letterFirstAlnum', vars: { min: 6, max: 16 } });
  });

  it('ignores a field that is switched off', () => {
    expect(checkRule(rule({ enabled: false }), '!!')).toBeNull();
  });

  it('refuses settings with a broken pattern or crossed bounds', () => {
    const broken = { field: 'email', enabled: true, required: false, acceptedPattern: '([' };
    expect(registerFieldRuleSchema.safeParse(broken).success).toBe(false);
    // Asked again, the answer comes from the patterns already compiled, and must agree.
    expect(registerFieldRuleSchema.safeParse(broken).success).toBe(false);
    expect(registerFieldRuleSchema.safeParse({ field: 'email', enabled: true, required: false, acceptedPattern: '*', min: 9, max: 3 }).success).toBe(false);
    expect(registerFieldRuleSchema.parse({ field: 'email', enabled: true, required: false, acceptedPattern: '*' }).family).toBe('any');
  });
});

describe('fieldRule and checkFields', () => {
  const rules = [
    rule(),
    rule({ field: 'mobileNum', family: 'mobilePH', acceptedPattern: ruleFamilies.mobilePH.pattern.source, required: false, min: 11, max: 13 }),
  ];

  it('finds a field rule by name', () => {
    expect(fieldRule(rules, 'mobileNum')?.family).toBe('mobilePH');
    expect(fieldRule(rules, 'email')).toBeUndefined();
  });

  it('maps each failing field to its failure', () => {
    expect(checkFields(rules, { username: 'juan2024', mobileNum: '09171234567', email: 'no rule here' })).toEqual({});
    expect(checkFields(rules, { username: '', mobileNum: '12345' })).toEqual({
      username: { key: 'rule.message.empty' },
      mobileNum: { key: 'rule.mobilePH' },
    });
  });
});
