import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { SettingValues } from '../../src/contract/operator.ts';
import { isApiPath } from '../../src/contract/paths.ts';
import type { Clock } from '../lib/clock.ts';
import { countryOf, ipInRanges } from '../modules/settings/access.ts';
import { matchesEtag, type PageEncoding, type PageStore, type StoredPage } from './page-store.ts';
import { cacheControlFor, isHtmlFile, localePage, resolveSiteFile } from './resolve.ts';
import { baseSecurityHeaders } from './security-headers.ts';

/**
 * The built pages by the shortest path (docs/decisions/0907-built-pages-fast-path.md): a GET or HEAD
 * of a page already in the page store is answered straight on Node's request, before Fastify builds
 * a request, routes it or runs a hook, with headers prepared once per page and policy. It applies the
 * maintenance page, the region-blocked page and the CSP as the site route does (server/web/index.ts),
 * from the settings as last read (`SettingsService.current`, kept fresh in the background). Whatever
 * it cannot answer exactly that way it leaves to Fastify: other methods and paths, a page not read
 * yet, settings not read yet, and the one case whose visitor address needs the proxy's trust rules
 * (an IP range to block and a forwarded address). It writes no log line per page: at a page a
 * visit, two lines a request cost more than the page itself.
 */
export interface FrontDoorOptions {
  files: ReadonlySet<string>;
  pages: PageStore;
  settings: { current(): SettingValues | null };
  /** The CSP for the CDN lists in force (the site route's, so both send the same). */
  policy(lists: Pick<SettingValues, 'imageCDNs' | 'launchGameCDNs'>): string;
  /** The back office's page, never swapped. */
  staffPage: RegExp;
  countryHeader: string;
  trustProxy: boolean;
  clock: Clock;
  /** Whether the Date header must come from `clock` rather than Node's own (a test's clock). */
  ownDate: boolean;
  draining(): boolean;
}

/** Answers the request and says true, or says false and leaves it untouched for Fastify. */
export type FrontDoor = (request: IncomingMessage, response: ServerResponse) => boolean;

/** Every path a page answers at as written, mapped to its file, exactly as the site route resolves it. */
export function pagePaths(files: ReadonlySet<string>): Map<string, string> {
  const paths = new Map<string, string>();
  for (const file of files) {
    if (!isHtmlFile(file)) continue;
    const bare = file === 'index.html' ? '' : file.endsWith('/index.html') ? file.slice(0, -'/index.html'.length) : file;
    const candidates = bare === '' ? ['/', '/index.html'] : [`/${bare}`, `/${bare}/`, `/${file}`];
    for (const path of candidates) {
      if (!isApiPath(path) && resolveSiteFile(path, files) === file) paths.set(path, file);
    }
  }
  return paths;
}

/** One page's headers for one policy, in Node's flat [name, value, …] form, per encoding. */
interface Prepared {
  policy: string;
  page: StoredPage;
  ok: Record<PageEncoding, string[]>;
  notModified: string[];
}

function prepare(page: StoredPage, file: string, policy: string): Prepared {
  const common = [
    ...Object.entries(baseSecurityHeaders).flat(),
    'content-security-policy',
    policy,
    'cache-control',
    cacheControlFor(file),
    'etag',
    page.etag,
    'vary',
    'accept-encoding',
    'content-type',
    'text/html; charset=utf-8',
  ];
  const withBody = (encoding: PageEncoding) => [
    ...common,
    ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
    'content-length',
    String(page.bodies[encoding].length),
  ];
  return { policy, page, ok: { br: withBody('br'), gzip: withBody('gzip'), identity: withBody('identity') }, notModified: common };
}

/** Fastify's `request.protocol` for a boolean TRUST_PROXY: the last X-Forwarded-Proto entry when trusted. */
function isHttps(request: IncomingMessage, trustProxy: boolean): boolean {
  const forwarded = trustProxy ? request.headers['x-forwarded-proto'] : undefined;
  if (typeof forwarded === 'string' && forwarded !== '') {
    const comma = forwarded.lastIndexOf(',');
    return (comma === -1 ? forwarded.trim() : forwarded.slice(comma + 1).trim()) === 'https';
  }
  return (request.socket as TLSSocket).encrypted === true;
}

export function createFrontDoor(options: FrontDoorOptions): FrontDoor {
  const paths = pagePaths(options.files);
  const prepared = new Map<string, Prepared>();
  let lastLists: { images: readonly string[]; games: readonly string[]; policy: string } | null = null;

  function policyOf(values: SettingValues): string {
    if (lastLists?.images !== values.imageCDNs || lastLists.games !== values.launchGameCDNs) {
      lastLists = { images: values.imageCDNs, games: values.launchGameCDNs, policy: options.policy(values) };
    }
    return lastLists.policy;
  }

  /** The region check of the site route; undefined when only Fastify can tell the visitor's address. */
  function regionBlocked(request: IncomingMessage, values: SettingValues): boolean | undefined {
    const country = countryOf(request.headers[options.countryHeader]);
    if (country && values.restrictedCountries.includes(country)) return true;
    if (values.restrictedIpRanges.length === 0) return false;
    if (options.trustProxy && request.headers['x-forwarded-for'] !== undefined) return undefined;
    return ipInRanges(request.socket.remoteAddress ?? '', values.restrictedIpRanges);
  }

  return (request, response) => {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    const file = paths.get(pathname);
    if (file === undefined) return false;
    const values = options.settings.current();
    if (!values) return false;

    let served = file;
    let status = 200;
    if (!options.staffPage.test(pathname)) {
      const blocked = values.maintenance ? false : regionBlocked(request, values);
      if (blocked === undefined) return false;
      const swap = values.maintenance ? { page: 'maintain' as const, status: 503 } : blocked ? { page: 'blocked' as const, status: 403 } : null;
      if (swap) {
        const swapped = localePage(pathname, swap.page).file;
        if (swapped !== file && options.files.has(swapped)) {
          served = swapped;
          status = swap.status;
        }
      }
    }

    const page = options.pages.peek(served);
    if (!page) return false;
    const policy = policyOf(values);
    let headers = prepared.get(served);
    if (headers?.policy !== policy || headers.page !== page) {
      headers = prepare(page, served, policy);
      prepared.set(served, headers);
    }

    const notModified = status === 200 && matchesEtag(request.headers['if-none-match'], page.etag);
    const encoding = notModified ? 'identity' : options.pages.encodingFor(request.headers['accept-encoding']);
    const sent = [...(notModified ? headers.notModified : headers.ok[encoding]), 'x-request-id', randomUUID()];
    if (status === 503) sent.push('retry-after', '300');
    if (isHttps(request, options.trustProxy)) sent.push('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (options.ownDate) sent.push('date', options.clock.now().toUTCString());
    if (options.draining()) sent.push('connection', 'close');
    response.writeHead(notModified ? 304 : status, sent);
    if (notModified || method === 'HEAD') response.end();
    else response.end(page.bodies[encoding]);
    return true;
  };
}
