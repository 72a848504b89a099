/** Origins a CDN list contributes to a CSP directive: only well-formed http(s) origins. */
export function cdnOrigins(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') origins.add(parsed.origin);
    } catch {
      // An operator typo must not break every page; the CDN is simply not allowed.
    }
  }
  return [...origins];
}

export interface CspSources {
  inlineScriptHashes: readonly string[];
  imageCDNs: readonly string[];
  launchGameCDNs: readonly string[];
  /** Where configured aggregators' game pages come from (server/vendors/hub88/setup.ts). */
  gameFrameOrigins?: readonly string[];
}

/** Our origin and the configured CDNs only; game frames may come from us, a launch CDN or an aggregator. */
export function contentSecurityPolicy(sources: CspSources): string {
  const images = cdnOrigins(sources.imageCDNs);
  const games = cdnOrigins([...sources.launchGameCDNs, ...(sources.gameFrameOrigins ?? [])]);
  return [
    "default-src 'self'",
    `script-src 'self' ${sources.inlineScriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${images.join(' ')}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${games.join(' ')}`.trim(),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Headers every site response carries besides the CSP. */
export const baseSecurityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Our own game frames embed our pages; nobody else may frame them.
  'x-frame-options': 'SAMEORIGIN',
  // The customer-service popup must keep its opener.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};
