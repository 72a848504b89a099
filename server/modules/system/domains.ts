/**
 * The domain check (SPEC §7 "domain routers", §8 "invalid URL, contact customer service"): the page
 * names the host it was loaded from in the status call's `url`; a copy of the site on a host the
 * operator has not listed is told so. The port never matters, and an empty list checks nothing.
 */
export function hostOf(target: string): string | null {
  const value = target.trim();
  if (value === '') return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
}

/** Whether the host is one of the operator's domains; "*.tala.example" takes its subdomains, not itself. */
export function isOperatorDomain(target: string, domains: readonly string[]): boolean {
  if (domains.length === 0) return true;
  const host = hostOf(target);
  if (!host) return false;
  return domains.some((domain) => (domain.startsWith('*.') ? host.endsWith(domain.slice(1)) : host === domain));
}
