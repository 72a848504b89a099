import { describe, expect, it } from 'vitest';
import { countryOf, ipInRanges, isRegionRestricted } from './access.ts';

describe('region rules', () => {
  it('matches IPv4, IPv6 and IPv4-mapped addresses against ranges', () => {
    expect(ipInRanges('203.0.113.7', ['203.0.113.0/24'])).toBe(true);
    expect(ipInRanges('203.0.114.7', ['203.0.113.0/24'])).toBe(false);
    expect(ipInRanges('::ffff:203.0.113.7', ['203.0.113.0/24'])).toBe(true);
    expect(ipInRanges('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(ipInRanges('2001:db9::1', ['2001:db8::/32', '10.0.0.0/8'])).toBe(false);
    expect(ipInRanges('not an ip', ['0.0.0.0/0'])).toBe(false);
  });

  it('reads the country header leniently and ignores odd values', () => {
    expect(countryOf(' ph ')).toBe('PH');
    expect(countryOf(['US', 'PH'])).toBe('US');
    expect(countryOf('XXL')).toBeNull();
    expect(countryOf(undefined)).toBeNull();
  });

  it('restricts by country or by IP', () => {
    const rules = { restrictedCountries: ['US'], restrictedIpRanges: ['198.51.100.0/24'] };
    expect(isRegionRestricted({ country: 'US', ip: '1.1.1.1' }, rules)).toBe(true);
    expect(isRegionRestricted({ country: 'PH', ip: '198.51.100.9' }, rules)).toBe(true);
    expect(isRegionRestricted({ country: 'PH', ip: '1.1.1.1' }, rules)).toBe(false);
    expect(isRegionRestricted({ country: null, ip: '1.1.1.1' }, rules)).toBe(false);
  });
});
