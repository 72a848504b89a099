import { describe, expect, it } from 'vitest';
import { builtPages, hasBuild, linkNames, readPage } from './built-html.ts';

/**
 * Link texts that do not say where they go (Lighthouse's "descriptive link text" audit and its
 * Portuguese list, with the Tagalog a translator would reach for).
 */
const generic = new Set([
  'more',
  'click here',
  'click this',
  'here',
  'this',
  'go',
  'start',
  'link',
  'details',
  'read more',
  'learn more',
  'see more',
  'see all',
  'view all',
  'view more',
  'more info',
  'more information',
  'mais',
  'clique aqui',
  'aqui',
  'saiba mais',
  'leia mais',
  'veja mais',
  'ver mais',
  'ver tudo',
  'ver todas',
  'ver todos',
  'detalhes',
  'iba pa',
  'higit pa',
  'dito',
  'i-click dito',
  'pindutin dito',
  'tingnan',
  'tingnan lahat',
  'tingnan pa',
  'magbasa pa',
  'detalye',
]);

describe('link texts of the built pages', () => {
  it('has a build to read (npm run build)', () => {
    expect(hasBuild()).toBe(true);
  });

  it('names where every link goes, never with a bare generic word', () => {
    const vague = builtPages().flatMap((page) =>
      linkNames(readPage(page))
        .filter((link) => generic.has(link.name.toLowerCase().replace(/[.…:!]+$/, '')))
        .map((link) => `${page}: "${link.name}" → ${link.href}`),
    );
    expect(vague).toEqual([]);
  });

  it('gives every link a name', () => {
    const unnamed = builtPages().flatMap((page) =>
      linkNames(readPage(page))
        .filter((link) => link.name === '')
        .map((link) => `${page}: ${link.href}`),
    );
    expect(unnamed).toEqual([]);
  });
});
