import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export interface SiteFiles {
  /** Every file of the build, relative to its root with "/" separators. */
  files: Set<string>;
  /** CSP source expressions ('sha256-…') of every inline script the pages carry. */
  inlineScriptHashes: string[];
}

async function walk(root: string, dir: string, into: string[]): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await walk(root, path, into);
    else if (entry.isFile()) into.push(relative(root, path).split(sep).join('/'));
  }
}

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** Hashes of inline scripts, so the CSP can allow exactly them instead of 'unsafe-inline'. */
export function hashInlineScripts(html: string, into: Set<string>): void {
  for (const match of html.matchAll(inlineScript)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    into.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
}

/** Reads the build once at start: what exists and which inline scripts it runs. Empty when there is no build. */
export async function loadSiteFiles(root: string): Promise<SiteFiles> {
  const list: string[] = [];
  try {
    await walk(root, root, list);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: new Set(), inlineScriptHashes: [] };
    throw error;
  }
  const hashes = new Set<string>();
  for (const file of list.filter((name) => name.endsWith('.html'))) {
    hashInlineScripts(await readFile(join(root, file), 'utf8'), hashes);
  }
  // Stored compressed copies are sent in place of their file, never by their own name.
  const names = new Set(list);
  const served = list.filter((name) => !/\.(br|gz)$/.test(name) || !names.has(name.replace(/\.(br|gz)$/, '')));
  return { files: new Set(served), inlineScriptHashes: [...hashes].sort() };
}
