import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import { createScratchPostgres, createTestApp, testDatabaseKind } from './harness.ts';

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

describe('test apps on a manual clock', () => {
  it("run no HOUSE clock of their own unless the test asks: the test's calls settle the rounds it moves the time past", async () => {
    const quiet = await createTestApp({ clock: manualClock(new Date('2026-05-04T03:00:00Z')), seed: false });
    const ticking = await createTestApp({ clock: manualClock(new Date('2026-05-04T03:00:00Z')), seed: false, env: { HOUSE_CLOCK_MS: '50' } });
    try {
      expect(quiet.config.HOUSE_CLOCK_MS).toBe(0);
      expect(ticking.config.HOUSE_CLOCK_MS).toBe(50);
    } finally {
      await Promise.all([quiet.close(), ticking.close()]);
    }
  });
});
