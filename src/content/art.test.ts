import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The artwork must scale, load nothing from elsewhere, run nothing, and stay small. */
const publicDir = join(import.meta.dirname, '../../public');
const artFolders = ['categories', 'games', 'icons', 'join', 'promotions', 'rewards', 'vendors'];
const headerIcons = [
  'chat',
  'line',
  'qq',
  'menu',
  'close',
  'deposit',
  'withdraw',
  'promotions',
  'invite',
  'reward',
  'download',
  'language',
  'logout',
  'vip',
  'record',
  'account',
  'profit',
  'message',
  'hot',
  'app',
];
const fixedPieces = ['favicon.svg', 'art/logo.svg', 'art/licence.svg', ...headerIcons.map((icon) => `art/icons/${icon}.svg`)];

const files = [
  ...new Set([...fixedPieces, ...artFolders.flatMap((folder) => readdirSync(join(publicDir, 'art', folder)).map((name) => `art/${folder}/${name}`))]),
];

/** What is wrong with one SVG, or nothing. */
function problems(path: string): string[] {
  const text = readFileSync(join(publicDir, path), 'utf8');
  const root = /^<svg\b[^>]*>/.exec(text)?.[0] ?? '';
  const found: string[] = [];
  if (!path.endsWith('.svg')) found.push('not an SVG');
  if (!/viewBox="[\d. ]+"/.test(root)) found.push('no viewBox');
  if (/\s(width|height)=/.test(root)) found.push('fixed size');
  if (/<script|\bon[a-z]+=|<foreignObject|@import|@font-face/i.test(text)) found.push('script or external style');
  // Only fragment references (#id) are allowed: nothing is fetched from another file or origin.
  if (/(href|src)="(?!#)/.test(text) || /url\((?!#)/.test(text)) found.push('external reference');
  if (statSync(join(publicDir, path)).size >= 2048) found.push('2 KB or larger');
  return found.map((problem) => `${path}: ${problem}`);
}

describe('artwork', () => {
  it('has the fixed pieces the frame needs', () => {
    for (const path of fixedPieces) expect(() => statSync(join(publicDir, path)), path).not.toThrow();
  });

  it('is small, self-contained, scalable SVG throughout', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files.flatMap(problems)).toEqual([]);
  });
});
