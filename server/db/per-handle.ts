import type { Db } from './index.ts';

/** What `make` builds for a database handle (a prepared statement, a batch), built on first use and kept with the handle. */
export function perHandle<T>(make: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = make(db);
      built.set(db, value);
    }
    return value;
  };
}
