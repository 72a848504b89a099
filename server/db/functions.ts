import type { SQL } from 'drizzle-orm';

/** The SQLSTATE the money functions of migration 0016 raise a refusal with; the message is its code. */
const refusalState = 'TL000';

/**
 * The refusal a database function raised for its caller to answer (an envelope code or a vendor
 * status), or null for any other error. drizzle wraps the driver's error in `cause`.
 */
export function raisedCode(error: unknown): string | null {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause ?? (error as { code?: string; message?: string });
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
