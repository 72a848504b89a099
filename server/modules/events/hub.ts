import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from './notification.ts';
import type { LiveReads } from './reads.ts';
import { balanceTag, type LiveStream } from './stream.ts';

export interface HubOptions {
  /** Streams one member may hold open on one process (tabs, devices). */
  streamsPerMember: number;
  /** How often every stream gets a comment line, so proxies and load balancers keep it open. */
  heartbeatMilliseconds: number;
  /** How long the queue counts wait for more changes before they are read once. */
  queueWaitMilliseconds: number;
}

/** Members read in one statement at most, so a broadcast to everyone is a few statements. */
const readBatch = 2_000;
/** After a failed read (the database away for a moment), the members are read again this much later. */
const readRetryMilliseconds = 1_000;

type MemberOwner = { memberId: number; sessionId: number };
const memberOf = (stream: LiveStream): MemberOwner | null => ('memberId' in stream.owner ? stream.owner : null);
const staffSessionOf = (stream: LiveStream): number | null => ('staffSessionId' in stream.owner ? stream.owner.staffSessionId : null);

/** Tells a stream its session ended, and ends it. */
function endSession(streams: Iterable<LiveStream>): void {
  for (const stream of [...streams]) {
    stream.send('session', { ended: true });
    stream.end();
  }
}

function addTo<K>(map: Map<K, Set<LiveStream>>, key: K, stream: LiveStream): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(stream);
}

function removeFrom<K>(map: Map<K, Set<LiveStream>>, key: K, stream: LiveStream): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(stream);
  if (set.size === 0) map.delete(key);
}

/**
 * The streams open on this process, by member, by session and for staff, and what the database's
 * notifications mean for them. Notifications arriving in one turn are read together: all the members
 * whose balance moved in one statement, whatever their number.
 */
export class LiveHub {
  private readonly members = new Map<number, Set<LiveStream>>();
  private readonly sessions = new Map<number, Set<LiveStream>>();
  private readonly staff = new Set<LiveStream>();
  private readonly staffSessions = new Map<number, Set<LiveStream>>();
  private readonly pendingBalances = new Set<number>();
  private readonly pendingUnread = new Set<number>();
  private flushQueued = false;
  private queueTimer: NodeJS.Timeout | null = null;
  private readonly heartbeat: NodeJS.Timeout;
  private tickets = 0;

  private readonly reads: LiveReads;
  private readonly options: HubOptions;
  private readonly log: FastifyBaseLogger;

  constructor(reads: LiveReads, options: HubOptions, log: FastifyBaseLogger) {
    this.reads = reads;
    this.options = options;
    this.log = log;
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMilliseconds);
    this.heartbeat.unref();
  }

  /** Open streams: all, or one member's. */
  count(memberId?: number): number {
    if (memberId === undefined) return this.staff.size + [...this.members.values()].reduce((sum, set) => sum + set.size, 0);
    return this.members.get(memberId)?.size ?? 0;
  }

  hasRoomFor(memberId: number): boolean {
    return this.count(memberId) < this.options.streamsPerMember;
  }

  /** Registers a member's stream and reads its state, sent where it differs from what the client resumed with. */
  addMember(stream: LiveStream): void {
    const owner = memberOf(stream);
    if (!owner) return;
    addTo(this.members, owner.memberId, stream);
    addTo(this.sessions, owner.sessionId, stream);
    stream.response.once('close', () => this.remove(stream));
    this.pendingBalances.add(owner.memberId);
    this.pendingUnread.add(owner.memberId);
    this.queueFlush();
  }

  addStaff(stream: LiveStream): void {
    const sessionId = staffSessionOf(stream);
    this.staff.add(stream);
    if (sessionId !== null) addTo(this.staffSessions, sessionId, stream);
    stream.response.once('close', () => {
      this.staff.delete(stream);
      if (sessionId !== null) removeFrom(this.staffSessions, sessionId, stream);
    });
    this.queueQueues();
  }

  private remove(stream: LiveStream): void {
    const owner = memberOf(stream);
    if (!owner) return;
    removeFrom(this.members, owner.memberId, stream);
    removeFrom(this.sessions, owner.sessionId, stream);
  }

  notify(notification: Notification): void {
    switch (notification.kind) {
      case 'balance':
        if (this.members.has(notification.memberId)) {
          this.pendingBalances.add(notification.memberId);
          this.queueFlush();
        }
        return;
      case 'inbox':
        if (notification.memberId === 'all') for (const id of this.members.keys()) this.pendingUnread.add(id);
        else if (this.members.has(notification.memberId)) this.pendingUnread.add(notification.memberId);
        this.queueFlush();
        return;
      case 'notice':
        for (const set of this.members.values()) for (const stream of set) stream.send('notice', { id: notification.id });
        return;
      case 'payment':
        for (const stream of this.members.get(notification.memberId) ?? []) {
          stream.send('payment', { kind: notification.payment, id: notification.id, status: notification.status });
        }
        return;
      case 'session':
        endSession(this.sessions.get(notification.sessionId) ?? []);
        return;
      case 'staffSession':
        endSession(this.staffSessions.get(notification.sessionId) ?? []);
        return;
      case 'team': {
        const agents = notification.agentId === 'all' ? [...this.members.keys()] : [notification.agentId];
        for (const id of agents) for (const stream of this.members.get(id) ?? []) stream.send('team', { changed: true });
        return;
      }
      case 'queue':
        this.queueQueues();
        return;
    }
  }

  /** After the listening connection was lost: anything may have changed, so everything is read again. */
  resumed(): void {
    for (const id of this.members.keys()) {
      this.pendingBalances.add(id);
      this.pendingUnread.add(id);
    }
    this.queueFlush();
    if (this.staff.size > 0) this.queueQueues();
  }

  close(): void {
    clearInterval(this.heartbeat);
    if (this.queueTimer) clearTimeout(this.queueTimer);
    for (const set of this.members.values()) for (const stream of set) stream.end();
    for (const stream of this.staff) stream.end();
    this.members.clear();
    this.sessions.clear();
    this.staff.clear();
    this.staffSessions.clear();
  }

  private beat(): void {
    for (const set of this.members.values()) for (const stream of set) stream.write(':\n\n');
    for (const stream of this.staff) stream.write(':\n\n');
  }

  private queueFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    // The rest of this turn's notifications (one statement's, one commit's) join the same reads.
    setImmediate(() => {
      this.flushQueued = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const balances = [...this.pendingBalances];
    const unread = [...this.pendingUnread];
    this.pendingBalances.clear();
    this.pendingUnread.clear();
    const work: Promise<void>[] = [];
    for (let start = 0; start < balances.length; start += readBatch) work.push(this.sendBalances(balances.slice(start, start + readBatch)));
    for (let start = 0; start < unread.length; start += readBatch) work.push(this.sendUnread(unread.slice(start, start + readBatch)));
    await Promise.all(work);
  }

  private async sendBalances(memberIds: number[]): Promise<void> {
    const ticket = ++this.tickets;
    try {
      const balances = await this.reads.balances(memberIds);
      for (const [memberId, balance] of balances) {
        const tag = balanceTag(balance);
        for (const stream of this.members.get(memberId) ?? []) {
          if (stream.balanceTicket > ticket) continue;
          stream.balanceTicket = ticket;
          if (stream.balanceTag === tag) continue;
          stream.balanceTag = tag;
          stream.send('balance', balance);
        }
      }
    } catch (error) {
      this.retry(error, memberIds, this.pendingBalances);
    }
  }

  private async sendUnread(memberIds: number[]): Promise<void> {
    const ticket = ++this.tickets;
    try {
      const counts = await this.reads.unread(memberIds);
      for (const [memberId, count] of counts) {
        for (const stream of this.members.get(memberId) ?? []) {
          if (stream.unreadTicket > ticket) continue;
          stream.unreadTicket = ticket;
          if (stream.unread === count) continue;
          stream.unread = count;
          stream.send('inbox', { count });
        }
      }
    } catch (error) {
      this.retry(error, memberIds, this.pendingUnread);
    }
  }

  private retry(error: unknown, memberIds: number[], pending: Set<number>): void {
    this.log.warn({ err: error }, 'live events could not read what changed; reading again');
    setTimeout(() => {
      for (const id of memberIds) if (this.members.has(id)) pending.add(id);
      this.queueFlush();
    }, readRetryMilliseconds).unref();
  }

  private queueQueues(): void {
    if (this.queueTimer) return;
    this.queueTimer = setTimeout(() => {
      this.queueTimer = null;
      if (this.staff.size === 0) return;
      this.reads.queues().then(
        (counts) => {
          for (const stream of this.staff) stream.send('queue', counts);
        },
        (error: unknown) => this.log.warn({ err: error }, 'live events could not read the queue counts'),
      );
    }, this.options.queueWaitMilliseconds);
    this.queueTimer.unref();
  }
}
