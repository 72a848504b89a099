import { and, asc, eq, gt, gte, inArray, lt, lte, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toAmount, toMinorUnits } from '../../../src/contract/money.ts';
import type { ContractKind, ContractSettings, SettlementFigures, Tier } from '../../../src/contract/contracts.ts';
import { agentContract, contractSettlement, member, memberTeam, settlementRun } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';
import { ensureMemberAccounts, postTransfers } from '../ledger/batch.ts';
import { mainCode, systemAccount } from '../wallet/accounts.ts';
import { distribute, grossOf } from './distribute.ts';
import { categoryFigures, noFigures, teamFigures, type Figures } from './figures.ts';
import { hourStartOf, type Period } from './periods.ts';
import { validAt } from './repository.ts';
import { rowsOf } from '../../db/functions.ts';

export interface SettledItem {
  contractId: number;
  holderId: number;
  holder: string;
  figures: SettlementFigures;
  /** Minor units paid for this period. */
  amount: bigint;
}

export interface SettlementOutcome {
  period: Period;
  /** False when another process holds the period (the scheduler skips it) or it was settled before. */
  ran: boolean;
  alreadySettled: boolean;
  items: SettledItem[];
}

/**
 * Real-time salary is the way the hourly salary is paid (docs/decisions/0510): the hourly contract
 * is settled in 5-minute windows (kind realtime) and at the hour's close (kind hourly).
 */
export const contractKindOf = (kind: ContractKind): ContractKind => (kind === 'realtime' ? 'hourly' : kind);
/** The runs a period of the kind must not overlap: a window of an hour already closed is paid by the close. */
export const settledKindsFor = (kind: ContractKind): ContractKind[] => (kind === 'realtime' ? ['realtime', 'hourly'] : [kind]);

/**
 * Where a real-time window's hour began: the zone's hour holding the window, or the end of the last
 * hour closed after it began (the hour in progress at a zone change closed at the new zone's boundary).
 */
async function hourStart(tx: Tx, window: Period): Promise<Date> {
  const [closed] = await tx
    .select({ end: max(settlementRun.periodEnd) })
    .from(settlementRun)
    .where(
      and(
        eq(settlementRun.kind, 'hourly'),
        lte(settlementRun.periodEnd, window.start),
        gt(settlementRun.periodEnd, new Date(window.start.getTime() - 2 * 3_600_000)),
      ),
    );
  const zoneHour = hourStartOf(window.start, window.timeZone);
  return closed?.end && closed.end > zoneHour ? closed.end : zoneHour;
}

/**
 * The span a salary accrues over and the span whose real-time payments it has already made: a window
 * pays what the hour so far earns minus the hour's earlier windows; the hour's close pays what the
 * whole hour earns minus all its windows. Other kinds pay their period once.
 */
async function accrualOf(tx: Tx, period: Period): Promise<{ from: Date; paidSince: Date | null; paidBefore: Date }> {
  if (period.kind === 'realtime') {
    const from = await hourStart(tx, period);
    return { from, paidSince: from, paidBefore: period.start };
  }
  if (period.kind === 'hourly') return { from: period.start, paidSince: period.start, paidBefore: period.end };
  return { from: period.start, paidSince: null, paidBefore: period.start };
}

/**
 * What each contract valid at the period's end earns for it. An hourly contract's windows together
 * with its hour's close pay what the hour earns, once: a bet never pays two salaries of one kind.
 * The hour's tier is read on the hour so far, so an early window may pay at a lower tier and a later
 * one tops it up; a window never takes back what an earlier one paid.
 */
export async function computeSettlement(app: FastifyInstance, tx: Tx, period: Period, settings: ContractSettings): Promise<SettledItem[]> {
  const contracts = await tx
    .select({ id: agentContract.id, holderId: agentContract.holderId, tiers: agentContract.tiers, holder: member.username })
    .from(agentContract)
    .innerJoin(member, eq(member.id, agentContract.holderId))
    .where(validAt(contractKindOf(period.kind), period.end));
  if (contracts.length === 0) return [];
  const holders = contracts.map((row) => row.holderId);
  const links = await tx
    .select({ ancestor: memberTeam.ancestorId, descendant: memberTeam.descendantId, depth: memberTeam.depth })
    .from(memberTeam)
    .where(and(inArray(memberTeam.ancestorId, holders), inArray(memberTeam.descendantId, holders), sql`${memberTeam.depth} > 0`));
  const accrual = await accrualOf(tx, period);
  const figures = await teamFigures(
    tx,
    holders,
    { from: accrual.from, to: period.end },
    { threshold: toMinorUnits(settings.activeMemberThreshold), bonuses: period.kind === 'dividend' },
  );

  const rated = contracts.filter((row) => ratesCategories(row.tiers)).map((row) => row.holderId);
  const codes = new Map(app.vendors.catalog.categories.map((category) => [category.id as string, category.gameCategory]));
  const byCategory = await categoryFigures(tx, rated, { from: accrual.from, to: period.end }, (category) => codes.get(category));
  const teamOf = (holderId: number): Figures => {
    const team = figures.get(holderId) ?? noFigures;
    const categories = byCategory.get(holderId);
    return categories ? { ...team, byCategory: categories } : team;
  };

  const contractOf = new Map(contracts.map((row) => [row.holderId, row.id]));
  const nearest = new Map<number, { ancestor: number; depth: number }>();
  for (const link of links) {
    const found = nearest.get(link.descendant);
    if (!found || link.depth < found.depth) nearest.set(link.descendant, { ancestor: link.ancestor, depth: link.depth });
  }
  const grossed = contracts.map((row) => ({ row, team: teamOf(row.holderId), ...grossOf(period.kind, row.tiers, teamOf(row.holderId)) }));
  const shares = distribute(
    grossed.map(({ row, gross }) => {
      const above = nearest.get(row.holderId);
      return { id: row.id, parent: above ? (contractOf.get(above.ancestor) ?? null) : null, gross };
    }),
  );
  const paidBefore = accrual.paidSince
    ? await paidInWindows(
        tx,
        contracts.map((row) => row.id),
        accrual.paidSince,
        accrual.paidBefore,
      )
    : new Map<number, bigint>();

  return grossed.map(({ row, team, tier, gross }) => {
    const share = shares.get(row.id) ?? { downline: 0n, pay: 0n };
    const owed = share.pay - (paidBefore.get(row.id) ?? 0n);
    const terms = tier === null ? undefined : row.tiers[tier];
    return {
      contractId: row.id,
      holderId: row.holderId,
      holder: row.holder,
      amount: owed > 0n ? owed : 0n,
      figures: {
        validBet: toAmount(team.validBet),
        netLoss: toAmount(team.netLoss),
        activeMembers: team.activeMembers,
        tier,
        rate: terms?.rate ?? null,
        rateType: terms?.rateType ?? null,
        ...(terms?.categoryRates ? { categoryRates: terms.categoryRates } : {}),
        gross: toAmount(gross),
        downline: toAmount(share.downline),
      },
    };
  });
}

/** Whether any tier rates a game category apart: only those contracts need the team's figures per category. */
const ratesCategories = (tiers: readonly Tier[]) => tiers.some((tier) => tier.categoryRates && Object.keys(tier.categoryRates).length > 0);

/** What the contracts' real-time windows starting in [from, to) paid. */
async function paidInWindows(tx: Tx, ids: number[], from: Date, to: Date): Promise<Map<number, bigint>> {
  const rows = await tx
    .select({ id: contractSettlement.contractId, paid: sql<string>`sum(${contractSettlement.amount})::text` })
    .from(contractSettlement)
    .where(
      and(
        inArray(contractSettlement.contractId, ids),
        eq(contractSettlement.kind, 'realtime'),
        gte(contractSettlement.periodStart, from),
        lt(contractSettlement.periodStart, to),
      ),
    )
    .groupBy(contractSettlement.contractId);
  return new Map(rows.map((row) => [row.id, BigInt(row.paid)]));
}

export interface RunOptions {
  /** Wait for another process's run of the period instead of skipping it (the operator's run). */
  wait?: boolean;
  /** Called once the payments are written, before the run is marked done; a test throws here to kill a run midway. */
  afterPayments?: () => void;
}

/**
 * The part of the period no run of its kind has settled: all of it, none of it (null), or its tail
 * when an earlier run already covers its start (the first period after a zone change, named in the
 * new zone's words, begins where the old zone's last settled period ended).
 */
async function unsettledPart(tx: Tx, period: Period): Promise<Period | null> {
  const overlapping = await tx
    .select({ start: settlementRun.periodStart, end: settlementRun.periodEnd })
    .from(settlementRun)
    .where(and(inArray(settlementRun.kind, settledKindsFor(period.kind)), lt(settlementRun.periodStart, period.end), gt(settlementRun.periodEnd, period.start)))
    .orderBy(asc(settlementRun.periodStart));
  if (overlapping.length === 0) return period;
  const coveredTo = overlapping.reduce((latest, run) => (run.end > latest ? run.end : latest), period.start);
  const coversStart = overlapping.every((run) => run.start <= period.start);
  return coversStart && coveredTo < period.end ? { ...period, start: coveredTo } : null;
}

/**
 * Settles a period once: the instants [start, end) of its kind, never any instant twice. Each kind
 * (the hourly salary's windows and closes together) is claimed with a transaction-scoped advisory
 * lock, and under it the period is checked against every settled period of its kind, so two runs cut
 * by different zones cannot both pay an instant. The run's payments and its settlement_run row commit
 * together: a run killed midway leaves nothing, and the next run pays every contract once. Each
 * payment is also unique on (contract, kind, period start) in the database and carries the
 * idempotency key `contract:<id>:<kind>:<start>`.
 */
export async function runSettlement(app: FastifyInstance, asked: Period, options: RunOptions = {}): Promise<SettlementOutcome> {
  // Settings are read before the transaction: on PGlite its one connection is the transaction's.
  const [settings, currency] = await Promise.all([app.settings.get('contracts'), app.settings.get('currency').then((value) => value.code)]);
  return app.db.transaction(async (tx) => {
    const lockKey = `settlement:${contractKindOf(asked.kind)}`;
    if (options.wait) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    } else {
      const [lock] = await rowsOf<{ claimed: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtextextended(${lockKey}, 0)) as claimed`);
      if (!lock?.claimed) return { period: asked, ran: false, alreadySettled: false, items: [] };
    }
    const period = await unsettledPart(tx, asked);
    if (!period) return { period: asked, ran: false, alreadySettled: true, items: [] };

    const items = await computeSettlement(app, tx, period, settings);
    await pay(tx, period, items, currency, app.clock.now());
    options.afterPayments?.();
    await tx.insert(settlementRun).values({
      kind: period.kind,
      period: period.key,
      periodStart: period.start,
      periodEnd: period.end,
      timeZone: period.timeZone,
      contracts: items.length,
      paid: items.reduce((sum, item) => sum + item.amount, 0n),
      finishedAt: app.clock.now(),
    });
    return { period, ran: true, alreadySettled: false, items };
  });
}

/**
 * Writes each contract's settlement row (unique on contract, kind and period start) and pays the ones with an
 * amount, set by set: a run over thousands of contracts costs a handful of statements, not a few per
 * contract. Each payment is its own ledger transfer, keyed `contract:<id>:<kind>:<start>`; its metadata
 * carries the period's instants, so its remark names them whatever the zone is later.
 */
async function pay(tx: Tx, period: Period, items: readonly SettledItem[], currency: string, now: Date): Promise<void> {
  if (items.length === 0) return;
  const written = new Set<number>();
  for (let at = 0; at < items.length; at += 1000) {
    const rows = await tx
      .insert(contractSettlement)
      .values(
        items.slice(at, at + 1000).map((item) => ({
          contractId: item.contractId,
          holderId: item.holderId,
          kind: period.kind,
          period: period.key,
          periodStart: period.start,
          periodEnd: period.end,
          figures: item.figures,
          amount: item.amount,
          paidAt: now,
        })),
      )
      .onConflictDoNothing({
        target: [contractSettlement.contractId, contractSettlement.kind, contractSettlement.periodStart],
        where: sql`${contractSettlement.duplicateOf} is null`,
      })
      .returning({ contractId: contractSettlement.contractId });
    for (const row of rows) written.add(row.contractId);
  }
  const owed = items.filter((item) => item.amount > 0n && written.has(item.contractId));
  if (owed.length === 0) return;
  const source = await systemAccount(tx, period.kind === 'dividend' ? 'dividends' : 'salaries', currency);
  const mains = await ensureMemberAccounts(
    tx,
    'money',
    owed.map((item) => item.holderId),
    mainCode,
    currency,
  );
  const keyOf = (item: SettledItem) => `contract:${item.contractId}:${period.kind}:${period.start.toISOString()}`;
  const transfers = await postTransfers(
    tx,
    owed.map((item) => ({
      ledger: 'money',
      kind: period.kind === 'dividend' ? 'dividend' : 'salary',
      idempotencyKey: keyOf(item),
      memberId: item.holderId,
      legs: [
        { accountId: source, amount: -item.amount },
        { accountId: mains.get(item.holderId) ?? 0, amount: item.amount },
      ],
      metadata: {
        remark: `${period.kind} ${period.label}`,
        contractId: item.contractId,
        period: period.key,
        from: period.start.toISOString(),
        to: period.end.toISOString(),
      },
    })),
  );
  for (let at = 0; at < owed.length; at += 1000) {
    const values = sql.join(
      owed.slice(at, at + 1000).map((item) => sql`(${item.contractId}::bigint, ${transfers.get(keyOf(item)) ?? null}::bigint)`),
      sql`, `,
    );
    await tx.execute(sql`update contract_settlement set transfer_id = v.transfer_id from (values ${values}) as v(contract_id, transfer_id)
      where contract_settlement.contract_id = v.contract_id and contract_settlement.kind = ${period.kind}
        and contract_settlement.period_start = ${period.start.toISOString()}::timestamptz and contract_settlement.duplicate_of is null`);
  }
}
