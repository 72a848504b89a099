import { describe, expect, it } from 'vitest';
import { checkLine, generatorCheck } from './generator-check.ts';

describe('the generator check', () => {
  it('finds the generator saturated when a second process adds more than a tenth', () => {
    const check = generatorCheck(15_000, [16_000, 16_000]);
    expect(check.gain).toBeCloseTo(32_000 / 15_000 - 1, 10);
    expect(check.saturated).toBe(true);
    expect(checkLine(check)).toContain('The generator is saturated');
    expect(checkLine(check)).toContain('no ratio against hello-world is printed');
    expect(checkLine(check)).toMatch(/^hello-world 15,000 req\/s from one generator process, 32,000 from two at once \(16,000 \+ 16,000\): \+113\.3%/);
  });

  it('trusts one process when the second adds a tenth or less, or takes away', () => {
    expect(generatorCheck(20_000, [11_000, 11_000]).saturated).toBe(false);
    expect(generatorCheck(20_000, [11_000, 11_001]).saturated).toBe(true);
    const slower = generatorCheck(20_000, [9_000, 9_000]);
    expect(slower.saturated).toBe(false);
    expect(checkLine(slower)).toContain(': -10.0%. One generator process keeps the server busy');
  });

  it('treats a hello-world that answered nothing as a failed check', () => {
    expect(generatorCheck(0, [10, 10]).saturated).toBe(true);
  });
});
