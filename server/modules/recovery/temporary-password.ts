import { randomInt } from 'node:crypto';
import { checkRule } from '../../../src/contract/field-rules.ts';
import type { RegisterFieldRule } from '../../../src/contract/system.ts';

const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const lower = 'abcdefghijkmnopqrstuvwxyz';
const digits = '23456789';
const symbols = '#$%@!*+-=?';

/**
 * Character sets to try, richest first: the first whose password the operator's rule accepts wins.
 * Each password holds at least one character of every class of its set.
 */
const recipes: readonly (readonly string[])[] = [
  [upper, lower, digits, symbols],
  [upper, lower, digits],
  [lower, digits],
  [upper, digits],
  [digits],
  [upper],
  [lower],
];

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;

function shuffle(characters: string[]): string[] {
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j]!, characters[i]!];
  }
  return characters;
}

function generate(classes: readonly string[], length: number): string {
  const all = classes.join('');
  const characters = classes.map(pick);
  while (characters.length < length) characters.push(pick(all));
  return shuffle(characters).join('');
}

/**
 * A random password the password rule accepts, so the member can log in with it and the forced
 * change that follows starts from a valid one. 12 characters unless the rule's bounds say otherwise.
 */
export function temporaryPassword(rule: RegisterFieldRule | undefined): string {
  const min = rule?.min ?? 1;
  const max = rule?.max ?? 200;
  const length = Math.min(Math.max(12, min), max);
  if (!rule) return generate(recipes[0]!, length);
  const strict = { ...rule, enabled: true, required: true };
  for (const classes of recipes) {
    if (classes.length > length) continue;
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = generate(classes, length);
      if (!checkRule(strict, candidate)) return candidate;
    }
  }
  // A pattern no random password meets: a strong one still gets the member in to choose their own.
  return generate(recipes[0]!, length);
}
