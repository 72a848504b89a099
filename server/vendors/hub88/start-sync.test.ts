import type { FastifyInstance } from 'fastify';
import { like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aggregatedValueSchema, lobbyPaths } from '../../../src/contract/catalog.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { gameLaunchValueSchema, gamePaths, gameSessionTtlMs } from '../../../src/contract/games.ts';
import type { Clock } from '../../lib/clock.ts';
import { signedInMember } from '../../modules/wallet/test-support.ts';
import { aggregatorSim, type AggregatorSim } from '../../../scripts/aggregator-sim/server.ts';
import { buildApp } from '../../app.ts';
import { auditEvent } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { listGames, shownGames } from './catalogue.ts';
import { syncHub88AtStart } from './start-sync.ts';
import { aggregatorKeys, operatorKeys } from './test-keys.ts';

/** HUB88_SYNC_AT_START and what the lobbies then add to their prebuilt cards (GET lobbyPaths.aggregated). */
const operatorId = 4343;
let sim: AggregatorSim;
let simUrl: string;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  sim = aggregatorSim({ operatorId, privateKey: aggregatorKeys.privateKey, operatorPublicKey: operatorKeys.publicKey });
  simUrl = await sim.listen(0);
});
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});
afterAll(async () => {
  await sim?.close();
});

async function platform(mode: string, url = simUrl): Promise<TestApp> {
  const harness = await createTestApp({
    seed: false,
    env: {
      HUB88_URL: url,
      HUB88_OPERATOR_ID: String(operatorId),
      HUB88_PUBLIC_KEY: aggregatorKeys.publicKey,
      HUB88_PRIVATE_KEY: operatorKeys.privateKey,
      HUB88_SYNC_AT_START: mode,
    },
  });
  opened.push(harness);
  return harness;
}

/** The app as the server builds it after the start's sync (the shown games are read as it is built). */
async function restarted(harness: TestApp, clock?: Clock): Promise<FastifyInstance> {
  const app = await buildApp({ config: harness.config, database: harness.database, ...(clock ? { clock } : {}) });
  opened.push(app);
  return app;
}

async function aggregated(app: FastifyInstance, category: string) {
  const response = await app.inject({ method: 'GET', url: `${lobbyPaths.aggregated}?category=${category}` });
  expect(response.statusCode).toBe(200);
  return successSchema(aggregatedValueSchema).parse(response.json()).value;
}

describe('HUB88_SYNC_AT_START', () => {
  it('show: fetches the list, shows every listed game, and the lobbies get them by category', async () => {
    const harness = await platform('show');
    const warnings: string[] = [];
    await syncHub88AtStart(harness.database.db, harness.config, new Date(), (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    expect((await listGames(harness.database.db)).length).toBe(4);
    // The retired slot is listed but switched off at Hub88: shown, it still never reaches a lobby.
    expect((await shownGames(harness.database.db)).map((row) => row.gameCode).sort()).toEqual(['sim_jade_reels', 'sim_lucky_lanterns', 'sim_river_baccarat']);
    const audited = await harness.database.db.select().from(auditEvent).where(like(auditEvent.kind, 'operator.hub88.games.%'));
    expect(audited.map((row) => [row.actor, row.kind])).toEqual([
      ['system', 'operator.hub88.games.sync'],
      ['system', 'operator.hub88.games.show'],
    ]);

    const app = await restarted(harness);
    const slots = await aggregated(app, 'RNG');
    expect(slots.vendors.map((vendor) => vendor.name)).toEqual(['Sim Studio']);
    expect(slots.list.map((game) => game.name).sort()).toEqual(['Jade Reels', 'Lucky Lanterns']);
    expect(slots.list.every((game) => game.vendor === slots.vendors[0]?.id && game.category === 'RNG')).toBe(true);
    const live = await aggregated(app, 'LIVE');
    expect(live.vendors.map((vendor) => vendor.name)).toEqual(['Sim Live']);
    expect(live.list.map((game) => game.gameCode)).toEqual(['sim_river_baccarat']);
    expect(await aggregated(app, 'FISH')).toEqual({ vendors: [], list: [] });
    // The built-in games stay the prebuilt pages' own: none of them is in the answer.
    expect(slots.list.some((game) => game.vendor === 'HOUSE')).toBe(false);
  });

  it('sync: fetches the list and leaves new games hidden for the operator to choose', async () => {
    const harness = await platform('sync');
    await syncHub88AtStart(harness.database.db, harness.config, new Date(), () => undefined);
    expect((await listGames(harness.database.db)).length).toBe(4);
    expect(await shownGames(harness.database.db)).toEqual([]);
    expect(await aggregated(await restarted(harness), 'RNG')).toEqual({ vendors: [], list: [] });
  });

  it('an aggregator that does not answer leaves the stored list and only warns', async () => {
    const harness = await platform('show', 'http://127.0.0.1:9');
    const warnings: string[] = [];
    await syncHub88AtStart(harness.database.db, harness.config, new Date(), (message) => warnings.push(message));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('could not be fetched at start');
    expect(await listGames(harness.database.db)).toEqual([]);
  });

  it('off, or no aggregator configured: nothing is fetched and the lobbies add nothing', async () => {
    const harness = await platform('off');
    await syncHub88AtStart(harness.database.db, harness.config, new Date(), () => undefined);
    expect(await listGames(harness.database.db)).toEqual([]);
    const plain = await createTestApp({ seed: false });
    opened.push(plain);
    expect(await aggregated(plain.app, 'RNG')).toEqual({ vendors: [], list: [] });
  });
});

describe("a Hub88 game session's life", () => {
  it('is judged on the clock it was opened on, as the seamless wallet judges it: an app clock run ahead does not end it', async () => {
    const harness = await platform('show');
    await syncHub88AtStart(harness.database.db, harness.config, new Date(), () => undefined);
    // Past a whole session's life ahead of the wall clock, as the browser tests' server can be.
    const ahead: Clock = { now: () => new Date(Date.now() + 2 * gameSessionTtlMs) };
    const app = await restarted(harness, ahead);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the platform has no port');
    sim.usePlatform(`http://127.0.0.1:${address.port}`);
    const who = await signedInMember(app);
    const game = app.vendors.catalog.games.find((candidate) => candidate.code === 'sim_lucky_lanterns');
    if (!game) throw new Error('the slot is not in the catalogue');
    const launched = await app.inject({ method: 'POST', url: gamePaths.launch, headers: who.headers, payload: { gameId: game.code, nodeId: game.id } });
    expect(launched.statusCode).toBe(200);
    const url = new URL(successSchema(gameLaunchValueSchema).parse(launched.json()).value.game_url);
    const session = sim.sessions.get(url.searchParams.get('session') ?? '');
    if (!session?.user || !session.token) throw new Error('the simulator got no user and token');
    const reply = await sim.wallet().call('balance', { user: session.user, token: session.token, game_code: 'sim_lucky_lanterns' });
    expect(reply.answer.status).toBe('RS_OK');
  });
});
