import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentPaths, incomeSchema } from '../../../src/contract/agent.ts';
import {
  contractOpsPaths,
  contractPaths,
  opsSettlementSchema,
  settlementPageSchema,
  type ContractKind,
  type SettlementItem,
} from '../../../src/contract/contracts.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { recordPageSchema, walletPaths } from '../../../src/contract/wallet.ts';
import { contractSettlement, ledgerEntry, ledgerTransfer } from '../../db/schema.ts';
import { databaseNow } from '../../test/db-time.ts';
import { todayIn } from '../records/period.ts';
import { manualClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { teamOf } from '../agents/test-support.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { postTransfer } from '../ledger/transfers.ts';
import { ops, opsToken } from '../payments/test-support.ts';
import { memberAccount, systemAccount } from '../wallet/accounts.ts';
import { signedInMember, type SignedIn } from '../wallet/test-support.ts';
import { periodFrom, unitOf } from './periods.ts';
import { settleDue } from './scheduler.ts';
import { runSettlement } from './settle.ts';
import { act, grant, offer, pTiers, settledBet } from './test-support.ts';

/** An instant in the operator's zone (Asia/Manila, UTC+8). */
const manila = (local: string) => new Date(`${local}+08:00`);

describe('contract settlement', () => {
  const clock = manualClock(manila('2026-11-10T08:00:00'));
  let harness: TestApp;
  const app = () => harness.app;
  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken }, clock });
  });
  afterAll(() => harness?.close());

  const get = async <T extends { parse(value: unknown): { value: unknown } }>(who: SignedIn, url: string, schema: T) => {
    const response = await app().inject({ method: 'GET', url, headers: who.headers });
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json()).value as ReturnType<T['parse']>['value'];
  };
  const settlements = (who: SignedIn, kind: ContractKind) => get(who, `${contractPaths.settlements}?kind=${kind}`, successSchema(settlementPageSchema));
  const period = async (kind: ContractKind, label: string) => {
    const found = periodFrom(kind, unitOf(kind, (await app().settings.get('contracts')).dividendPeriod), label, harness.config.TIME_ZONE);
    if (!found) throw new Error(`no ${kind} period starts at ${label}`);
    return found;
  };
  const paidOf = (items: SettlementItem[]) => items.map((item) => [item.period, item.amount]);

  /** top → sub → subSub, each with a daily contract at 2%, 1.5% and 1%, and a player under each. */
  async function dailyChain(day: string) {
    clock.set(manila(`${day}T08:00:00`));
    const team = await teamOf(app());
    const subSub = await signedInMember(app(), { type: 1, uplineId: team.subAgent.member.id });
    const deepest = await signedInMember(app(), { uplineId: subSub.member.id });
    await grant(app(), team.agent.member.username, 'daily', pTiers([0, 0, 0.02]));
    await act(app(), team.subAgent, 'daily', await offer(app(), team.agent, team.subAgent, 'daily', pTiers([0, 0, 0.015])), 'A');
    await act(app(), subSub, 'daily', await offer(app(), team.subAgent, subSub, 'daily', pTiers([0, 0, 0.01])), 'A');
    return { ...team, subSub, deepest };
  }

  it('pays each agent its rate on its team minus its downline rates on their sub-teams, once per period; a late bet counts on its settlement day', async () => {
    const { agent, member, subAgent, subMember, subSub, deepest } = await dailyChain('2026-11-10');
    for (const who of [member, subMember, deepest]) await settledBet(app(), who.member.id, 1000, 0, manila('2026-11-10T10:00:00'));
    // Settled 30 seconds after midnight: it belongs to the 11th, whenever it was placed.
    await settledBet(app(), member.member.id, 500, 0, manila('2026-11-11T00:00:30'));

    clock.set(manila('2026-11-11T00:00:30'));
    await settleDue(app());
    expect((await settlements(agent, 'daily')).items).toEqual([]);
    clock.set(manila('2026-11-11T00:02:00'));
    await settleDue(app());
    const top = (await settlements(agent, 'daily')).items;
    expect(top).toEqual([
      expect.objectContaining({
        kind: 'daily',
        period: '2026-11-10',
        amount: 30,
        figures: expect.objectContaining({ validBet: 3000, gross: 60, downline: 30, rate: 0.02, tier: 0, activeMembers: 3 }),
      }),
    ]);
    expect(paidOf((await settlements(subAgent, 'daily')).items)).toEqual([['2026-11-10', 20]]);
    expect(paidOf((await settlements(subSub, 'daily')).items)).toEqual([['2026-11-10', 10]]);

    // Again, by the scheduler and by the operator: nothing is paid twice.
    await settleDue(app());
    const rerun = await ops(app(), 'POST', contractOpsPaths.run, { kind: 'daily', period: '2026-11-10', reason: 'check' });
    expect(successSchema(opsSettlementSchema).parse(rerun.json()).value).toMatchObject({ ran: false, alreadySettled: true });
    expect((await settlements(agent, 'daily')).paid).toBe(30);

    // The money is in the agent's income and account record, as salary (stamped by the database's clock).
    const today = todayIn(harness.config.TIME_ZONE, await databaseNow(app().db));
    const income = await get(agent, `${agentPaths.income}?from=${today}&to=${today}`, successSchema(incomeSchema));
    expect(income.byKind).toContainEqual({ kind: 'salary', amount: 30 });
    const records = await get(subAgent, `${walletPaths.records}?type=salary&from=${today}&to=${today}`, successSchema(recordPageSchema));
    expect(records.items.map((item) => [item.type, item.amount, item.remark])).toEqual([['salary', 20, 'Daily salary for Nov 10, 2026']]);
    const inPortuguese = await app().inject({
      method: 'GET',
      url: `${agentPaths.income}?from=${today}&to=${today}`,
      headers: { ...agent.headers, language: 'pt' },
    });
    expect(
      successSchema(incomeSchema)
        .parse(inPortuguese.json())
        .value.items.map((item) => item.remark),
    ).toEqual(['Salário diário de 10 de nov. de 2026']);

    clock.set(manila('2026-11-12T00:02:00'));
    await settleDue(app());
    expect(paidOf((await settlements(agent, 'daily')).items)).toEqual([
      ['2026-11-11', 10],
      ['2026-11-10', 30],
    ]);
    expect(paidOf((await settlements(subAgent, 'daily')).items)).toEqual([
      ['2026-11-11', 0],
      ['2026-11-10', 20],
    ]);
  });

  it('the hourly salary is paid in real time: 5-minute windows pay the hour so far, the close the rest, and a bet pays one hourly salary', async () => {
    clock.set(manila('2026-11-20T12:00:00'));
    await app().settings.set('contracts', { activeMemberThreshold: 10, dividendPeriod: 'monthly' }, { actor: 'test', reason: 'threshold for the test' });
    const { agent, member, subAgent, subMember } = await teamOf(app());
    const second = await signedInMember(app(), { uplineId: subAgent.member.id });
    await grant(app(), agent.member.username, 'hourly', pTiers([0, 0, 0.01], [0, 2, 0.02]));
    await act(app(), subAgent, 'hourly', await offer(app(), agent, subAgent, 'hourly', pTiers([0, 0, 0.005], [0, 2, 0.01])), 'A');
    await settledBet(app(), member.member.id, 100, 0, manila('2026-11-20T13:02:00'));
    await settledBet(app(), subMember.member.id, 50, 20, manila('2026-11-20T13:07:00'));
    await settledBet(app(), second.member.id, 100, 0, manila('2026-11-20T13:41:00'));
    await settledBet(app(), member.member.id, 30, 0, manila('2026-11-20T13:58:00'));

    // The windows 13:00 to 13:55; the one ending at 14:00 is the hour's close.
    for (let minute = 0; minute < 55; minute += 5) {
      const label = `2026-11-20T13:${String(minute).padStart(2, '0')}`;
      clock.set(new Date(manila(`${label}:00`).getTime() + 6 * 60_000));
      await runSettlement(app(), await period('realtime', label));
    }
    clock.set(manila('2026-11-20T14:01:00'));
    await runSettlement(app(), await period('hourly', '2026-11-20T13:00'));

    const windowsOf = (items: SettlementItem[]) =>
      items
        .filter((item) => item.kind === 'realtime' && item.amount > 0)
        .map((item) => [item.period, item.amount])
        .reverse();
    // agent: 13:00 100 of bets, one active member, 1% = 1.00. 13:05: 150, two active, 2% = 3.00 minus
    // the sub-agent's 0.5% of 50 = 0.25 → 2.75, 1.00 paid → 1.75. 13:40: 250 at 2% = 5.00 minus the
    // sub-agent's 1% of 150 = 1.50 → 3.50, 2.75 paid → 0.75. Close: 280 at 2% = 5.60 minus 1.50 = 4.10, 3.50 paid → 0.60.
    const top = (await settlements(agent, 'hourly')).items;
    expect(windowsOf(top)).toEqual([
      ['2026-11-20T13:00', 1],
      ['2026-11-20T13:05', 1.75],
      ['2026-11-20T13:40', 0.75],
    ]);
    expect(top.filter((item) => item.kind === 'realtime')).toHaveLength(11);
    expect(top.filter((item) => item.kind === 'hourly')).toEqual([
      expect.objectContaining({
        period: '2026-11-20T13:00',
        amount: 0.6,
        figures: expect.objectContaining({ validBet: 280, activeMembers: 3, gross: 5.6, downline: 1.5 }),
      }),
    ]);
    expect((await settlements(agent, 'hourly')).paid).toBe(4.1);
    // sub-agent: 13:05: 50, one active, 0.5% = 0.25; 13:40: 150, two active, 1% = 1.50, 0.25 paid → 1.25; close: 1.50, all paid → 0.
    const sub = (await settlements(subAgent, 'hourly')).items;
    expect(windowsOf(sub)).toEqual([
      ['2026-11-20T13:05', 0.25],
      ['2026-11-20T13:40', 1.25],
    ]);
    expect(sub.filter((item) => item.kind === 'hourly').map((item) => item.amount)).toEqual([0]);
    expect((await settlements(subAgent, 'hourly')).paid).toBe(1.5);
    // A window of an hour already closed pays nothing: the close paid it.
    expect((await runSettlement(app(), await period('realtime', '2026-11-20T13:55'))).alreadySettled).toBe(true);
    expect((await settlements(agent, 'realtime')).paid).toBe(3.5);

    // My income names each payment's contract and window in the agent's language, on the operator's clock.
    const today = todayIn(harness.config.TIME_ZONE, await databaseNow(app().db));
    const incomeIn = async (language: string) => {
      const response = await app().inject({
        method: 'GET',
        url: `${agentPaths.income}?from=${today}&to=${today}&pageSize=50`,
        headers: { ...agent.headers, language },
      });
      return successSchema(incomeSchema)
        .parse(response.json())
        .value.items.map((item) => item.remark.replace(/\s+/g, ' '));
    };
    expect(await incomeIn('pt')).toContain('Salário em tempo real de 20 de nov. de 2026 13:00 – 13:05');
    expect(await incomeIn('pt')).toContain('Salário por hora de 20 de nov. de 2026 13:00 – 14:00');
    expect(await incomeIn('tl')).toContain('Real-time na sahod para sa Nob 20, 2026, 1:00–1:05 PM');
    expect((await incomeIn('tl')).filter((remark) => /realtime|hourly|\dT\d/.test(remark))).toEqual([]);
  });

  it('dividends pay on the net loss minus bonuses for the operator period; an open period cannot be run', async () => {
    clock.set(manila('2026-11-10T09:00:00'));
    await app().settings.set('contracts', { activeMemberThreshold: 100, dividendPeriod: 'weekly' }, { actor: 'test', reason: 'weekly dividends' });
    const { agent, member } = await teamOf(app());
    await grant(app(), agent.member.username, 'dividend', [{ minimumBet: 500, netLoss: 100, activeMember: 1, rateType: 'P', rate: 0.3 }]);
    await settledBet(app(), member.member.id, 1000, 200, manila('2026-11-12T10:00:00'));
    const bonus = await app().db.transaction(async (tx) =>
      postTransfer(tx, {
        ledger: 'money',
        kind: 'bonus',
        idempotencyKey: `bonus-${member.member.id}`,
        memberId: member.member.id,
        legs: [
          { accountId: await systemAccount(tx, 'bonus', 'PHP'), amount: -10_000n },
          { accountId: await memberAccount(tx, member.member.id, 'main', 'PHP'), amount: 10_000n },
        ],
      }),
    );
    // The ledger stamps entries with the database's clock; this bonus was credited during the week.
    await app()
      .db.update(ledgerEntry)
      .set({ createdAt: manila('2026-11-12T11:00:00') })
      .where(eq(ledgerEntry.transferId, bonus.transferId));

    clock.set(manila('2026-11-15T23:00:00'));
    const open = await ops(app(), 'POST', contractOpsPaths.run, { kind: 'dividend', period: '2026-11-09', reason: 'too early' });
    expect(open.statusCode).toBe(400);
    expect((await ops(app(), 'POST', contractOpsPaths.run, { kind: 'dividend', period: '2026-11-10', reason: 'not a monday' })).statusCode).toBe(400);

    clock.set(manila('2026-11-16T00:05:00'));
    const preview = successSchema(opsSettlementSchema).parse((await ops(app(), 'POST', contractOpsPaths.preview, { kind: 'dividend' })).json()).value;
    expect(preview).toMatchObject({ period: '2026-11-09', ran: false });
    expect(preview.items.find((item) => item.holder === agent.member.username)).toMatchObject({
      amount: 210,
      figures: { validBet: 1000, netLoss: 700, activeMembers: 1 },
    });
    expect((await settlements(agent, 'dividend')).items).toEqual([]);

    const run = successSchema(opsSettlementSchema).parse(
      (await ops(app(), 'POST', contractOpsPaths.run, { kind: 'dividend', period: '2026-11-09', reason: 'weekly run' })).json(),
    ).value;
    expect(run).toMatchObject({ ran: true, alreadySettled: false });
    expect(paidOf((await settlements(agent, 'dividend')).items)).toEqual([['2026-11-09', 210]]);
    const transfers = await app()
      .db.select()
      .from(ledgerTransfer)
      .where(and(eq(ledgerTransfer.kind, 'dividend'), eq(ledgerTransfer.memberId, agent.member.id)));
    expect(transfers).toHaveLength(1);
  });

  it('a run killed midway pays nothing, and the run after it pays every contract once', async () => {
    const { agent, member, subMember, deepest } = await dailyChain('2026-11-25');
    for (const who of [member, subMember, deepest]) await settledBet(app(), who.member.id, 200, 0, manila('2026-11-25T11:00:00'));
    clock.set(manila('2026-11-26T00:05:00'));
    const day = await period('daily', '2026-11-25');
    // Other tests' chains settle in this period too; this one's three agents are among them.
    await expect(
      runSettlement(app(), day, {
        afterPayments: () => {
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    const written = () =>
      app()
        .db.select()
        .from(contractSettlement)
        .where(and(eq(contractSettlement.kind, 'daily'), eq(contractSettlement.periodStart, day.start)));
    expect(await written()).toEqual([]);
    expect((await runSettlement(app(), day)).ran).toBe(true);
    expect((await runSettlement(app(), day)).alreadySettled).toBe(true);
    const rows = await written();
    expect(new Set(rows.map((row) => row.contractId)).size).toBe(rows.length);
    const keys = await app().db.select({ key: ledgerTransfer.idempotencyKey }).from(ledgerTransfer).where(eq(ledgerTransfer.kind, 'salary'));
    expect(keys.filter((row) => row.key.endsWith(`:daily:${day.start.toISOString()}`))).toHaveLength(rows.filter((row) => row.amount > 0n).length);
    expect(paidOf((await settlements(agent, 'daily')).items)).toEqual([['2026-11-25', 6]]);
    // The set-by-set payments keep the ledger's invariants: balanced transfers, balances equal to their entries.
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });
});
