/** How long a retry waits for the first request with its key to finish before taking over. */
export const firstAnswerWaitMs = 5_000;
const pollMs = 20;

/**
 * Waits while the row written by an earlier request with the same idempotency key is still being
 * worked on, so a duplicate arriving mid-play answers as the first did instead of racing it. After
 * `waitMs` the row is answered as it stands: a play left unfinished by a crash is then resumed by
 * the caller, which is safe because every wallet call is idempotent on its transaction id.
 */
export async function afterFirstRequest<Row>(
  read: () => Promise<Row | undefined>,
  busy: (row: Row) => boolean,
  waitMs = firstAnswerWaitMs,
): Promise<Row | undefined> {
  const deadline = Date.now() + waitMs;
  let row = await read();
  while (row !== undefined && busy(row) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    row = await read();
  }
  return row;
}
