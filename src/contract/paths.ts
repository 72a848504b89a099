/** Path prefixes the API owns; everything else is the site. */
export const apiPrefixes = ['/wps/', '/lgw/', '/lotto/', '/vendor/', '/ops/'] as const;

export function isApiPath(pathname: string): boolean {
  return apiPrefixes.some((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix));
}
