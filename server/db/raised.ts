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
