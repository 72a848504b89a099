import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameMenusSchema } from '../../../src/contract/catalog.ts';
import { providerOf } from '../../../src/content/providers.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import {
  betResultSchema,
  gameStateSchema,
  historySchema,
  housePath,
  housePaths,
  instantPath,
  instantPaths,
  instantStateSchema,
  playResultSchema,
  scheduledGames,
  type ScheduledGame,
} from '../../../src/contract/house.ts';
import { playableCatalogue } from '../../../src/content/playable.ts';
import { instantRules } from '../../../src/rules/instant/catalogue.ts';
import { unit } from '../../../src/rules/instant/types.ts';
import { roundTimes, roundAt } from '../../../src/rules/scheduled.ts';
import { launchFor } from '../../modules/games/test-support.ts';
import { fund, signedInMember, type SignedIn } from '../../modules/wallet/test-support.ts';
import { ledgerInvariants } from '../../modules/ledger/test-support.ts';
import { manualClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { houseGameOf } from '../house.ts';
import { key } from './test-support.ts';

/**
 * Every game a lobby lists launches for a member and plays a round through the API, its stake and
 * payout booked by the seamless wallet: the promise that a listed game never fails to start.
 */
describe('every listed game', () => {
  let harness: TestApp;
  let member: SignedIn;
  const clock = manualClock(new Date('2026-05-04T03:00:00Z'));
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    member = await signedInMember(app());
    await fund(app(), member.member.id, 1_000_000n);
  });
  afterAll(async () => harness?.close());

  async function call<T extends Parameters<typeof successSchema>[0]>(token: string, method: 'GET' | 'POST', url: string, schema: T, payload?: object) {
    const response = await app().inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    const parsed = successSchema(schema).safeParse(response.json());
    if (!parsed.success) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return (parsed.data as { value: import('zod').output<T> }).value;
  }

  /** A bet on the scheduled game's open round, then the round's end: the state call settles it. */
  async function playScheduled(token: string, game: ScheduledGame) {
    const times = roundTimes(game, roundAt(game, clock.now()) + 1);
    clock.set(new Date(times.opensAt.getTime() + 1000));
    const state = await call(token, 'GET', housePath(housePaths.state, game), gameStateSchema);
    // The lottery lists no markets: its picks are any:NN and first:NN.
    const pick = game === 'lotto' ? 'any:07' : state.current?.markets[0]?.pick;
    if (!state.current || !pick) throw new Error(`${game} has no open round`);
    const placed = await call(token, 'POST', housePath(housePaths.bet, game), betResultSchema, {
      roundId: state.current.roundId,
      pick,
      amount: 1,
      idempotencyKey: key(),
    });
    expect(placed.bet.status).toBe('open');
    clock.set(new Date(times.settlesAt.getTime() + 1000));
    await call(token, 'GET', housePath(housePaths.state, game), gameStateSchema);
    const history = await call(token, 'GET', housePath(housePaths.history, game), historySchema);
    expect(history.rounds[0]?.bets[0]?.status).not.toBe('open');
  }

  it('lists only games that start, and each plays one round', { timeout: 300_000 }, async () => {
    const listed = playableCatalogue(app().vendors.catalog, { launchUrls: app().config.VENDOR_LAUNCH_URLS, secrets: app().config.VENDOR_SECRETS });
    expect(listed.games).toHaveLength(app().vendors.catalog.games.length);
    const menus = successSchema(gameMenusSchema).parse((await app().inject({ method: 'GET', url: '/lgw/games/game_menus' })).json()).value;
    // The menus list providers: every listed vendor's, each once per group (Tala's own games are one).
    const shownProviders = new Set(menus.flatMap((group) => group.gameMenus.map((menu) => menu.vendor)));
    expect([...shownProviders].sort()).toEqual([...new Set(listed.vendors.map((vendor) => providerOf(vendor).id))].sort());

    let expected = 1_000_000 / 100;
    const played: string[] = [];
    for (const game of listed.games) {
      const launched = await launchFor(app(), member.headers, game);
      const builtIn = houseGameOf(game.code);
      if (builtIn === 'slot' || builtIn === 'dice') {
        const url = builtIn === 'slot' ? housePaths.spin : housePaths.roll;
        const body = builtIn === 'slot' ? {} : { target: 50, direction: 'under' };
        const result = await call(launched.token, 'POST', url, playResultSchema, { amount: 1, idempotencyKey: key(), ...body });
        expected += result.payout - 1;
        expect(result.balance.balance).toBeCloseTo(expected, 2);
      } else if (builtIn && (scheduledGames as readonly string[]).includes(builtIn)) {
        await playScheduled(launched.token, builtIn as ScheduledGame);
        const state = await call(launched.token, 'GET', housePath(housePaths.state, builtIn), gameStateSchema);
        expected = state.balance.balance;
      } else {
        expect(new URL(launched.game_url, 'http://origin.invalid').pathname).toBe('/house/play');
        const state = await call(launched.token, 'GET', instantPath(instantPaths.state, game.code), instantStateSchema);
        expect(state.balance.balance).toBeCloseTo(expected, 2);
        const pick = state.choices[0]?.pick;
        if (!pick) throw new Error(`${game.code} offers nothing to bet on`);
        const result = await call(launched.token, 'POST', instantPath(instantPaths.play, game.code), playResultSchema, {
          pick,
          amount: 1,
          idempotencyKey: key(),
        });
        if (result.outcome.game !== 'instant') throw new Error(`${game.code} answered a ${result.outcome.game} outcome`);
        // The payout is what the game's rule pays for the drawn outcome: 100 minor units × basis / 10,000, rounded down.
        const basis = instantRules(game.code)?.pays(pick, result.outcome.detail, result.nonce) ?? -1;
        expect(result.payout).toBe(Math.floor((100 * basis) / unit) / 100);
        expected += result.payout - 1;
        expect(result.balance.balance).toBeCloseTo(expected, 2);
      }
      played.push(game.code);
    }
    expect(played).toHaveLength(listed.games.length);
    await ledgerInvariants(app().db);
  });
});
