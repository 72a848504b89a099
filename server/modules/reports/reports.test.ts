import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successSchema } from '../../../src/contract/envelope.ts';
import { agentOpsPaths } from '../../../src/contract/agent.ts';
import { betPageSchema, maxBetPageSize } from '../../../src/contract/games.ts';
import { toMinorUnits } from '../../../src/contract/money.ts';
import { centsText, reportMoneyFields, reportSchema, reportsPaths, textCents, type Report, type ReportFigures } from '../../../src/contract/reports.ts';
import { profitSchema } from '../../../src/contract/wallet.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addAccount, ops, opsToken, player, withdraw, type Player } from '../payments/test-support.ts';
import { approvedDeposit, playSlot, withoutDepositBonuses } from '../promotions/test-support.ts';
import { grantAndPay } from '../promotions/rewards.ts';
import { todayIn } from '../records/period.ts';
import { signedInStaff } from '../staff/test-support.ts';
import { signedInMember } from '../wallet/test-support.ts';
import { parseCsv } from './csv-test-support.ts';

describe('the summary report agrees with the members’ own records', () => {
  let harness: TestApp;
  const app = () => harness.app;
  let finance: Record<string, string>;
  let today = '';
  let agentName = '';
  const players: Player[] = [];

  const report = async (query: string, headers = finance): Promise<Report> => {
    const response = await app().inject({ method: 'GET', url: `${reportsPaths.summary}?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return successSchema(reportSchema).parse(response.json()).value;
  };
  const memberGet = (who: Player, url: string) => app().inject({ method: 'GET', url, headers: who.headers });

  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken, TEAM_ROLLUP_CLOCK_MS: '0' } });
    // The one bonus is the test's own, with no turnover to hold the withdrawal.
    await withoutDepositBonuses(app());
    finance = (await signedInStaff(app(), ['finance'])).headers;
    today = todayIn(app().config.TIME_ZONE, new Date());
    const agent = await signedInMember(app(), { type: 1 });
    agentName = agent.member.username;
    const ana = await player(app());
    const ben = await player(app());
    players.push(ana, ben);
    for (const who of players) {
      const moved = await ops(app(), 'POST', agentOpsPaths.move.replace(':id', String(who.id)), { uplineUsername: agentName, reason: 'report test team' });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await approvedDeposit(app(), ana, 500);
    await playSlot(app(), ana, 3, 10, 25);
    await approvedDeposit(app(), ben, 300.75);
    await playSlot(app(), ben, 2, 20.5, 0);
    const currency = (await app().settings.get('currency')).code;
    await app().db.transaction((tx) =>
      grantAndPay(
        tx,
        {
          memberId: ben.id,
          source: 'promotion',
          sourceKey: `report-test-${ben.id}`,
          title: { en: 'Goodwill', pt: 'Cortesia', tl: 'Pabuya' },
          amount: toMinorUnits(15.25),
          wagering: 0n,
          expiresAt: new Date(Date.now() + 86_400_000),
        },
        currency,
        new Date(),
      ),
    );
    const accountId = await addAccount(app(), ben);
    const requested = await withdraw(app(), ben, { accountId, amount: 120.4 });
    expect(requested.statusCode, requested.body).toBe(200);
    const id = (requested.json() as { value: { id: number } }).value.id;
    for (const verdict of ['approve', 'pay'])
      expect((await ops(app(), 'POST', `/ops/withdrawals/${id}/${verdict}`, { reason: 'report test' })).statusCode).toBe(200);
  }, 300_000);
  afterAll(() => harness?.close());

  /** The members' own figures for today, summed over every member who had money move: the report counts them all. */
  async function membersOwn(): Promise<{
    bets: bigint;
    validBets: bigint;
    payouts: bigint;
    bonuses: bigint;
    deposits: bigint;
    withdrawals: bigint;
    byVendor: Map<string, bigint[]>;
  }> {
    const sums = { bets: 0n, validBets: 0n, payouts: 0n, bonuses: 0n, deposits: 0n, withdrawals: 0n, byVendor: new Map<string, bigint[]>() };
    for (const who of players) {
      const profit = successSchema(profitSchema).parse((await memberGet(who, `/wps/member/profit?from=${today}&to=${today}`)).json()).value;
      sums.bets += toMinorUnits(profit.validBets);
      sums.payouts += toMinorUnits(profit.payouts);
      sums.bonuses += toMinorUnits(profit.bonuses);
      sums.deposits += toMinorUnits(profit.deposits);
      sums.withdrawals += toMinorUnits(profit.withdrawals);
      const bets = successSchema(betPageSchema).parse(
        (await memberGet(who, `/wps/member/bets?from=${today}&to=${today}&pageSize=${maxBetPageSize}`)).json(),
      ).value;
      for (const bet of bets.items) {
        sums.validBets += toMinorUnits(bet.validBet);
        const [stake, payout] = sums.byVendor.get(bet.vendor) ?? [0n, 0n];
        sums.byVendor.set(bet.vendor, [stake! + toMinorUnits(bet.validBet), payout! + toMinorUnits(bet.payout)]);
      }
    }
    return sums;
  }

  const expectMoney = (figures: ReportFigures, own: Awaited<ReturnType<typeof membersOwn>>) => {
    expect(figures).toMatchObject({
      bets: centsText(own.bets),
      validBets: centsText(own.validBets),
      payouts: centsText(own.payouts),
      bonuses: centsText(own.bonuses),
      deposits: centsText(own.deposits),
      withdrawals: centsText(own.withdrawals),
      ggr: centsText(own.bets - own.payouts),
      ngr: centsText(own.bets - own.payouts - own.bonuses),
    });
  };

  it('adds up the day’s deposits, play, bonus and withdrawal to the cent, by day and in total', async () => {
    const own = await membersOwn();
    // What the test played: the sums are not empty, so an agreement of zeros proves nothing.
    expect(own.bets).toBe(7100n);
    expect(own.withdrawals).toBe(12040n);
    expect(own.bonuses).toBe(1525n);
    const value = await report(`from=${today}&to=${today}&group=day`);
    expect(value.timeZone).toBe(app().config.TIME_ZONE);
    expect(value.rows).toHaveLength(1);
    expect(value.rows[0]!.day).toBe(today);
    expectMoney(value.rows[0]!, own);
    expectMoney(value.total, own);
    expect(value.total.activeMembers).toBe(2);
    expect(value.rows[0]!.activeMembers).toBe(2);
    expect(value.total.newMembers).toBeGreaterThanOrEqual(3);
  });

  it('splits the bets by vendor and category as the members’ bet records have them, the rest zero', async () => {
    const own = await membersOwn();
    const byVendor = await report(`from=${today}&to=${today}&group=vendor`);
    expect(byVendor.rows.map((row) => [row.vendor, row.validBets, row.payouts])).toEqual(
      [...own.byVendor].map(([vendor, [stake, payout]]) => [vendor, centsText(stake!), centsText(payout!)]),
    );
    for (const row of byVendor.rows) expect(row).toMatchObject({ deposits: '0.00', withdrawals: '0.00', bonuses: '0.00', newMembers: 0, ngr: row.ggr });
    const sum = (rows: Report['rows'], field: (typeof reportMoneyFields)[number]) => centsText(rows.reduce((total, row) => total + textCents(row[field]), 0n));
    expect(sum(byVendor.rows, 'bets')).toBe(byVendor.total.bets);
    expect(sum(byVendor.rows, 'payouts')).toBe(byVendor.total.payouts);
    const byCategory = await report(`from=${today}&to=${today}&group=category`);
    expect(sum(byCategory.rows, 'bets')).toBe(byCategory.total.bets);
    expect(byCategory.total).toEqual(byVendor.total);
    const byGame = await report(`from=${today}&to=${today}&group=game`);
    expect(byGame.rows.map((row) => [row.vendor, row.game, row.bets])).toEqual([['HOUSE_SLOT', 'house-slot-tala-reels', byVendor.total.bets]]);
  });

  it('gives the agent its team’s figures, and the agents desk that grouping only', async () => {
    const own = await membersOwn();
    const agentsDesk = (await signedInStaff(app(), ['agents'])).headers;
    const value = await report(`from=${today}&to=${today}&group=agent`, agentsDesk);
    const row = value.rows.find((candidate) => candidate.agent === agentName);
    expect(row).toBeDefined();
    expectMoney(row!, own);
    expect(row!.activeMembers).toBe(2);
    expect(row!.newMembers).toBe(2);
    for (const group of ['day', 'vendor', 'category', 'game']) {
      const refused = await app().inject({ method: 'GET', url: `${reportsPaths.summary}?from=${today}&to=${today}&group=${group}`, headers: agentsDesk });
      expect(refused.statusCode, group).toBe(403);
    }
  });

  it('keeps reports from desks without the reports permission, and refuses impossible spans', async () => {
    for (const role of ['support', 'marketing', 'risk'] as const) {
      const headers = (await signedInStaff(app(), [role])).headers;
      expect((await app().inject({ method: 'GET', url: `${reportsPaths.summary}?from=${today}&to=${today}`, headers })).statusCode, role).toBe(403);
    }
    const admin = (await signedInStaff(app(), ['admin'])).headers;
    expect((await report(`from=${today}&to=${today}&group=agent`, admin)).group).toBe('agent');
    for (const query of ['from=2026-02-30&to=2026-03-01', 'from=2026-03-02&to=2026-03-01', 'from=2024-01-01&to=2025-01-02', 'from=2026-01-01', 'from=x&to=y']) {
      const response = await app().inject({ method: 'GET', url: `${reportsPaths.summary}?${query}`, headers: finance });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('answers the same figures as CSV, with a header row and the total last', async () => {
    const json = await report(`from=${today}&to=${today}&group=vendor`);
    for (const ask of [
      { query: '&format=csv', headers: finance },
      { query: '', headers: { ...finance, accept: 'text/csv' } },
    ]) {
      const response = await app().inject({
        method: 'GET',
        url: `${reportsPaths.summary}?from=${today}&to=${today}&group=vendor${ask.query}`,
        headers: ask.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain(`summary-vendor-${today}-${today}.csv`);
      const [header, ...lines] = parseCsv(response.body);
      expect(header).toEqual(['vendor', ...reportMoneyFields, 'activeMembers', 'newMembers']);
      const rows = [...json.rows, { ...json.total, vendor: 'total' }];
      expect(lines).toEqual(
        rows.map((row) => [row.vendor!, ...reportMoneyFields.map((field) => row[field]), String(row.activeMembers), String(row.newMembers)]),
      );
    }
  });
});
