import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successSchema } from '../../../src/contract/envelope.ts';
import { betPageSchema, betResultOf, gamePaths, maskUsername, winnerBoardSchema } from '../../../src/contract/games.ts';
import { houseCatalogue, houseWalletVendor } from '../../../src/contract/house.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fund, signedInMember, type SignedIn } from '../wallet/test-support.ts';
import { gameOf, gamesCatalog, liveVendor, vendorCall, vendorEnv } from '../vendors/test-support.ts';
import { launchFor } from './test-support.ts';

describe('the betting record and the winner board', () => {
  let harness: TestApp;
  const app = () => harness.app;
  let who: SignedIn;

  async function page(query: string) {
    const response = await app().inject({ method: 'GET', url: `${gamePaths.bets}?${query}`, headers: who.headers });
    return successSchema(betPageSchema).parse(response.json()).value;
  }

  beforeAll(async () => {
    harness = await createTestApp({ env: vendorEnv, catalog: await gamesCatalog() });
    who = await signedInMember(app(), { username: 'dennisgo' });
    await fund(app(), who.member.id, 100_00n);
    const catalog = app().vendors.catalog;
    const session = async (vendor: string, extra: Record<string, unknown> = {}) => {
      const launched = await launchFor(app(), who.headers, gameOf(catalog, vendor), extra);
      return { sessionToken: launched.token, member: who.member.username, gameCode: launched.gameCode };
    };
    const slot = await session(houseCatalogue.slot.vendor);
    const lotto = await session(houseCatalogue.lotto.vendor);
    const play = await session(houseCatalogue.slot.vendor, { accountType: 0 });
    const outside = await session(liveVendor);
    const house = (operation: 'bet' | 'win' | 'rollback', body: object) => vendorCall(app(), houseWalletVendor, operation, body);
    await house('bet', { ...slot, txId: 's1', roundId: 'r1', amount: 10 });
    await house('win', { ...slot, txId: 'w1', roundId: 'r1', amount: 25 });
    await house('bet', { ...slot, txId: 's2', roundId: 'r2', amount: 5 });
    await house('win', { ...slot, txId: 'w2', roundId: 'r2', amount: 0 });
    await house('bet', { ...lotto, txId: 'l1', roundId: 'draw-1', amount: 20 });
    await house('bet', { ...play, txId: 'p1', roundId: 'r9', amount: 50 });
    await house('win', { ...play, txId: 'pw1', roundId: 'r9', amount: 100 });
    await vendorCall(app(), liveVendor, 'bet', { ...outside, txId: 'd1', roundId: 'x1', amount: 7 });
    await vendorCall(app(), liveVendor, 'rollback', { ...outside, txId: 'dx1', betTxId: 'd1', roundId: 'x1' });
  });
  afterAll(() => harness?.close());

  it("lists today's bets, newest first, with totals over real money only", async () => {
    const all = await page('');
    expect(all.items.map((item) => item.status)).toEqual(['void', 'won', 'open', 'lost', 'won']);
    expect(all.items[1]).toMatchObject({ playMoney: true, bet: 50, payout: 100 });
    expect(all.items[4]).toMatchObject({ vendor: houseCatalogue.slot.vendor, category: 'RNG', bet: 10, validBet: 10, payout: 25, winLoss: 15, roundId: 'r1' });
    expect(all.items[0]).toMatchObject({ vendor: liveVendor, bet: 7, validBet: 0, winLoss: 0 });
    expect(all.totals).toEqual({ count: 5, bet: 42, validBet: 35, payout: 25, winLoss: 10 });
  });

  it('filters by status, category and vendor, pages, and keeps to the dates', async () => {
    expect((await page('status=won')).items).toHaveLength(2);
    expect((await page('category=LOTT')).items.map((item) => item.status)).toEqual(['open']);
    expect((await page(`vendor=${liveVendor}`)).totals).toMatchObject({ count: 1, bet: 7, validBet: 0 });
    const second = await page('pageSize=2&page=2');
    expect(second.items.map((item) => item.status)).toEqual(['open', 'lost']);
    expect(second.total).toBe(5);
    expect((await page('from=2020-01-01&to=2020-01-31')).items).toEqual([]);
    const backwards = await app().inject({ method: 'GET', url: `${gamePaths.bets}?from=2020-02-01&to=2020-01-01`, headers: who.headers });
    expect(backwards.statusCode).toBe(400);
    const guest = await app().inject({ method: 'GET', url: gamePaths.bets });
    expect(guest.statusCode).toBe(401);
  });

  it('the winner board shows real-money wins with masked names', async () => {
    const response = await app().inject({ method: 'GET', url: `${gamePaths.winners}?gameCategory=ALL&language=en&limitNum=20` });
    const board = successSchema(winnerBoardSchema).parse(response.json()).value;
    expect(board.map((entry) => entry.vo.winAmount)).toEqual([25]);
    expect(board[0]?.vo.username).toBe('de***o');
    const lotteries = await app().inject({ method: 'GET', url: `${gamePaths.winners}?gameCategory=LOTT` });
    expect(lotteries.json()).toEqual({ success: true, value: [] });
  });

  it('personal profit and loss counts the real-money bets, never play money', async () => {
    const response = await app().inject({ method: 'GET', url: '/wps/member/profit', headers: who.headers });
    expect(response.json()).toMatchObject({ success: true, value: { bets: 42, validBets: 35, payouts: 25, net: -10 } });
  });

  it('masks short and long names', () => {
    expect(maskUsername('dennisgo')).toBe('de***o');
    expect(maskUsername('abc')).toBe('a***');
  });

  it('filters by the result each bet shows: a win that paid less than the stake is lost, one that paid it back even, and neither is on the winner board', async () => {
    const player = await signedInMember(app(), { username: 'partialpay' });
    await fund(app(), player.member.id, 100_00n);
    const launched = await launchFor(app(), player.headers, gameOf(app().vendors.catalog, houseCatalogue.slot.vendor));
    const slot = { sessionToken: launched.token, member: player.member.username, gameCode: launched.gameCode };
    const round = async (id: string, stake: number, payout: number) => {
      await vendorCall(app(), houseWalletVendor, 'bet', { ...slot, txId: `pb-${id}`, roundId: id, amount: stake });
      await vendorCall(app(), houseWalletVendor, 'win', { ...slot, txId: `pw-${id}`, roundId: id, amount: payout });
    };
    await round('short', 10, 4);
    await round('back', 5, 5);
    await round('double', 2, 8);
    await round('nothing', 3, 0);
    await vendorCall(app(), houseWalletVendor, 'bet', { ...slot, txId: 'pb-pending', roundId: 'pending', amount: 1 });
    const theirs = async (status: string) => {
      const response = await app().inject({ method: 'GET', url: `${gamePaths.bets}?status=${status}`, headers: player.headers });
      return successSchema(betPageSchema).parse(response.json()).value.items;
    };
    const picked = { won: ['double'], lost: ['nothing', 'short'], even: ['back'], open: ['pending'], void: [] };
    for (const [status, rounds] of Object.entries(picked)) {
      const items = await theirs(status);
      expect(
        items.map((item) => item.roundId),
        status,
      ).toEqual(rounds);
      for (const item of items) expect(betResultOf(item)).toBe(status);
    }
    const board = await app().inject({ method: 'GET', url: `${gamePaths.winners}?gameCategory=ALL&limitNum=19` });
    expect(
      successSchema(winnerBoardSchema)
        .parse(board.json())
        .value.map((entry) => entry.vo.winAmount),
    ).toEqual([8, 25]);
    const unknown = await app().inject({ method: 'GET', url: `${gamePaths.bets}?status=push`, headers: player.headers });
    expect(unknown.statusCode).toBe(400);
  });
});
