import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedFolders, handDrawn, renderArt } from './render.ts';
import { hash, picker } from './svg.ts';

const artDir = join(import.meta.dirname, '../../public/art');

describe('generated artwork', () => {
  it('is deterministic', () => {
    expect(hash('10001')).toBe(hash('10001'));
    const a = picker(42);
    const b = picker(42);
    expect([a(100), a(100), a(100)]).toEqual([b(100), b(100), b(100)]);
    const first = renderArt();
    const second = renderArt();
    for (const folder of generatedFolders) expect([...second[folder]]).toEqual([...first[folder]]);
  });

  it('matches the committed files (run node scripts/art/generate.ts after editing the data)', () => {
    const art = renderArt();
    for (const folder of generatedFolders) {
      const dir = join(artDir, folder);
      expect(existsSync(dir), dir).toBe(true);
      expect(readdirSync(dir).sort()).toEqual([...art[folder].keys(), ...(handDrawn[folder] ?? [])].sort());
      for (const [name, text] of art[folder]) expect(readFileSync(join(dir, name), 'utf8'), `${folder}/${name}`).toBe(text);
    }
  });
});
