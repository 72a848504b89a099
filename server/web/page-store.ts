import { Negotiator } from '@fastify/accept-negotiator';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** One page of the build held in memory, in each encoding, with a validator shared by all of them. */
export interface StoredPage {
  etag: string;
  bodies: Record<PageEncoding, Buffer>;
}

export interface PageStore {
  /** The page in memory, read (and compressed where the build stored no copy) on its first request. */
  get(file: string): Promise<StoredPage | null>;
  /** The page if a request has read it already, at once: undefined until then. */
  peek(file: string): StoredPage | undefined;
  /** The best encoding the request accepts, stored copies first. */
  encodingFor(acceptEncoding: string | undefined): PageEncoding;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function storedCopy(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function loadPage(root: string, file: string): Promise<StoredPage> {
  const path = join(root, file);
  const identity = await readFile(path);
  const [br, gz] = await Promise.all([
    storedCopy(`${path}.br`).then((copy) => copy ?? brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    storedCopy(`${path}.gz`).then((copy) => copy ?? gzipAsync(identity, { level: 9 })),
  ]);
  // Weak: the three encodings are the same page, so one validator answers for all of them.
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { etag, bodies: { br, gzip: gz, identity } };
}

/** Whether a conditional request's If-None-Match (a list, or *) names the page's validator. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

/**
 * Browsers send a handful of Accept-Encoding values, asked again on every page: each is negotiated
 * once. Anyone can send any value, so the cache starts over when full rather than growing.
 */
function boundedCache(size: number): Map<string, string> {
  const map = new Map<string, string>();
  const set = map.set.bind(map);
  map.set = (key, value) => {
    if (map.size >= size) map.clear();
    return set(key, value);
  };
  return map;
}

/**
 * Pages are what every visit asks for and revalidates (no-cache), and the build never changes under a
 * running server: each is read from disk once and then sent from memory, instead of a stat, an open
 * and a stream per request. `budgetBytes` bounds what is held; pages beyond it return null and go
 * through the file path as before.
 */
export function createPageStore(root: string, budgetBytes = 64 * 1024 * 1024): PageStore {
  const pages = new Map<string, Promise<StoredPage>>();
  const loaded = new Map<string, StoredPage>();
  let held = 0;
  const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'], cache: boundedCache(256) });

  return {
    async get(file) {
      const known = pages.get(file);
      if (known) return known;
      if (held >= budgetBytes) return null;
      const loading = loadPage(root, file);
      pages.set(file, loading);
      try {
        const page = await loading;
        if (!loaded.has(file)) {
          held += page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length;
          loaded.set(file, page);
        }
        return page;
      } catch (error) {
        pages.delete(file);
        throw error;
      }
    },
    peek(file) {
      return loaded.get(file);
    },
    encodingFor(acceptEncoding) {
      return (acceptEncoding && negotiator.negotiate(acceptEncoding)) || 'identity';
    },
  };
}
