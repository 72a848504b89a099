import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measurePage } from './page-weight.ts';

/**
 * The back office is for staff: its island loads on /backoffice/ alone. No public page references
 * its chunk, nor runs a script that imports it, so a visitor never pays for it.
 */
const distDir = resolve(import.meta.dirname, '../../dist');
const backofficePages = ['backoffice/index.html', 'pt/backoffice/index.html', 'tl/backoffice/index.html'];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [relative(distDir, path)] : [];
  });
}

function islandUrl(page: string): string {
  const match = /component-url="(\/_astro\/Backoffice\.[\w-]+\.js)"/.exec(readFileSync(join(distDir, page), 'utf8'));
  return match?.[1] ?? '';
}

describe('the back office stays off the public pages', () => {
  const entry = islandUrl(backofficePages[0] as string);

  it.each(backofficePages)('%s loads the back office island', (page) => {
    expect(entry).toMatch(/^\/_astro\/Backoffice\./);
    expect(islandUrl(page)).toBe(entry);
  });

  it('no public page references the back office chunk or runs a script that imports it', () => {
    const publicPages = htmlFiles(distDir).filter((page) => !backofficePages.includes(page));
    expect(publicPages.length).toBeGreaterThan(50);
    const entryFile = entry.split('/').pop() as string;
    for (const page of publicPages) {
      expect(readFileSync(join(distDir, page), 'utf8'), page).not.toContain('Backoffice.');
      for (const script of measurePage(distDir, page).scripts) {
        expect(script, page).not.toBe(entry);
        expect(readFileSync(join(distDir, script), 'utf8'), `${page} → ${script}`).not.toContain(entryFile);
      }
    }
  });
});
