import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { LiveEventName, LiveEventPayload } from '../../../src/contract/events.ts';

/** Bytes a client may leave unread before its stream is ended: a stalled client costs no more than this. */
const mostBuffered = 256 * 1024;

/**
 * One open event stream: the response it writes to, and what its client holds, which makes the id
 * of each event it is sent (`<balance tag>.<unread>`), so a reconnecting client says what it has.
 */
export class LiveStream {
  balanceTag = '';
  unread = -1;
  /** The newest read written to this stream; an older read answering late is not written over it. */
  balanceTicket = 0;
  unreadTicket = 0;

  readonly response: ServerResponse;
  /** A member's session, or a staff session (null for the automation token, which has none to end). */
  readonly owner: { memberId: number; sessionId: number } | { staffSessionId: number | null };

  constructor(response: ServerResponse, owner: LiveStream['owner']) {
    this.response = response;
    this.owner = owner;
  }

  get id(): string {
    return `${this.balanceTag}.${this.unread}`;
  }

  /** Takes up what a reconnecting client held from its Last-Event-ID. */
  resume(lastEventId: string | undefined): void {
    const match = /^([0-9a-f]{12})\.(-1|\d{1,9})$/.exec(lastEventId ?? '');
    if (!match?.[1] || !match[2]) return;
    this.balanceTag = match[1];
    this.unread = Number(match[2]);
  }

  send<N extends LiveEventName>(name: N, payload: LiveEventPayload<N>): void {
    this.write(`id: ${this.id}\nevent: ${name}\ndata: ${JSON.stringify(payload)}\n\n`);
  }

  write(chunk: string): void {
    const { response } = this;
    if (response.destroyed || response.writableEnded) return;
    if (response.writableLength > mostBuffered) {
      response.destroy();
      return;
    }
    response.write(chunk);
  }

  end(): void {
    if (!this.response.writableEnded) this.response.end();
  }
}

/** A short digest of a balance as sent: equal balances, equal tags. */
export function balanceTag(payload: unknown): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex').slice(0, 12);
}
