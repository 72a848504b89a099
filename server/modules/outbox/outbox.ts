import type { Db } from '../../db/index.ts';
import { outbox } from '../../db/schema.ts';

export type OutboxChannel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: OutboxChannel;
  /** A mobile number for SMS, an address for e-mail. */
  recipient: string;
  /** E-mail only. */
  subject?: string;
  body: string;
}

/**
 * Queues a message for the dispatcher. Given a transaction handle, the message is sent only if the
 * transaction commits, so a failed change never tells anyone it happened.
 */
export async function enqueueMessage(db: Db, message: OutgoingMessage): Promise<{ id: number }> {
  const [row] = await db
    .insert(outbox)
    .values({ channel: message.channel, recipient: message.recipient, subject: message.subject ?? null, body: message.body })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}
