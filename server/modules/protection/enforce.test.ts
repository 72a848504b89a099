import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protectionExclusion } from '../../db/schema.ts';
import { createMember } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { activeExclusion, refusalOf } from './enforce.ts';

const hour = 3_600_000;

describe('which exclusions are in force', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** What the member's screens see and what a money move meets, at `now`. */
  async function inForceAt(memberId: number, now: Date) {
    const shown = await activeExclusion(t.app.db, memberId, now);
    const refusal = await t.app.db.transaction((tx) => refusalOf(tx, memberId, ['wager'], 100n, 'Asia/Manila', now));
    return { shown: shown?.kind ?? null, refused: refusal?.reason ?? null };
  }

  it('a time-out from its start until just before its end; a self-exclusion without end from its start on', async () => {
    const member = await createMember(t.app);
    const start = new Date('2031-03-01T00:00:00Z');
    const end = new Date(start.getTime() + 24 * hour);
    await t.app.db.insert(protectionExclusion).values({ memberId: member.id, kind: 'timeout', startsAt: start, endsAt: end });

    expect(await inForceAt(member.id, new Date(start.getTime() - 1))).toEqual({ shown: null, refused: null });
    expect(await inForceAt(member.id, start)).toEqual({ shown: 'timeout', refused: 'excluded' });
    expect(await inForceAt(member.id, new Date(end.getTime() - 1))).toEqual({ shown: 'timeout', refused: 'excluded' });
    expect(await inForceAt(member.id, end)).toEqual({ shown: null, refused: null });

    const later = new Date(end.getTime() + 48 * hour);
    await t.app.db.insert(protectionExclusion).values({ memberId: member.id, kind: 'self', startsAt: later, endsAt: null });
    expect(await inForceAt(member.id, new Date(later.getTime() - 1))).toEqual({ shown: null, refused: null });
    expect(await inForceAt(member.id, new Date(later.getTime() + 10_000 * 24 * hour))).toEqual({ shown: 'self', refused: 'excluded' });
  });

  it('the one ending last is shown while two overlap, a permanent one first', async () => {
    const member = await createMember(t.app);
    const start = new Date('2031-04-01T00:00:00Z');
    await t.app.db.insert(protectionExclusion).values([
      { memberId: member.id, kind: 'timeout', startsAt: start, endsAt: new Date(start.getTime() + 24 * hour) },
      { memberId: member.id, kind: 'self', startsAt: start, endsAt: new Date(start.getTime() + 200 * 24 * hour) },
    ]);
    expect((await activeExclusion(t.app.db, member.id, new Date(start.getTime() + hour)))?.kind).toBe('self');
    await t.app.db.insert(protectionExclusion).values({ memberId: member.id, kind: 'timeout', startsAt: start, endsAt: null });
    expect((await activeExclusion(t.app.db, member.id, new Date(start.getTime() + hour)))?.endsAt).toBeNull();
  });
});
