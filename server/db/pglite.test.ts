import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate.ts';
import { openPglite } from './pglite.ts';

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const root = mkdtempSync(join(tmpdir(), 'tala-pglite-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a new PGlite database, copied from the template', () => {
  it('starts with every migration applied and recorded, and no data', async () => {
    const { client, close } = await openPglite('memory://');
    try {
      const applied = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
      expect(applied.rows[0]!.count).toBe(journal.entries.length);
      const members = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM member');
      expect(members.rows[0]!.count).toBe(0);
    } finally {
      await close();
    }
  });

  it('is a copy: what one database writes, the next new one does not see', async () => {
    const first = await openPglite('memory://');
    await first.client.query("INSERT INTO setting (key, value) VALUES ('template.probe', '1'::jsonb)");
    await first.close();
    const second = await openPglite('memory://');
    try {
      const rows = await second.client.query("SELECT 1 FROM setting WHERE key = 'template.probe'");
      expect(rows.rows).toHaveLength(0);
    } finally {
      await second.close();
    }
  });

  it('in a folder, is made once: reopening keeps what was written', async () => {
    const dir = join(root, 'data');
    const first = await openPglite(dir);
    await first.client.query("INSERT INTO setting (key, value) VALUES ('kept', '1'::jsonb)");
    await first.close();
    const again = await openPglite(dir);
    try {
      const rows = await again.client.query("SELECT value FROM setting WHERE key = 'kept'");
      expect(rows.rows).toEqual([{ value: 1 }]);
    } finally {
      await again.close();
    }
  });
});
