/**
 * SQLSTATEs and socket errors that mean "the database could not serve this request" rather than
 * "this request is wrong": admin or crash shutdown, cannot connect now, connection exceptions, a
 * pool with no connection free in time.
 */
const unavailableCodes = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
// "timeout exceeded when trying to connect" is the pool's own: every connection stayed busy for
// the whole connection timeout, so this request never reached the database and moved nothing.
const unavailableMessage =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed/i;

/** Whether `error`, or anything in its cause chain (drizzle wraps driver errors), is a lost database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (unavailableMessage.test(current.message)) return true;
  }
  return false;
}
