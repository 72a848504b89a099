import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPaths } from '../../../src/contract/events.ts';
import type { Db } from '../../db/index.ts';
import { depositRequest, inboxDelivery, inboxMessage, notice, session } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';
import { postTransfer } from '../ledger/transfers.ts';
import { staffPaths } from '../../../src/contract/staff.ts';
import { signedInStaff } from '../staff/test-support.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { insertMember } from '../members/repository.ts';
import { fund, signedInMember, type SignedIn } from '../wallet/test-support.ts';
import { mainCode, memberAccount, systemAccount } from '../wallet/accounts.ts';
import { EventReader } from './test-client.ts';

class Rollback extends Error {}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Long enough for a notification to cross the process and the reads that follow it. */
const settle = 400;

let test: TestApp;
let base: string;
/** Read before any transaction: on PGlite a read beside an open transaction waits for it. */
let currency: string;
const app = () => test.app;
const readers: EventReader[] = [];

beforeAll(async () => {
  test = await createTestApp({ env: { LIVE_STREAMS_PER_MEMBER: '3' } });
  base = await test.app.listen({ port: 0, host: '127.0.0.1' });
  currency = (await test.app.settings.get('currency')).code;
}, 180_000);
afterAll(async () => {
  for (const reader of readers) reader.close();
  await test?.close();
});

async function open(who: SignedIn, headers: Record<string, string> = {}): Promise<EventReader> {
  const reader = await EventReader.open(`${base}${eventPaths.member}`, { ...who.headers, ...headers });
  readers.push(reader);
  return reader;
}

/** A member with an open stream, its first balance and inbox events taken. */
async function following(): Promise<{ who: SignedIn; reader: EventReader }> {
  const who = await signedInMember(app());
  const reader = await open(who);
  await reader.next('balance');
  await reader.next('inbox');
  return { who, reader };
}

/**
 * Makes `change` in a transaction held open a while: nothing of `name` may arrive before it ends.
 * Rolled back, nothing arrives after either; committed, the event does.
 */
async function held(reader: EventReader, name: string, change: (tx: Tx) => Promise<void>, outcome: 'commit' | 'rollback'): Promise<void> {
  const work = app().db.transaction(async (tx) => {
    await change(tx);
    await pause(settle);
    expect(reader.unread(name)).toEqual([]);
    if (outcome === 'rollback') throw new Rollback();
  });
  if (outcome === 'rollback') {
    await expect(work).rejects.toBeInstanceOf(Rollback);
    await pause(settle);
    expect(reader.unread(name)).toEqual([]);
  } else {
    await work;
  }
}

async function credit(tx: Tx, memberId: number, amount: bigint): Promise<void> {
  const main = await memberAccount(tx, memberId, mainCode, currency);
  const source = await systemAccount(tx, 'adjustments', currency);
  await postTransfer(tx, {
    ledger: 'money',
    kind: 'adjustment',
    idempotencyKey: randomUUID(),
    memberId,
    legs: [
      { accountId: source, amount: -amount },
      { accountId: main, amount },
    ],
  });
}

describe('live events', () => {
  it('refuses a guest and a garbage token', async () => {
    const guest = await fetch(`${base}${eventPaths.member}`);
    expect(guest.status).toBe(401);
    const garbage = await fetch(`${base}${eventPaths.member}`, { headers: { authorization: 'Bearer nonsense-token-nonsense-token' } });
    expect(garbage.status).toBe(401);
  });

  it('sends the balance once a movement commits, and nothing for one rolled back', async () => {
    const { who, reader } = await following();
    await held(reader, 'balance', (tx) => credit(tx, who.member.id, 5_000n), 'rollback');
    await held(reader, 'balance', (tx) => credit(tx, who.member.id, 12_345n), 'commit');
    const event = await reader.next('balance');
    expect(event.data).toMatchObject({ main: 123.45, sumBalance: 123.45 });
  });

  it('sends the balance after an operator adjustment through the ordinary path', async () => {
    const { who, reader } = await following();
    await fund(app(), who.member.id, 1_000n);
    expect((await reader.next('balance')).data).toMatchObject({ main: 10 });
  });

  it('sends the unread count once a message is delivered, and nothing for one rolled back', async () => {
    const { who, reader } = await following();
    const deliver = async (tx: Tx) => {
      const [message] = await tx
        .insert(inboxMessage)
        .values({ kind: 'notice', title: 'Hello', body: 'Body', audience: `member:${who.member.id}`, sentBy: 'test', sentAt: new Date() })
        .returning({ id: inboxMessage.id });
      await tx.insert(inboxDelivery).values({ messageId: message!.id, memberId: who.member.id });
    };
    await held(reader, 'inbox', deliver, 'rollback');
    await held(reader, 'inbox', deliver, 'commit');
    expect((await reader.next('inbox')).data).toEqual({ count: 1 });
    await app().db.update(inboxDelivery).set({ readAt: new Date() }).where(eq(inboxDelivery.memberId, who.member.id));
    expect((await reader.next('inbox')).data).toEqual({ count: 0 });
  });

  it('tells every member of a new popup announcement, and nothing for one rolled back', async () => {
    const { reader } = await following();
    const publish = async (tx: Tx) => {
      await tx.insert(notice).values({ type: 'PU', title: 'Popup', content: '<p>Hi</p>', startsAt: new Date(), createdBy: 'test' });
    };
    await held(reader, 'notice', publish, 'rollback');
    await held(reader, 'notice', publish, 'commit');
    expect((await reader.next('notice')).data).toMatchObject({ id: expect.any(Number) });
  });

  it('tells the member of a payment request and its decision, and nothing for one rolled back', async () => {
    const { who, reader } = await following();
    const request = async (tx: Tx) => {
      await tx.insert(depositRequest).values({ memberId: who.member.id, source: 'gateway', amount: 10_000n, reference: 'live', idempotencyKey: randomUUID() });
    };
    await held(reader, 'payment', request, 'rollback');
    await held(reader, 'payment', request, 'commit');
    const made = await reader.next('payment');
    expect(made.data).toMatchObject({ kind: 'deposit', status: 'pending' });
    const { id } = made.data as { id: number };
    await held(
      reader,
      'payment',
      async (tx) => void (await tx.update(depositRequest).set({ status: 'rejected' }).where(eq(depositRequest.id, id))),
      'rollback',
    );
    await app().db.update(depositRequest).set({ status: 'rejected' }).where(eq(depositRequest.id, id));
    expect((await reader.next('payment')).data).toEqual({ kind: 'deposit', id, status: 'rejected' });
  });

  it('ends the streams of a session ended elsewhere, and not for a revocation rolled back', async () => {
    const who = await signedInMember(app());
    const [first, second] = [await open(who), await open(who)];
    const [row] = await app().db.select({ id: session.id }).from(session).where(eq(session.memberId, who.member.id));
    const sessionId = row!.id;
    const revoke = async (tx: Tx | Db) => void (await tx.update(session).set({ revokedAt: new Date() }).where(eq(session.id, sessionId)));
    await held(first, 'session', revoke, 'rollback');
    expect(first.ended).toBe(false);
    await revoke(app().db);
    for (const reader of [first, second]) {
      expect((await reader.next('session')).data).toEqual({ ended: true });
      await reader.closedByServer();
    }
    const again = await fetch(`${base}${eventPaths.member}`, { headers: who.headers });
    expect(again.status).toBe(401);
  });

  it('resumes from Last-Event-ID: a balance changed while away is sent, an unchanged one is not', async () => {
    const { who, reader } = await following();
    await fund(app(), who.member.id, 2_000n);
    const seen = await reader.next('balance');
    reader.close();
    await fund(app(), who.member.id, 3_000n);
    const resumed = await open(who, { 'last-event-id': seen.id });
    expect((await resumed.next('balance')).data).toMatchObject({ main: 50 });
    const current = resumed.events.at(-1)!.id;
    resumed.close();
    const unchanged = await open(who, { 'last-event-id': current });
    await pause(settle);
    expect(unchanged.unread('balance')).toEqual([]);
    expect(unchanged.unread('inbox')).toEqual([]);
  });

  it('holds a member to a few streams on one process', async () => {
    const who = await signedInMember(app());
    for (let index = 0; index < 3; index += 1) await open(who);
    const refused = await fetch(`${base}${eventPaths.member}`, { headers: who.headers });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_STREAMS' });
  });

  it('sends staff who work the payment queues the pending counts as they change', async () => {
    const cashier = await signedInStaff(app(), ['finance']);
    const reader = await EventReader.open(`${base}${eventPaths.ops}`, cashier.headers);
    readers.push(reader);
    const before = (await reader.next('queue')).data as { deposits: number; withdrawals: number };
    const who = await signedInMember(app());
    await held(
      reader,
      'queue',
      async (tx) =>
        void (await tx
          .insert(depositRequest)
          .values({ memberId: who.member.id, source: 'gateway', amount: 500n, reference: 'q', idempotencyKey: randomUUID() })),
      'rollback',
    );
    await app().db.insert(depositRequest).values({ memberId: who.member.id, source: 'gateway', amount: 500n, reference: 'q', idempotencyKey: randomUUID() });
    expect((await reader.next('queue')).data).toEqual({ ...before, deposits: before.deposits + 1 });
    const marketing = await signedInStaff(app(), ['marketing']);
    expect((await fetch(`${base}${eventPaths.ops}`, { headers: marketing.headers })).status).toBe(403);
  });

  it('tells an agent, and each agent above it, when its team gains a member, and nothing for one rolled back', async () => {
    const top = await signedInMember(app(), { type: 1 });
    const sub = await signedInMember(app(), { type: 1, uplineId: top.member.id });
    const [topReader, subReader] = [await open(top), await open(sub)];
    const outsider = (await following()).reader;
    const join = (tx: Tx) => insertMember(tx, { username: `t${randomUUID().slice(0, 8)}`, passwordHash: 'unused', uplineId: sub.member.id });
    await held(subReader, 'team', async (tx) => void (await join(tx)), 'rollback');
    expect(topReader.unread('team')).toEqual([]);
    await app().db.transaction(join);
    expect((await subReader.next('team')).data).toEqual({ changed: true });
    expect((await topReader.next('team')).data).toEqual({ changed: true });
    await pause(settle);
    expect(outsider.unread('team')).toEqual([]);
  });

  it('ends a staff stream when that staff member signs out, and only that one', async () => {
    const [leaving, staying] = [await signedInStaff(app(), ['finance']), await signedInStaff(app(), ['finance'])];
    const [gone, kept] = [
      await EventReader.open(`${base}${eventPaths.ops}`, leaving.headers),
      await EventReader.open(`${base}${eventPaths.ops}`, staying.headers),
    ];
    readers.push(gone, kept);
    await gone.next('queue');
    const out = await app().inject({ method: 'DELETE', url: staffPaths.session, headers: leaving.headers });
    expect(out.statusCode).toBe(200);
    expect((await gone.next('session')).data).toEqual({ ended: true });
    await gone.closedByServer();
    await pause(settle);
    expect(kept.ended).toBe(false);
    expect(kept.unread('session')).toEqual([]);
  });
});
