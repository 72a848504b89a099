import { describe, expect, it } from 'vitest';
import { formatPoints, readPoints } from './format.ts';

describe('points on the page', () => {
  it('are whole numbers with the language separator', () => {
    expect(formatPoints(12500, 'en')).toBe('12,500');
    expect(formatPoints(12500, 'pt')).toBe('12.500');
  });
  it('are read only as whole numbers from 1 up', () => {
    expect(readPoints(' 150 ')).toBe(150);
    expect(readPoints('0')).toBeNull();
    expect(readPoints('1.5')).toBeNull();
    expect(readPoints('-3')).toBeNull();
    expect(readPoints('abc')).toBeNull();
  });
});
