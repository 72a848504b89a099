import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../../server/config.ts';

/** A database that the CLI was pointed at but that holds nothing: opening it would make a new, empty one. */
export class NoDatabaseError extends Error {
  constructor(dir: string) {
    super(
      `There is no database in ${dir} (PGLITE_DIR), so nothing was changed. ` +
        'Point PGLITE_DIR at the directory the server uses, or talk to the running server: ' +
        '--url http://localhost:4321 with the OPS_TOKEN it was started with.',
    );
    this.name = 'NoDatabaseError';
  }
}

/** Refuses an embedded database directory that was never created, instead of creating an empty one. */
export function requireExistingDatabase(config: Pick<Config, 'DATABASE_URL' | 'PGLITE_DIR'>): void {
  if (config.DATABASE_URL || config.PGLITE_DIR === 'memory://') return;
  const dir = resolve(config.PGLITE_DIR);
  // PostgreSQL writes PG_VERSION when it creates a data directory.
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new NoDatabaseError(dir);
}
