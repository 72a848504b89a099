import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agentCenterTypes } from '../../../src/contract/auth.ts';
import type { OpsMessagePayload } from '../../../src/contract/inbox.ts';
import { vipRank } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { findMemberByUsername } from '../members/repository.ts';
import { recordAction } from '../payments/support.ts';
import { sendInboxMessage, type Recipients } from './send.ts';

async function recipientsOf(app: FastifyInstance, to: OpsMessagePayload['to']): Promise<Recipients> {
  if (to.segment === 'all') return { segment: 'all' };
  if (to.segment === 'vip') {
    // A level no rank defines reaches nobody: more likely a typo than an intent, so it is refused.
    const [rank] = await app.db.select({ level: vipRank.level }).from(vipRank).where(eq(vipRank.level, to.rankLevel));
    if (!rank) throw new AppError('VALIDATION_FAILED', { fields: { to: `no VIP rank of level ${to.rankLevel}` } });
    return { segment: 'vip', rankLevel: to.rankLevel, orHigher: to.orHigher };
  }
  const username = to.segment === 'member' ? to.username : to.agentUsername;
  const found = await findMemberByUsername(app.db, username);
  if (!found) throw new AppError('NOT_FOUND', { fields: { to: `no member named ${username}` } });
  if (to.segment === 'member') return { memberId: found.id };
  if (!(agentCenterTypes as readonly number[]).includes(found.type)) throw new AppError('VALIDATION_FAILED', { fields: { to: `${username} is not an agent` } });
  return { segment: 'team', agentId: found.id };
}

/** POST /ops/messages: the message, its deliveries and the audit record commit together. */
export async function sendOperatorMessage(app: FastifyInstance, payload: OpsMessagePayload): Promise<{ id: number; recipients: number }> {
  const actor = payload.actor ?? 'ops-api';
  const to = await recipientsOf(app, payload.to);
  return app.db.transaction(async (tx) => {
    const sent = await sendInboxMessage(tx, to, { kind: payload.kind, title: payload.title, body: payload.body, sentBy: actor, now: app.clock.now() });
    await recordAction(tx, {
      actor,
      action: 'message.send',
      target: `message:${sent.id}`,
      before: null,
      after: { to: payload.to, kind: payload.kind, title: payload.title, recipients: sent.recipients },
      reason: payload.reason,
    });
    return sent;
  });
}
