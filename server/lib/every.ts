/**
 * Runs `pass` every `everyMs` in this process (0: never). A pass never overlaps the one before, a
 * failed pass is logged and the next one tries again, and the timer keeps no process alive. The
 * returned stop ends the clock and waits for the pass under way, so a shutdown leaves none half-done.
 */
export function every(everyMs: number, pass: () => Promise<unknown>, onError: (error: unknown) => void): () => Promise<void> {
  if (everyMs <= 0) return async () => {};
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
