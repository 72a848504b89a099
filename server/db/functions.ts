import type { SQL } from 'drizzle-orm';

/** The SQLSTATE the money functions of migration 0016 raise a refusal with; the message is its code. */
const refusalState = 'TL000';

interface DatabaseErrorFields {
  code?: string;
  message?: string;
  constraint?: string;
}

/** The driver's error behind `error`, which drizzle wraps in `cause`: its SQLSTATE, message and constraint. */
export function databaseCause(error: unknown): DatabaseErrorFields | undefined {
  return (error as { cause?: DatabaseErrorFields }).cause ?? (error as DatabaseErrorFields | undefined);
}

/**
 * The refusal a database function raised for its caller to answer (an envelope code or a vendor
 * status), or null for any other error.
 */
export function raisedCode(error: unknown): string | null {
  const cause = databaseCause(error);
  return cause?.code === refusalState && typeof cause.message === 'string' ? cause.message : null;
}

/** The database, or a transaction of it: whatever runs a statement. */
interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

/** The rows a raw statement answered, as `T` says they are: both drivers answer with `rows`. */
export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as { rows: T[] };
  return result.rows;
}

/** What a `select fn(...) as value` answered: the one value a database function returns. */
export async function valueOf<T>(executor: Executor, query: SQL): Promise<T> {
  const [row] = await rowsOf<{ value: T }>(executor, query);
  if (!row) throw new Error('a database function answered no row');
  return row.value;
}

/** PostgreSQL's deadlock_detected: the database ended this transaction's (or subtransaction's) wait. */
const deadlockState = '40P01';

/**
 * Runs `work` again, up to `attempts` times in all, when the database chose it as a deadlock's
 * victim. Only for work that is one transaction (or subtransaction) and may run again: the victim's
 * changes were all rolled back.
 */
export async function retryingDeadlocks<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || databaseCause(error)?.code !== deadlockState) throw error;
    }
  }
}
