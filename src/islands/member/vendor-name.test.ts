import { describe, expect, it } from 'vitest';
import { vendorName } from './useLanes.ts';

const card = (vassalage: string, name: string) => ({ vassalage, id: vassalage, accountTypeId: 0, gameType: 'RNG', isHot: 0 as const, name, logo: '' });

describe('the betting record vendor column', () => {
  it('names the vendor as the lobbies do, and keeps the code when the list has no such vendor', () => {
    const lanes = [{ title: 'RNG' as const, labelName: 'Slots', cards: [card('HOUSE_SLOT', 'Tala Slots')], gameClassify: [] }];
    expect(vendorName(lanes, 'HOUSE_SLOT')).toBe('Tala Slots');
    expect(vendorName(lanes, 'XYZ')).toBe('XYZ');
    expect(vendorName([], 'HOUSE_SLOT')).toBe('HOUSE_SLOT');
  });
});
