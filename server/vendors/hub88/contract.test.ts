import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { successSchema } from '../../../src/contract/envelope.ts';
import { gameLaunchValueSchema, gamePaths } from '../../../src/contract/games.ts';
import { hub88Prefix } from '../../../src/contract/hub88.ts';
import { protectionPaths } from '../../../src/contract/protection.ts';
import { aggregatorSim, type AggregatorSim } from '../../../scripts/aggregator-sim/server.ts';
import { buildApp } from '../../app.ts';
import { betRecord, gameSession, member } from '../../db/schema.ts';
import { ledgerInvariants } from '../../modules/ledger/test-support.ts';
import { fund, signedInMember, type SignedIn } from '../../modules/wallet/test-support.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { cliOn } from '../../../scripts/ops/test-support.ts';
import { listGames } from './catalogue.ts';
import { aggregatorKeys, operatorKeys } from './test-keys.ts';

/**
 * The contract an aggregator adapter answers to, run over real HTTP: the simulator (scripts/aggregator-sim)
 * plays Hub88 (its Games API, its signed wallet calls), the platform listens on a port of its own.
 * Every case ends with the ledger's invariants. Amounts are Hub88's units: 100000 is 1.00.
 */
const operatorId = 4242;
let sim: AggregatorSim;
let harness: TestApp;
let app: FastifyInstance;

async function hub88Env(simUrl: string): Promise<Record<string, string>> {
  return { HUB88_URL: simUrl, HUB88_OPERATOR_ID: String(operatorId), HUB88_PUBLIC_KEY: aggregatorKeys.publicKey, HUB88_PRIVATE_KEY: operatorKeys.privateKey };
}

beforeAll(async () => {
  sim = aggregatorSim({ operatorId, privateKey: aggregatorKeys.privateKey, operatorPublicKey: operatorKeys.publicKey });
  const simUrl = await sim.listen(0);
  harness = await createTestApp({ env: await hub88Env(simUrl) });
  // The operator syncs the list and shows the slots and the live table, then the platform starts with them.
  const synced = await cliOn(harness, 'hub88', 'games', 'sync', '--reason', 'first sync');
  expect(synced).toMatchObject({ code: 0, out: 'synced: 4 new (hidden), 0 updated, 0 no longer listed' });
  expect((await cliOn(harness, 'hub88', 'games', 'show', '--category', 'Video Slots', '--reason', 'slots')).code).toBe(0);
  expect((await cliOn(harness, 'hub88', 'games', 'show', 'sim_river_baccarat', '--reason', 'one table')).out).toBe(
    '1 game(s) shown; restart the site to list them',
  );
  app = await buildApp({ config: harness.config, database: harness.database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the platform has no port');
  sim.usePlatform(`http://127.0.0.1:${address.port}`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await harness?.close();
  await sim?.close();
});

afterEach(async () => {
  expect(await ledgerInvariants(app.db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
});

const wallet = () => sim.wallet();

/** A funded member who launched a simulator game for real money: the user and token Hub88 got. */
async function player(
  fundsMinor: bigint,
  gameCode = 'sim_lucky_lanterns',
): Promise<{ who: SignedIn; base: { user: string; token: string; game_code: string } }> {
  const who = await signedInMember(app);
  if (fundsMinor > 0n) await fund(app, who.member.id, fundsMinor);
  const game = app.vendors.catalog.games.find((candidate) => candidate.code === gameCode);
  if (!game) throw new Error(`${gameCode} is not in the catalogue`);
  const response = await app.inject({ method: 'POST', url: gamePaths.launch, headers: who.headers, payload: { gameId: game.code, nodeId: game.id } });
  expect(response.statusCode).toBe(200);
  const url = new URL(successSchema(gameLaunchValueSchema).parse(response.json()).value.game_url);
  const session = sim.sessions.get(url.searchParams.get('session') ?? '');
  if (!session?.token || !session.user) throw new Error('the simulator got no user and token');
  return { who, base: { user: session.user, token: session.token, game_code: gameCode } };
}

const betBody = (base: object, amount: number, extra: object = {}) => ({
  ...base,
  transaction_uuid: randomUUID(),
  round: randomUUID(),
  currency: 'PHP',
  amount,
  ...extra,
});

async function betsOf(memberId: number): Promise<number> {
  const [row] = await app.db.select({ total: count() }).from(betRecord).where(eq(betRecord.memberId, memberId));
  return row?.total ?? 0;
}

describe('Games API', () => {
  it('syncs the list into the catalogue: listed games hidden until shown, a disabled one switched off', async () => {
    const rows = await listGames(app.db);
    expect(rows.map((row) => [row.gameCode, row.enabled, row.shown])).toEqual([
      ['sim_river_baccarat', true, true],
      ['sim_jade_reels', true, true],
      ['sim_lucky_lanterns', true, true],
      ['sim_retired_slot', false, true],
    ]);
    const codes = app.vendors.catalog.games.filter((game) => game.code.startsWith('sim_')).map((game) => game.code);
    expect(codes.sort()).toEqual(['sim_jade_reels', 'sim_lucky_lanterns', 'sim_river_baccarat']);
    const lobby = await app.inject({ method: 'GET', url: '/lgw/games/game_menus' });
    expect(lobby.body).toContain('Sim Studio');
    expect(lobby.body).toContain('Sim Live');
  });

  it('launches for real money with a signed game URL request carrying the session token', async () => {
    const { who, base } = await player(10_00n);
    expect(base.user).toBe(who.member.username);
    expect(sim.gameUrlRequests.at(-1)).toMatchObject({
      user: who.member.username,
      token: base.token,
      currency: 'PHP',
      game_code: 'sim_lucky_lanterns',
      operator_id: operatorId,
      country: 'PH',
    });
    const [session] = await app.db
      .select({ vendor: gameSession.vendor, currency: gameSession.currency })
      .from(gameSession)
      .where(eq(gameSession.memberId, who.member.id));
    expect(session).toEqual({ vendor: 'HUB88', currency: 'PHP' });
  });

  it('launches DEMO play with currency XXX, no user and no token', async () => {
    const who = await signedInMember(app);
    const game = app.vendors.catalog.games.find((candidate) => candidate.code === 'sim_jade_reels');
    const response = await app.inject({
      method: 'POST',
      url: gamePaths.launch,
      headers: who.headers,
      payload: { gameId: game?.code, nodeId: game?.id, accountType: 0 },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(successSchema(gameLaunchValueSchema).parse(response.json()).value.game_url);
    expect(sim.sessions.get(url.searchParams.get('session') ?? '')).toMatchObject({ demo: true, currency: 'XXX' });
    const asked = sim.gameUrlRequests.at(-1);
    expect(asked).toMatchObject({ game_code: 'sim_jade_reels', currency: 'XXX', operator_id: operatorId, country: 'PH', platform: 'GPL_DESKTOP', lang: 'en' });
    expect(asked && ('user' in asked || 'token' in asked)).toBe(false);
  });
});

describe('signatures', () => {
  it('refuses a call whose X-Hub88-Signature does not hold, and moves nothing', async () => {
    const { who, base } = await player(50_00n);
    const forged = await wallet().call('bet', betBody(base, 1_000_000), { signature: Buffer.from('not a signature').toString('base64') });
    expect(forged.answer.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    const missing = await wallet().call('balance', base, { signature: '' });
    expect(missing.answer.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(await betsOf(who.member.id)).toBe(0);
  });

  it('signs every answer with the operator key, refusals included', async () => {
    const { base } = await player(1_00n);
    expect((await wallet().call('balance', base)).signedByOperator).toBe(true);
    expect((await wallet().call('balance', { ...base, token: 'x'.repeat(43) })).signedByOperator).toBe(true);
  });
});

describe('user/info and user/balance', () => {
  it('answers the user, and refuses an unknown or disabled one', async () => {
    const { who } = await player(0n);
    const request_uuid = randomUUID();
    expect((await wallet().call('info', { user: who.member.username, request_uuid })).answer).toMatchObject({
      status: 'RS_OK',
      user: who.member.username,
      request_uuid,
    });
    expect((await wallet().call('info', { user: 'nobody-here-at-all' })).answer.status).toBe('RS_ERROR_UNKNOWN');
    await app.db.update(member).set({ status: 'suspended' }).where(eq(member.id, who.member.id));
    expect((await wallet().call('info', { user: who.member.username })).answer.status).toBe('RS_ERROR_USER_DISABLED');
  });

  it('answers the balance in units of 1/100000, echoing user and request_uuid', async () => {
    const { base } = await player(123_45n);
    const request_uuid = randomUUID();
    expect((await wallet().call('balance', { ...base, request_uuid })).answer).toEqual({
      status: 'RS_OK',
      user: base.user,
      request_uuid,
      currency: 'PHP',
      balance: 12_345_000,
    });
  });

  it('refuses an unknown token and another member’s token as RS_ERROR_INVALID_TOKEN', async () => {
    const { base } = await player(1_00n);
    const other = await player(1_00n);
    expect((await wallet().call('balance', { ...base, token: randomUUID() })).answer.status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await wallet().call('bet', betBody({ ...base, token: other.base.token }, 100_000))).answer.status).toBe('RS_ERROR_INVALID_TOKEN');
  });
});

describe('transaction/bet', () => {
  it('takes the stake, exactly converted, and repeats its first answer for the same transaction_uuid', async () => {
    const { who, base } = await player(100_00n);
    const bet = betBody(base, 1_250_000);
    const first = await wallet().call('bet', bet);
    expect(first.answer).toMatchObject({ status: 'RS_OK', currency: 'PHP', balance: 8_750_000 });
    await wallet().call('bet', betBody(base, 100_000));
    const repeat = await wallet().call('bet', bet);
    // The first answer, balance as it was then: Hub88 matches repeats to the call it made.
    expect(repeat.answer).toMatchObject({ status: 'RS_OK', balance: 8_750_000 });
    expect((await wallet().call('balance', base)).answer.balance).toBe(8_650_000);
    expect(await betsOf(who.member.id)).toBe(2);
  });

  it('refuses the same transaction_uuid with other content as RS_ERROR_DUPLICATE_TRANSACTION', async () => {
    const { base } = await player(100_00n);
    const bet = betBody(base, 1_000_000);
    expect((await wallet().call('bet', bet)).answer.status).toBe('RS_OK');
    const other = await wallet().call('bet', { ...bet, amount: 2_000_000 });
    expect(other.answer).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 9_000_000 });
    expect((await wallet().call('bet', { ...bet, round: randomUUID() })).answer.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
  });

  it('answers RS_ERROR_NOT_ENOUGH_MONEY with the real balance', async () => {
    const { base } = await player(5_00n);
    expect((await wallet().call('bet', betBody(base, 600_000))).answer).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: 500_000,
      currency: 'PHP',
    });
  });

  it('refuses another currency, an unknown game, a fraction of a centavo, wrong types, missing fields and bad JSON', async () => {
    const { who, base } = await player(100_00n);
    expect((await wallet().call('bet', betBody(base, 100_000, { currency: 'EUR' }))).answer).toMatchObject({
      status: 'RS_ERROR_WRONG_CURRENCY',
      balance: 10_000_000,
    });
    expect((await wallet().call('bet', betBody({ ...base, game_code: 'sim_not_a_game' }, 100_000))).answer.status).toBe('RS_ERROR_INVALID_GAME');
    // A hidden game is not ours to take bets for.
    expect((await wallet().call('bet', betBody({ ...base, game_code: 'sim_retired_slot' }, 100_000))).answer.status).toBe('RS_ERROR_INVALID_GAME');
    expect((await wallet().call('bet', betBody(base, 100_001))).answer.status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await wallet().call('bet', betBody(base, 1.5))).answer.status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await wallet().call('bet', { ...betBody(base, 100_000), amount: '100000' })).answer.status).toBe('RS_ERROR_WRONG_TYPES');
    const { round: _round, ...noRound } = betBody(base, 100_000);
    expect((await wallet().call('bet', noRound)).answer.status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await wallet().call('bet', {}, { raw: '{"user": "x", ' })).answer.status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect(await betsOf(who.member.id)).toBe(0);
  });

  it('refuses a sub_partner_id that is not this site’s as RS_ERROR_INVALID_PARTNER', async () => {
    const { base } = await player(10_00n);
    expect((await wallet().call('bet', betBody(base, 100_000, { sub_partner_id: 'another-brand' }))).answer.status).toBe('RS_ERROR_INVALID_PARTNER');
  });

  it('refuses free bets, which we never granted, as RS_ERROR_UNKNOWN', async () => {
    const { base } = await player(10_00n);
    expect((await wallet().call('bet', betBody(base, 100_000, { is_free: true }))).answer.status).toBe('RS_ERROR_UNKNOWN');
  });

  it('refuses a bet on an expired token, while its win and a rollback still book', async () => {
    const { who, base } = await player(20_00n);
    const first = betBody(base, 500_000);
    const second = betBody(base, 300_000);
    expect((await wallet().call('bet', first)).answer.status).toBe('RS_OK');
    expect((await wallet().call('bet', second)).answer.status).toBe('RS_OK');
    await app.db
      .update(gameSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameSession.memberId, who.member.id));
    expect((await wallet().call('bet', betBody(base, 100_000))).answer).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: 1_200_000 });
    expect((await wallet().call('balance', base)).answer.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    const win = {
      ...base,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: first.transaction_uuid,
      round: first.round,
      currency: 'PHP',
      amount: 1_500_000,
    };
    expect((await wallet().call('win', win)).answer).toMatchObject({ status: 'RS_OK', balance: 2_700_000 });
    const rollback = { ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: second.transaction_uuid, round: second.round };
    expect((await wallet().call('rollback', rollback)).answer).toMatchObject({ status: 'RS_OK', balance: 3_000_000 });
  });

  it('refuses a suspended member’s bet as RS_ERROR_USER_DISABLED, and still pays the win', async () => {
    const { who, base } = await player(20_00n);
    const bet = betBody(base, 500_000);
    expect((await wallet().call('bet', bet)).answer.status).toBe('RS_OK');
    await app.db.update(member).set({ status: 'suspended' }).where(eq(member.id, who.member.id));
    expect((await wallet().call('bet', betBody(base, 100_000))).answer).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 1_500_000 });
    const win = {
      ...base,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      round: bet.round,
      currency: 'PHP',
      amount: 1_000_000,
    };
    expect((await wallet().call('win', win)).answer).toMatchObject({ status: 'RS_OK', balance: 2_500_000 });
  });

  it('holds the member’s own wager limit: the bet past it is RS_ERROR_USER_DISABLED', async () => {
    const { who, base } = await player(100_00n);
    const limit = await app.inject({ method: 'PUT', url: protectionPaths.limits, headers: who.headers, payload: { kind: 'wager', period: 'day', amount: 20 } });
    expect(limit.statusCode).toBe(200);
    expect((await wallet().call('bet', betBody(base, 1_500_000))).answer.status).toBe('RS_OK');
    expect((await wallet().call('bet', betBody(base, 1_000_000))).answer).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 8_500_000 });
  });
});

describe('transaction/win and transaction/rollback', () => {
  it('pays a win on its bet, once, and refuses a win whose bet does not exist', async () => {
    const { base } = await player(10_00n);
    const bet = betBody(base, 200_000);
    await wallet().call('bet', bet);
    const win = {
      ...base,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      round: bet.round,
      round_closed: true,
      currency: 'PHP',
      amount: 750_000,
    };
    expect((await wallet().call('win', win)).answer).toMatchObject({ status: 'RS_OK', balance: 1_550_000 });
    expect((await wallet().call('win', win)).answer).toMatchObject({ status: 'RS_OK', balance: 1_550_000 });
    expect((await wallet().call('win', { ...win, amount: 800_000 })).answer.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    const orphan = { ...win, transaction_uuid: randomUUID(), reference_transaction_uuid: randomUUID() };
    expect((await wallet().call('win', orphan)).answer).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: 1_550_000 });
    expect((await wallet().call('balance', base)).answer.balance).toBe(1_550_000);
  });

  it('gives a stake back on rollback, once, and a win after it finds no bet', async () => {
    const { base } = await player(10_00n);
    const bet = betBody(base, 400_000);
    await wallet().call('bet', bet);
    const rollback = { ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, round: bet.round };
    expect((await wallet().call('rollback', rollback)).answer).toMatchObject({ status: 'RS_OK', balance: 1_000_000 });
    expect((await wallet().call('rollback', rollback)).answer).toMatchObject({ status: 'RS_OK', balance: 1_000_000 });
    const win = {
      ...base,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      round: bet.round,
      currency: 'PHP',
      amount: 900_000,
    };
    expect((await wallet().call('win', win)).answer.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect((await wallet().call('balance', base)).answer.balance).toBe(1_000_000);
  });

  it('keeps a rollback of a bet not seen yet as a tombstone: the late bet is refused and moves nothing', async () => {
    const { who, base } = await player(10_00n);
    const bet = betBody(base, 300_000);
    const early = { ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, round: bet.round };
    expect((await wallet().call('rollback', early)).answer).toMatchObject({ status: 'RS_OK', balance: 1_000_000 });
    expect((await wallet().call('bet', bet)).answer).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 1_000_000 });
    expect(await betsOf(who.member.id)).toBe(0);
  });
});

describe('retries, timeouts and races', () => {
  it('books a bet the aggregator gave up on once, and answers its retry the same', async () => {
    const { who, base } = await player(10_00n);
    const { reply } = await wallet().retried('bet', betBody(base, 100_000), 1);
    expect(reply.answer).toMatchObject({ status: 'RS_OK', balance: 900_000 });
    expect(await betsOf(who.member.id)).toBe(1);
  });

  it('books the same bet sent twice at once a single time, both answered alike', async () => {
    const { who, base } = await player(10_00n);
    const bet = betBody(base, 250_000);
    const [one, two] = await Promise.all([wallet().call('bet', bet), wallet().call('bet', bet)]);
    expect(one?.answer).toMatchObject({ status: 'RS_OK', balance: 750_000 });
    expect(two?.answer).toMatchObject({ status: 'RS_OK', balance: 750_000 });
    expect(await betsOf(who.member.id)).toBe(1);
    expect((await wallet().call('balance', base)).answer.balance).toBe(750_000);
  });

  it('lets exactly one of a win and its racing rollback move money', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const { who, base } = await player(10_00n);
      const bet = betBody(base, 200_000);
      await wallet().call('bet', bet);
      const win = {
        ...base,
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: bet.transaction_uuid,
        round: bet.round,
        currency: 'PHP',
        amount: 500_000,
      };
      const rollback = { ...base, transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, round: bet.round };
      const [won, rolled] = await Promise.all([wallet().call('win', win), wallet().call('rollback', rollback)]);
      const balance = (await wallet().call('balance', base)).answer.balance;
      if (won.answer.status === 'RS_OK') {
        expect(rolled.answer.status).toBe('RS_ERROR_UNKNOWN');
        expect(balance).toBe(1_300_000);
      } else {
        expect(won.answer.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        expect(rolled.answer.status).toBe('RS_OK');
        expect(balance).toBe(1_000_000);
      }
      const [settled] = await app.db
        .select({ total: count() })
        .from(betRecord)
        .where(and(eq(betRecord.memberId, who.member.id), eq(betRecord.txId, bet.transaction_uuid)));
      expect(settled?.total).toBe(1);
    }
  });
});

describe('the simulator’s game page', () => {
  async function action(session: string, name: string, extra: object = {}) {
    const response = await fetch(`${pageOrigin}/play/action`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session, action: name, stake: 10, ...extra }),
    });
    return (await response.json()) as { lines: string[]; balance?: number };
  }
  let pageOrigin = '';

  it('plays a round, repeats a call, sends a duplicate, rolls back before the bet and survives a timeout', async () => {
    const who = await signedInMember(app);
    await fund(app, who.member.id, 100_00n);
    const game = app.vendors.catalog.games.find((candidate) => candidate.code === 'sim_lucky_lanterns');
    const response = await app.inject({ method: 'POST', url: gamePaths.launch, headers: who.headers, payload: { gameId: game?.code, nodeId: game?.id } });
    const url = new URL(successSchema(gameLaunchValueSchema).parse(response.json()).value.game_url);
    pageOrigin = url.origin;
    const session = url.searchParams.get('session') ?? '';
    const page = await fetch(url);
    expect(await page.text()).toContain('Lucky Lanterns');

    expect(await action(session, 'play', { multiplier: 2 })).toMatchObject({
      lines: ['bet: RS_OK (balance 90.00)', 'win: RS_OK (balance 110.00)'],
      balance: 110,
    });
    expect((await action(session, 'retry')).lines).toEqual(['repeat of win: RS_OK (balance 110.00)']);
    expect((await action(session, 'duplicate')).lines).toEqual(['bet again, other amount: RS_ERROR_DUPLICATE_TRANSACTION (balance 110.00)']);
    expect((await action(session, 'early-rollback')).lines).toEqual([
      'rollback of a bet not sent yet: RS_OK (balance 110.00)',
      'the late bet: RS_ERROR_DUPLICATE_TRANSACTION (balance 110.00)',
    ]);
    expect((await action(session, 'timeout')).lines.at(-1)).toBe('bet: RS_OK (balance 100.00)');
    expect((await wallet().call('balance', { user: who.member.username, token: sim.sessions.get(session)?.token ?? '' })).answer.balance).toBe(10_000_000);
  });
});

describe.runIf(testDatabaseKind === 'pglite')('an unconfigured aggregator', () => {
  it('is off: no wallet paths, no games', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({ method: 'POST', url: `${hub88Prefix}/user/balance`, payload: {} });
      expect(response.statusCode).toBe(404);
      expect(bare.app.vendors.catalog.games.some((game) => game.code.startsWith('sim_'))).toBe(false);
    } finally {
      await bare.close();
    }
  });
});
