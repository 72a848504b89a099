import { describe, expect, it } from 'vitest';
import categories from '../content/data/categories.json' with { type: 'json' };
import { categoryIds } from '../content/schemas.ts';
import { errorCodes } from '../contract/envelope.ts';
import { locales } from './locales.ts';
import { catalogues, translator } from './translate.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('translation catalogues', () => {
  const english = catalogues.en;

  it.each(locales)('%s has exactly the keys English has, none empty', (locale) => {
    const catalogue = catalogues[locale];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(catalogue)) expect(value.trim(), key).not.toBe('');
  });

  it.each(locales)('%s keeps every placeholder of the English text', (locale) => {
    for (const [key, value] of Object.entries(english)) {
      expect(placeholders(catalogues[locale][key] ?? ''), key).toEqual(placeholders(value));
    }
  });

  it('translates every error code of the wire contract', () => {
    for (const locale of locales) for (const code of errorCodes) expect(translator(locale)(`error.${code}` as never)).not.toContain('error.');
  });

  it.each(locales)('%s names each lobby’s game list without repeating its category’s words', (locale) => {
    for (const id of categoryIds) {
      const heading = translator(locale)(`lobby.heading.${id}`);
      // "Jogos de Jogos de Cartas", "Card Games games": no word of three letters or more twice.
      const words = heading.toLowerCase().match(/[\p{L}-]{3,}/gu) ?? [];
      expect(new Set(words).size, `${id}: ${heading}`).toBe(words.length);
    }
  });

  it.each(locales)('%s links to a whole lobby without repeating its category’s words', (locale) => {
    for (const category of categories) {
      for (const key of ['header.more', 'hot.lobby'] as const) {
        const link = translator(locale)(key, { category: category.name[locale] });
        const words = link.toLowerCase().match(/[\p{L}-]{3,}/gu) ?? [];
        expect(new Set(words).size, `${category.id}: ${link}`).toBe(words.length);
      }
    }
  });

  it('refuses an unknown key instead of printing it', () => {
    expect(() => translator('pt')('no.such.key' as never)).toThrow(/missing translation/);
  });
});
