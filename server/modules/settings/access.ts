import ipaddr from 'ipaddr.js';

export interface Access {
  maintenance: boolean;
  regionRestriction: boolean;
}

/** IPv4 clients reached over an IPv6 socket appear as ::ffff:a.b.c.d; rules are written for a.b.c.d. */
function parseAddress(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(ip)) return null;
  const address = ipaddr.parse(ip);
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

export function ipInRanges(ip: string, ranges: readonly string[]): boolean {
  const address = parseAddress(ip);
  if (!address) return false;
  return ranges.some((range) => {
    if (!ipaddr.isValidCIDR(range)) return false;
    const [network, bits] = ipaddr.parseCIDR(range);
    return network.kind() === address.kind() && address.match(network, bits);
  });
}

/** The country a trusted proxy put in the configured header, upper-cased; absent or odd values are none. */
export function countryOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

export function isRegionRestricted(
  visitor: { country: string | null; ip: string },
  rules: { restrictedCountries: readonly string[]; restrictedIpRanges: readonly string[] },
): boolean {
  if (visitor.country && rules.restrictedCountries.includes(visitor.country)) return true;
  return ipInRanges(visitor.ip, rules.restrictedIpRanges);
}
