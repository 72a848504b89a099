import { describe, expect, it } from 'vitest';
import { fill, textOf } from './client-text.ts';
import { catalogues, translator, type MessageKey } from './translate.ts';

describe('the client text function', () => {
  it('fills placeholders the way the catalogue writes them', () => {
    expect(fill('Resend in {{seconds}} s', { seconds: 42 })).toBe('Resend in 42 s');
    expect(fill('{{ min }}-{{max}} of {{other}}', { min: 1, max: 9 })).toBe('1-9 of {{other}}');
  });

  it('shows an unknown key as itself', () => {
    expect(textOf({ 'a.b': 'A' })('c.d')).toBe('c.d');
  });

  it('words every catalogue entry with placeholders as i18next does on the server', () => {
    for (const locale of ['en', 'pt', 'tl'] as const) {
      const server = translator(locale);
      const client = textOf(catalogues[locale]);
      const withVars = Object.entries(catalogues[locale]).filter(([, text]) => text.includes('{{'));
      expect(withVars.length).toBeGreaterThan(10);
      for (const [key, text] of withVars) {
        const vars = Object.fromEntries([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name]) => [name, `<${name}>`]));
        expect(client(key, vars)).toBe(server(key as MessageKey, vars));
      }
    }
  });
});
