/** One server-sent event as a client reads it. */
export interface ReceivedEvent {
  id: string;
  event: string;
  data: unknown;
}

/**
 * A client of an event stream for tests and the bench: it reads the stream as a browser would
 * and keeps every event, so a test can wait for the next one of a name or check that none came.
 */
export class EventReader {
  readonly events: ReceivedEvent[] = [];
  ended = false;
  /** Per name, how many of its events `next` has taken: events of different names may arrive in any order. */
  private readonly taken = new Map<string, number>();
  private readonly waiters = new Set<() => void>();
  private readonly abort = new AbortController();

  static async open(url: string, headers: Record<string, string> = {}): Promise<EventReader> {
    const reader = new EventReader();
    const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: reader.abort.signal });
    if (response.status !== 200 || !response.body) throw new Error(`the stream answered ${response.status}: ${await response.text()}`);
    const opened = new Promise<void>((resolve) => reader.waiters.add(() => resolve()));
    void reader.read(response.body);
    await opened;
    return reader;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          this.take(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        this.wake();
      }
    } catch {
      // Closed by this side.
    }
    this.ended = true;
    this.wake();
  }

  private take(block: string): void {
    const fields = new Map<string, string>();
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
    }
    const event = fields.get('event');
    if (event) this.events.push({ id: fields.get('id') ?? '', event, data: JSON.parse(fields.get('data') ?? 'null') });
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }

  /** Events of `name` not yet taken by `next`. */
  unread(name: string): ReceivedEvent[] {
    return this.events.filter((event) => event.event === name).slice(this.taken.get(name) ?? 0);
  }

  /** The next event of `name` after those already taken; fails after `timeoutMs`. */
  next(name: string, timeoutMs = 5_000): Promise<ReceivedEvent> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const [event] = this.unread(name);
        if (event) {
          this.taken.set(name, (this.taken.get(name) ?? 0) + 1);
          finish();
          resolve(event);
        } else if (this.ended) {
          finish();
          reject(new Error(`the stream ended before a ${name} event`));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no ${name} event within ${timeoutMs} ms`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Resolves once the server has ended the stream. */
  closedByServer(timeoutMs = 5_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the stream stayed open')), timeoutMs);
      const check = () => {
        if (!this.ended) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
      check();
    });
  }

  close(): void {
    this.abort.abort();
  }
}
