import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSession, member } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { gamesCatalog, slotPlayer, vendorEnv } from '../vendors/test-support.ts';
import { findGameSession, findGameSessionFacts } from './sessions.ts';

describe("a game session's lasting facts", () => {
  let harness: TestApp;
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp({ env: vendorEnv, catalog: await gamesCatalog() });
  });
  afterAll(() => harness?.close());

  async function launched() {
    const { who, token } = await slotPlayer(app(), 0n);
    const session = (await findGameSession(app().db, token))!;
    return { who, token, session };
  }

  it("are the stored session's, without its end or its member's status", async () => {
    const { who, token, session } = await launched();
    const facts = await findGameSessionFacts(app().db, token);
    expect(facts).toEqual({ ...session, username: who.member.username, expiresAt: undefined, memberStatus: undefined });
    expect(facts).not.toHaveProperty('expiresAt');
    expect(facts).not.toHaveProperty('memberStatus');
    expect(await findGameSessionFacts(app().db, `${token}x`)).toBeNull();
  });

  it('are remembered until the session would end, and read again after', async () => {
    const { who, token, session } = await launched();
    const now = Date.now();
    expect((await findGameSessionFacts(app().db, token, now))!.username).toBe(who.member.username);
    // A stored change the lasting facts never see in the product shows whether the store was read.
    const renamed = `${who.member.username}r`;
    await app().db.update(member).set({ username: renamed }).where(eq(member.id, who.member.id));
    expect((await findGameSessionFacts(app().db, token, now + 1000))!.username).toBe(who.member.username);
    const afterEnd = session.expiresAt.getTime() + 1;
    expect((await findGameSessionFacts(app().db, token, afterEnd))!.username).toBe(renamed);
  });

  it('of an ended session are read on every call', async () => {
    const { who, token } = await launched();
    await app()
      .db.update(gameSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameSession.memberId, who.member.id));
    expect((await findGameSessionFacts(app().db, token))!.username).toBe(who.member.username);
    const renamed = `${who.member.username}e`;
    await app().db.update(member).set({ username: renamed }).where(eq(member.id, who.member.id));
    expect((await findGameSessionFacts(app().db, token))!.username).toBe(renamed);
  });
});
