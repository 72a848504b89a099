import { strToU8, zipSync, type Zippable } from 'fflate';
import { toCsv } from './csv.ts';
import type { DataSection } from './sections.ts';

/** The archive GET /wps/member/export answers: `<part>.json` and `<part>.csv` for each part of the member's data. */
export function dataArchive(sections: readonly DataSection[], exportedAt: Date): Uint8Array {
  const files: Zippable = {};
  const mtime = exportedAt;
  for (const section of sections) {
    files[`${section.name}.json`] = [strToU8(`${JSON.stringify(section.json, null, 2)}\n`), { mtime }];
    files[`${section.name}.csv`] = [strToU8(toCsv(section.rows)), { mtime }];
  }
  return zipSync(files, { level: 6 });
}
