/** SQLSTATE of a unique index refusing a row, the same on PostgreSQL and PGlite. */
const uniqueViolation = '23505';

interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * Whether `error` (or what it wraps: drizzle puts the driver's error in `cause`) is a unique
 * violation, of the named index when one is given. A concurrent insert that lost the race shows up
 * only here, after every earlier check passed.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth += 1) {
    const candidate = current as DatabaseError;
    if (candidate.code === uniqueViolation) return index === undefined || candidate.constraint === index;
    current = candidate.cause;
  }
  return false;
}
