import { describe, expect, it } from 'vitest';
import { presetSpan } from './span.ts';

describe('report spans', () => {
  it('ends the presets on the operator’s day, not the browser’s', () => {
    const now = new Date('2026-11-26T17:30:00Z');
    expect(presetSpan('yesterday', 'Asia/Manila', now)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(presetSpan('last7', 'Asia/Manila', now)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(presetSpan('last30', 'UTC', now)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
  });
});
