import { describe, expect, it } from 'vitest';
import { agentFlagPages } from '../../contract/agent.ts';
import { catalogues } from '../../i18n/translate.ts';

/** A name with its plural endings and case taken away, so "Salários diários" and "Salário diário" are one name. */
const stem = (name: string) =>
  name
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/(es|s)$/, ''))
    .join(' ');

describe("the agent center's contract entries", () => {
  it('name each contract apart in every language, not by a plural', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const names = agentFlagPages.map((page) => catalogue[`agentCenter.entry.${page}` as keyof typeof catalogue]);
      expect(new Set(names.map(stem)).size, `${language}: ${names.join(', ')}`).toBe(names.length);
    }
  });
});
