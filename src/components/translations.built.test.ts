import { describe, expect, it } from 'vitest';
import gamesJson from '../content/data/games.json' with { type: 'json' };
import vendorsJson from '../content/data/vendors.json' with { type: 'json' };
import { mayMatchEnglish } from '../i18n/same-words.ts';
import { catalogues } from '../i18n/translate.ts';
import { builtPages, hasBuild, readPage } from './built-html.ts';

/** What a page says on its own: each text between tags, and the labels and alt texts read aloud. */
function pageTexts(html: string): string[] {
  const body = html.replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>/g, ' ');
  const between = body.split(/<[^>]+>/);
  const attributes = [...body.matchAll(/\b(?:aria-label|alt|title)="([^"]*)"/g)].map((match) => match[1] ?? '');
  return [...between, ...attributes].map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

describe('built Portuguese and Tagalog pages', () => {
  it('has a build to read (npm run build)', () => {
    expect(hasBuild()).toBe(true);
  });

  it.each(['pt', 'tl'] as const)('/%s pages show no English catalogue text', (locale) => {
    // Vendors' and games' names are names, kept as their studios write them, even where they match a catalogue text.
    const names = [...vendorsJson.map((vendor) => vendor.name), ...gamesJson.map((game) => (game.name as Record<string, string>)[locale] ?? '')];
    const own = new Set([...Object.values(catalogues[locale]), ...names]);
    const english = new Set(Object.values(catalogues.en).filter((text) => !text.includes('{{') && !own.has(text) && !mayMatchEnglish(locale, text)));
    const pages = builtPages().filter((page) => page.startsWith(`${locale}/`));
    expect(pages.length).toBeGreaterThan(10);
    const found = pages.flatMap((page) =>
      pageTexts(readPage(page))
        .filter((text) => english.has(text))
        .map((text) => `${page}: ${text}`),
    );
    expect([...new Set(found)]).toEqual([]);
  });

  it('asks to log in for the odds lottery on /elott, not for the Vietnam lottery', () => {
    for (const locale of ['en', 'pt', 'tl'] as const) {
      const page = readPage(locale === 'en' ? 'elott/index.html' : `${locale}/elott/index.html`);
      expect(page).toContain(catalogues[locale]['elott.cta']);
      expect(page).not.toContain(catalogues[locale]['vnlottery.cta']);
    }
  });
});
