import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failureSchema } from '../../../src/contract/envelope.ts';
import { gameSessionTtlMs } from '../../../src/contract/games.ts';
import { houseCatalogue, housePath, housePaths } from '../../../src/contract/house.ts';
import { member } from '../../db/schema.ts';
import type { RouteEntry } from '../../http/access.ts';
import { opsToken } from '../../modules/payments/test-support.ts';
import { houseWallet } from '../../modules/vendors/house-wallet.ts';
import { vendorEnv } from '../../modules/vendors/test-support.ts';
import { bearer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { seatAt, type Seat } from './test-support.ts';

/** Path parameters of the slot's session, so a live token would reach the route itself. */
const paramValues: Record<string, string> = { game: 'slot', code: houseCatalogue.slot.code };
const concrete = (url: string) => url.replace(/:(\w+)/g, (_match, name: string) => paramValues[name] ?? 'x');

describe('a game session after it ends: every game route refuses it as a bet with it is refused', () => {
  let harness: TestApp;
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp({ env: { ...vendorEnv, OPS_TOKEN: opsToken, HOUSE_CLOCK_MS: '0' } });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => harness?.close());

  /** Every route with the game policy, read from the app: a route added later is walked too. */
  const gameRoutes = (): RouteEntry[] => app().routeTable.filter((route) => route.access === 'game' && route.method !== 'HEAD');

  async function answersOf(seat: Seat): Promise<Record<string, string>> {
    const answers: Record<string, string> = {};
    for (const route of gameRoutes()) {
      const response = await app().inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { ...seat.headers, 'content-type': 'application/json' },
        ...(route.method === 'GET' ? {} : { payload: { amount: 1, idempotencyKey: randomUUID(), clientSeed: 'ended-session' } }),
      });
      const failure = failureSchema.safeParse(response.json());
      answers[`${route.method} ${route.url}`] = `${response.statusCode} ${failure.success ? failure.data.code : 'OK'}`;
    }
    return answers;
  }

  /** What the wallet answers a bet with this session: the answer a bet got before any read was refused. */
  const walletBet = (seat: Seat) =>
    houseWallet(app()).bet({
      sessionToken: seat.player.token,
      member: seat.player.session.username,
      txId: `ended-${randomUUID()}`,
      roundId: `ended-${randomUUID()}`,
      gameCode: houseCatalogue.slot.code,
      amount: 1,
    });

  const endings: [string, (seat: Seat) => Promise<void>, { answer: string; wallet: string }][] = [
    [
      'a sign-out',
      async (seat) => {
        expect((await app().inject({ method: 'POST', url: '/wps/session/logout', headers: seat.siteHeaders })).statusCode).toBe(200);
      },
      { answer: '401 SESSION_EXPIRED', wallet: 'SESSION_EXPIRED' },
    ],
    [
      'a suspension',
      async (seat) => {
        const suspended = await app().inject({
          method: 'PUT',
          url: `/ops/members/${seat.memberId}/status`,
          headers: bearer(opsToken),
          payload: { status: 'suspended', reason: 'ended game session test' },
        });
        expect(suspended.statusCode).toBe(200);
      },
      { answer: '401 SESSION_EXPIRED', wallet: 'SESSION_EXPIRED' },
    ],
    [
      'its own end',
      async () => {
        // Game sessions end on the wall clock (as member sessions and the wallet's bet check do): move it past the end.
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + gameSessionTtlMs + 1000 });
      },
      { answer: '401 SESSION_EXPIRED', wallet: 'SESSION_EXPIRED' },
    ],
    [
      'a suspension written without ending its sessions (as a second process may see it)',
      async (seat) => {
        await app().db.update(member).set({ status: 'suspended' }).where(eq(member.id, seat.memberId));
      },
      { answer: '403 BET_NOT_ALLOWED', wallet: 'NOT_ALLOWED' },
    ],
  ];

  it('walks the state, history, seed and play routes of the built-in and the instant games', () => {
    const urls = gameRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        `GET ${housePaths.state}`,
        `GET ${housePaths.history}`,
        `POST ${housePaths.rotateSeed}`,
        `POST ${housePaths.spin}`,
        `POST ${housePaths.bet}`,
      ]),
    );
    expect(urls.length).toBeGreaterThanOrEqual(10);
  });

  it.each(endings)('after %s, refuses it on every game route as the wallet refuses its bet', async (_ending, end, expected) => {
    const seat = await seatAt(app(), 'slot', { funds: 50_00n });
    // While it lives, the session reads its balance and history and rotates its seed.
    const live = await answersOf(seat);
    expect(live[`GET ${housePaths.state}`]).toBe('200 OK');
    expect(live[`GET ${housePaths.history}`]).toBe('200 OK');
    expect(live[`POST ${housePaths.rotateSeed}`]).toBe('200 OK');

    await end(seat);

    expect((await walletBet(seat)).status).toBe(expected.wallet);
    const answers = await answersOf(seat);
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((route) => [route, expected.answer])));
    const state = await app().inject({ method: 'GET', url: housePath(housePaths.state, 'slot'), headers: seat.headers });
    expect(state.body).not.toContain('balance');
  });
});
