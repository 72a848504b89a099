import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands } from './ops/cli.ts';

/** The README and the documents it sends a reader to: what a newcomer follows must still be true. */
const root = resolve(import.meta.dirname, '..');
const documents = [
  'README.md',
  'bench/README.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file)),
];
/** What the build writes: named by the documents, absent from a fresh clone. */
const built = new Set(['server/main.bundle.js']);
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

describe('the README', () => {
  const readme = read('README.md');

  it('is the front door, not a manual: at most 300 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
  });

  it('keeps no test count by hand: `npm test` prints it', () => {
    expect(readme).not.toMatch(/\d[\d,]*\s+(tests|in the browser|on PostgreSQL)\b/);
    expect(readme).toContain('`tests: N passed, N failed`');
  });

  it('shows the two commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toMatch(/^npm test\b/m);
  });
});

describe.each(documents)('%s', (file) => {
  const text = read(file);

  it('names only npm scripts that package.json has', () => {
    const named = [...text.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!);
    for (const name of named) expect(scripts, `npm run ${name}`).toContain(name);
  });

  it('names only operator commands the CLI has', () => {
    const names = commands.map((command) => command.name);
    const used = [...text.matchAll(/npm run ops -- ([a-z][a-z0-9-]*)/g)].map((match) => match[1]!);
    for (const name of used) expect(names, `npm run ops -- ${name}`).toContain(name);
  });

  it('links only to files that exist', () => {
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((link) => !/^[a-z]+:/.test(link));
    for (const link of links) {
      const target = link.split('#')[0]!;
      if (target) expect(existsSync(resolve(root, dirname(file), target)), `${file} → ${link}`).toBe(true);
    }
  });

  it('names only repository paths that exist', () => {
    // `server/modules/ledger`, `src/contract/games.ts`, …; patterns (`<feature>`, `{en,pt,tl}`, `…`) are left alone.
    const paths = [...text.matchAll(/`((?:src|server|scripts|tests|bench|docs)\/[\w./[\]-]+)`/g)].map((match) => match[1]!);
    const missing = paths.filter((path) => !built.has(path) && !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });
});
