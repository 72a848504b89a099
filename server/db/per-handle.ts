import { oncePer } from '../lib/once-per.ts';
import type { Db } from './index.ts';

/** What `make` builds for a database handle (a prepared statement, a batch), built on first use and kept with the handle. */
export const perHandle = <T>(make: (db: Db) => T): ((db: Db) => T) => oncePer(make);
