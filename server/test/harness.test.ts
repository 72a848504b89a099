import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchPostgres, testDatabaseKind } from './harness.ts';

// Other files create and drop scratch databases at the same time: count only this test's own.
const prefix = `tala_test_harness_${randomBytes(4).toString('hex')}`;
const scratchCount = async (adminUrl: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('select count(*) from pg_database where starts_with(datname, $1)', [prefix]);
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
};

describe.skipIf(testDatabaseKind !== 'postgres')('scratch PostgreSQL databases', () => {
  const adminUrl = process.env.DATABASE_URL!;
  afterEach(() => {
    process.env.DATABASE_URL = adminUrl;
  });

  it('are dropped by drop(), and a URL that cannot be rewritten creates none', async () => {
    const scratch = await createScratchPostgres(prefix);
    expect(await scratchCount(adminUrl)).toBe(1);
    await scratch.drop();
    expect(await scratchCount(adminUrl)).toBe(0);
    // libpq reads this (a socket directory, no host), but the URL parser refuses it.
    process.env.DATABASE_URL = 'postgresql://postgres@/postgres?host=/var/run/postgresql';
    await expect(createScratchPostgres(prefix)).rejects.toThrow();
    expect(await scratchCount(adminUrl)).toBe(0);
  });
});
