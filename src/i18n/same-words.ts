import type { Locale } from './locales.ts';

/**
 * Words a Portuguese or Tagalog text may share with the English one. Anything else left identical is
 * a string nobody translated. Keep it short: each entry must be a name or a word those languages
 * really use unchanged.
 */
const shared = [
  // Names of the brand, its products and the messaging services members use.
  'Tala',
  'ELOTT',
  'Android',
  'Facebook',
  'LINE',
  'QQ',
  'Telegram',
  'Viber',
  'WeChat',
  'WhatsApp',
  'Zalo',
  // Abbreviations read the same everywhere.
  'APP',
  'OK',
  'VIP',
  // Loanwords both languages write as English does.
  'Bingo',
  'Captcha',
  'E-mail',
  'E-sports',
  'Menu',
  'Selfie',
  // Slot symbols the games of both languages name in English.
  'Scatter',
  'Wild',
  // The cockfight's two sides are Tagalog words in every language the game is played in.
  'Meron',
  'Wala',
];
const own: Partial<Record<Locale, readonly string[]>> = {
  // Filipino sign-in forms and payslips say these in English, and Dragon Tiger's tables its dragon:
  // a coined Tagalog word would confuse.
  tl: ['Bonus', 'Password', 'Dragon'],
};

/** Whether `text` in `locale`, identical to the English, uses only names and shared words. */
export function mayMatchEnglish(locale: Locale, text: string): boolean {
  const allowed = new Set([...shared, ...(own[locale] ?? [])]);
  const words = text.replace(/\{\{\s*\w+\s*\}\}/g, ' ').match(/[\p{L}\d][\p{L}\d-]*/gu) ?? [];
  return words.every((word) => allowed.has(word) || /^\d+$/.test(word));
}

/** The keys of `catalogue` whose text is the English one and not made of allowed words only. */
export function untranslatedKeys(locale: Locale, english: Readonly<Record<string, string>>, catalogue: Readonly<Record<string, string>>): string[] {
  return Object.keys(english).filter((key) => catalogue[key] === english[key] && !mayMatchEnglish(locale, english[key] ?? ''));
}
