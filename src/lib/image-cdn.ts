import { routersCacheKey, siteCallPaths } from '../contract/site-paths.ts';
import { lightGet } from './api/light.ts';

interface RoutersAnswer {
  domainList: string[];
  imageCDNs: string[];
  launchGameCDNs: string[];
}

/** What the session keeps: the answer, and the image CDN picked from it once (null: our own origin). */
interface KeptRouters extends RoutersAnswer {
  imageCDN: string | null;
}

/** One of the list at random, without its trailing slashes; null for an empty list. */
export function pickCdn(list: readonly string[], random: () => number = Math.random): string | null {
  if (list.length === 0) return null;
  const picked = list[Math.min(list.length - 1, Math.floor(random() * list.length))] ?? '';
  return picked.replace(/\/+$/, '') || null;
}

/**
 * A file of our own origin ("/art/x.svg") on the CDN; anything else (another origin's address, a
 * data: image) as it is, as is everything while there is no CDN.
 */
export function onCdn(url: string, cdn: string | null): string {
  if (!cdn || !url.startsWith('/') || url.startsWith('//')) return url;
  return `${cdn}${url}`;
}

function readKept(): KeptRouters | null {
  try {
    const raw = sessionStorage.getItem(routersCacheKey);
    const kept = raw ? (JSON.parse(raw) as Partial<KeptRouters>) : null;
    return kept && Array.isArray(kept.imageCDNs) && 'imageCDN' in kept ? (kept as KeptRouters) : null;
  } catch {
    return null;
  }
}

let asked: Promise<string | null> | undefined;

/**
 * The image CDN of this session (SPEC §7: routers are a session cache, a random CDN is chosen from
 * imageCDNs): asked of the API once per session and kept in sessionStorage with the pick, so every
 * page of the session draws from the same CDN. A failed call means our own origin, and is asked
 * again on the next page.
 */
export function imageCdn(): Promise<string | null> {
  const kept = readKept();
  if (kept) return Promise.resolve(kept.imageCDN);
  asked ??= lightGet<RoutersAnswer>(siteCallPaths.routers).then((answer) => {
    if (!answer) {
      asked = undefined;
      return null;
    }
    const imageCDN = pickCdn(answer.imageCDNs);
    try {
      sessionStorage.setItem(routersCacheKey, JSON.stringify({ ...answer, imageCDN } satisfies KeptRouters));
    } catch {
      // Storage refused: this page still uses the pick.
    }
    return imageCDN;
  });
  return asked;
}
