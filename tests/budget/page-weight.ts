import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  htmlGzip: number;
  scriptGzip: number;
  scripts: string[];
}

const gzipSize = (content: string | Buffer) => gzipSync(content).length;

/** Script files a page loads up front: script tags, module preloads and island component/renderer URLs. */
function entryScripts(html: string): string[] {
  const urls = new Set<string>();
  const patterns = [
    /<script[^>]*\bsrc="([^"]+)"/g,
    /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g,
    /\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g,
  ];
  for (const pattern of patterns) for (const match of html.matchAll(pattern)) if (match[1]) urls.add(match[1]);
  return [...urls].filter((url) => url.startsWith('/'));
}

/** Static imports of a built module; dynamic import() is loaded later and does not count. */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) if (match[1]) found.push(match[1]);
  return found;
}

function resolveRelative(fromUrl: string, specifier: string): string {
  return new URL(specifier, `http://x${fromUrl}`).pathname;
}

/** The gzip weight of a built page's HTML and of all JavaScript it runs before anyone acts. */
export function measurePage(distDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const seen = new Set<string>();
  const queue = entryScripts(html);
  let scriptGzip = 0;
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const path = join(distDir, decodeURIComponent(url));
    if (!existsSync(path)) throw new Error(`${htmlFile} loads ${url}, which the build does not have`);
    const code = readFileSync(path);
    scriptGzip += gzipSize(code);
    for (const specifier of staticImports(code.toString('utf8'))) queue.push(resolveRelative(url, specifier));
  }
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (match[1]?.trim()) scriptGzip += gzipSize(match[1]);
  }
  return { htmlGzip: gzipSize(html), scriptGzip, scripts: [...seen] };
}
