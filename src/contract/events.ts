import { z } from 'zod';
import { balanceSchema } from './wallet.ts';

/**
 * Live events (server-sent events): one stream per signed-in client. The member's or agent's
 * session reads `member` (the bearer token, like every other call); a staff session reads `ops`.
 * Each event is named and carries one small JSON object; its id names the state the client then
 * holds, which it sends back as `Last-Event-ID` to resume without missing a change.
 */
export const eventPaths = {
  member: '/wps/events',
  ops: '/ops/events',
} as const;

/** The header a resuming client sends; a client that cannot set headers may send `?lastEventId=` instead. */
export const lastEventIdHeader = 'last-event-id';

/** The member's balance after a movement of their money: the same answer as GET balance. */
export const balanceEventSchema = balanceSchema;

/** The member's unread platform messages. */
export const inboxEventSchema = z.object({ count: z.number().int() });

/** A popup announcement was published or changed: the client reads the popups again. */
export const noticeEventSchema = z.object({ id: z.number().int() });

/** A deposit or withdrawal request of the member was made or changed state. */
export const paymentEventSchema = z.object({
  kind: z.enum(['deposit', 'withdrawal']),
  id: z.number().int(),
  status: z.string(),
});

/**
 * The session ended (logout elsewhere, suspension, password change; for staff, a sign-out or the
 * account disabled): the client signs out at once.
 */
export const sessionEventSchema = z.object({ ended: z.literal(true) });

/** The agent's team gained a member (a registration below it, a member moved in): its overview reads again. */
export const teamEventSchema = z.object({ changed: z.literal(true) });

/** The back office's pending counts: deposits waiting for a decision, withdrawals to approve or pay. */
export const queueEventSchema = z.object({ deposits: z.number().int(), withdrawals: z.number().int() });

export const liveEventSchemas = {
  balance: balanceEventSchema,
  inbox: inboxEventSchema,
  notice: noticeEventSchema,
  payment: paymentEventSchema,
  session: sessionEventSchema,
  team: teamEventSchema,
  queue: queueEventSchema,
} as const;
export type LiveEventName = keyof typeof liveEventSchemas;
export type LiveEventPayload<N extends LiveEventName> = z.infer<(typeof liveEventSchemas)[N]>;
export const liveEventNames = Object.keys(liveEventSchemas) as LiveEventName[];

/** The query of both stream paths: the resume point, for clients that cannot set a header. */
export const eventsQuerySchema = z.object({ lastEventId: z.string().max(40).optional() });
