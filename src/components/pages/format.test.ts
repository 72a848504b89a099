import { describe, expect, it } from 'vitest';
import { formatDate, paragraphs } from './format.ts';

describe('formatDate', () => {
  it('writes the day in each language without shifting it by time zone', () => {
    expect(formatDate('en', '2026-01-05')).toBe('Jan 5, 2026');
    expect(formatDate('pt', '2026-01-05')).toMatch(/^5 de jan\.? de 2026$/);
    expect(formatDate('tl', '2026-12-31')).toContain('2026');
    expect(formatDate('tl', '2026-12-31')).toContain('31');
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and drops empty parts', () => {
    expect(paragraphs('One.\n\nTwo\nstill two.\n \n\nThree.\n')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
  });
  it('gives nothing for blank text', () => {
    expect(paragraphs(' \n\n ')).toEqual([]);
  });
});
