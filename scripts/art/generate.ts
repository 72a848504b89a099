/**
 * `node scripts/art/generate.ts`: rewrites the generated artwork under public/art after the data in
 * src/content/data changed. The files are committed; render.test.ts fails when they are stale.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedFolders, handDrawn, renderArt } from './render.ts';

const artDir = join(import.meta.dirname, '../../public/art');
const art = renderArt();
for (const folder of generatedFolders) {
  const dir = join(artDir, folder);
  // Clearing the folder drops the art of entries removed from the data; hand-drawn files stay.
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (!handDrawn[folder]?.includes(name)) rmSync(join(dir, name));
  for (const [name, text] of art[folder]) writeFileSync(join(dir, name), text);
}
console.log(`art: ${generatedFolders.map((folder) => `${art[folder].size} ${folder}`).join(', ')}`);
