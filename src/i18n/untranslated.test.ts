import { describe, expect, it } from 'vitest';
import { catalogues } from './translate.ts';
import { mayMatchEnglish, untranslatedKeys } from './same-words.ts';

describe('texts left in English', () => {
  it.each(['pt', 'tl'] as const)('%s translates every catalogue text but names and shared words', (locale) => {
    expect(untranslatedKeys(locale, catalogues.en, catalogues[locale])).toEqual([]);
  });

  it('lets names, shared words and placeholders through, and nothing else', () => {
    expect(mayMatchEnglish('tl', 'Tala ELOTT')).toBe(true);
    expect(mayMatchEnglish('pt', '{{start}} – {{end}}')).toBe(true);
    expect(mayMatchEnglish('tl', 'Password')).toBe(true);
    expect(mayMatchEnglish('pt', 'Password')).toBe(false);
    expect(mayMatchEnglish('tl', 'Member center')).toBe(false);
    expect(mayMatchEnglish('tl', 'Tala Reels')).toBe(false);
  });
});
