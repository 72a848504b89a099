/**
 * What the database announces on `tala_events` (the triggers of migrations 0038 and 0039), parsed. Only committed
 * changes are ever delivered; each one says whom it concerns, and the hub reads the new state itself.
 */
export const eventChannel = 'tala_events';

export type Notification =
  | { kind: 'balance'; memberId: number }
  | { kind: 'inbox'; memberId: number | 'all' }
  | { kind: 'notice'; id: number }
  | { kind: 'payment'; memberId: number; payment: 'deposit' | 'withdrawal'; id: number; status: string }
  | { kind: 'session'; sessionId: number }
  | { kind: 'staffSession'; sessionId: number }
  | { kind: 'team'; agentId: number | 'all' }
  | { kind: 'queue' };

const wholeNumber = (text: string | undefined): number | null => (text !== undefined && /^\d{1,18}$/.test(text) ? Number(text) : null);

/** The notification a payload names, or null for one this server does not know (a newer migration's). */
export function parseNotification(payload: string): Notification | null {
  const [tag, first, second, third, fourth] = payload.split(':');
  const id = wholeNumber(first);
  switch (tag) {
    case 'b':
      return id === null ? null : { kind: 'balance', memberId: id };
    case 'i':
      return first === '*' ? { kind: 'inbox', memberId: 'all' } : id === null ? null : { kind: 'inbox', memberId: id };
    case 'n':
      return id === null ? null : { kind: 'notice', id };
    case 's':
      return id === null ? null : { kind: 'session', sessionId: id };
    case 'S':
      return id === null ? null : { kind: 'staffSession', sessionId: id };
    case 't':
      return first === '*' ? { kind: 'team', agentId: 'all' } : id === null ? null : { kind: 'team', agentId: id };
    case 'q':
      return { kind: 'queue' };
    case 'p': {
      const paymentId = wholeNumber(third);
      if (id === null || paymentId === null || (second !== 'd' && second !== 'w') || !fourth) return null;
      return { kind: 'payment', memberId: id, payment: second === 'd' ? 'deposit' : 'withdrawal', id: paymentId, status: fourth };
    }
    default:
      return null;
  }
}
