import { createHmac } from 'node:crypto';
import { newId, unixNow } from './sessions.ts';

/**
 * Delivers events the way a gateway does on a bad day: each one signed as PayMongo documents
 * (`t=<unix>,te=<hmac of "t.body">,li=` in test mode), sent `duplicates` times, each copy after a
 * random delay up to `delayMs` (so copies and events cross), and retried with a growing pause
 * until the platform answers 2xx or `attempts` run out.
 */
export interface DeliveryOptions {
  url: string;
  secret: string;
  mode: 'test' | 'live';
  duplicates: number;
  delayMs: number;
  attempts: number;
  retryMs: number;
}

export interface DeliveryRecord {
  eventId: string;
  type: string;
  attempt: number;
  status: number | 'error';
}

export function signatureHeader(secret: string, mode: 'test' | 'live', body: string, t = unixNow()): string {
  const signature = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return mode === 'live' ? `t=${t},te=,li=${signature}` : `t=${t},te=${signature},li=`;
}

export function eventBody(type: string, resource: unknown, mode: 'test' | 'live'): { id: string; body: string } {
  const id = newId('evt');
  const at = unixNow();
  const event = {
    data: { id, type: 'event', attributes: { type, livemode: mode === 'live', data: resource, previous_data: {}, created_at: at, updated_at: at } },
  };
  return { id, body: JSON.stringify(event) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Deliverer {
  readonly log: DeliveryRecord[] = [];
  private readonly pending = new Set<Promise<void>>();
  private options: DeliveryOptions;

  constructor(options: DeliveryOptions) {
    this.options = options;
  }

  /** Where later deliveries go: tests learn the platform's port after the simulator's. */
  retarget(url: string): void {
    this.options = { ...this.options, url };
  }

  send(type: string, resource: unknown): void {
    const { id, body } = eventBody(type, resource, this.options.mode);
    for (let copy = 0; copy < Math.max(1, this.options.duplicates); copy += 1) {
      const delivery = this.deliver(id, type, body).finally(() => this.pending.delete(delivery));
      this.pending.add(delivery);
    }
  }

  /** Resolves once every delivery so far has succeeded or given up. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async deliver(eventId: string, type: string, body: string): Promise<void> {
    const { url, secret, mode, delayMs, attempts, retryMs } = this.options;
    await sleep(Math.random() * delayMs);
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      let status: number | 'error' = 'error';
      try {
        // Signed at each attempt, as a fresh delivery is: a retry an hour later must not look like a replay.
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'paymongo-signature': signatureHeader(secret, mode, body) },
          body,
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = 'error';
      }
      this.log.push({ eventId, type, attempt, status });
      if (typeof status === 'number' && status >= 200 && status < 300) return;
      await sleep(retryMs * 2 ** (attempt - 1));
    }
  }
}
