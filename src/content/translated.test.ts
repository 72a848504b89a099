import { describe, expect, it } from 'vitest';
import categoriesJson from './data/categories.json' with { type: 'json' };
import downloadJson from './data/download.json' with { type: 'json' };
import helpJson from './data/help.json' with { type: 'json' };
import joinJson from './data/join.json' with { type: 'json' };
import promotionsJson from './data/promotions.json' with { type: 'json' };
import rewardsJson from './data/rewards.json' with { type: 'json' };
import { mayMatchEnglish } from '../i18n/same-words.ts';

type Localized = { en: string; pt: string; tl: string };
const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' && value !== null && ['en', 'pt', 'tl'].every((locale) => typeof (value as Record<string, unknown>)[locale] === 'string');

/** "where: pt text" for every localized text of `data` whose pt or tl is the English, unless allowed. */
function leftInEnglish(data: unknown, where: string): string[] {
  if (isLocalized(data)) {
    return (['pt', 'tl'] as const)
      .filter((locale) => data[locale] === data.en && !mayMatchEnglish(locale, data.en))
      .map((locale) => `${where}: ${locale} ${data.en}`);
  }
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => leftInEnglish(value, `${where}.${key}`));
}

// Game names are titles, as on the vendors' own sites; every other text of the collections is translated.
const collections = { categories: categoriesJson, download: downloadJson, help: helpJson, join: joinJson, promotions: promotionsJson, rewards: rewardsJson };

describe('content collections in Portuguese and Tagalog', () => {
  it.each(Object.entries(collections))('%s leaves no text in English', (name, data) => {
    expect(leftInEnglish(data, name)).toEqual([]);
  });
});
