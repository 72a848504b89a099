import { loadConfig, type Config } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/index.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedDemo } from '../server/db/seed.ts';
import { createScratchPostgres } from '../server/test/harness.ts';

/** A migrated, seeded scratch PostgreSQL database next to DATABASE_URL's for one bench case, dropped afterwards. */
export async function onScratchDatabase<T>(use: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const scratch = await createScratchPostgres();
  try {
    const config = loadConfig({ ...process.env, DATABASE_URL: scratch.url, LOG_LEVEL: 'silent', HOST: '127.0.0.1', HOUSE_CLOCK_MS: '0' });
    const database = await openDatabase(config);
    try {
      await migrate(database);
      await seedDemo(database.db);
      return await use(database, config);
    } finally {
      await database.close();
    }
  } finally {
    await scratch.drop();
  }
}
