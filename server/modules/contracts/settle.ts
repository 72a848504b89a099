import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toAmount, toMinorUnits } from '../../../src/contract/money.ts';
import type { ContractSettings, SettlementFigures } from '../../../src/contract/contracts.ts';
import { agentContract, contractSettlement, member, memberTeam, settlementRun } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';
import { ensureMemberAccounts, postTransfers } from '../ledger/batch.ts';
import { mainCode, systemAccount } from '../wallet/accounts.ts';
import { distribute, grossOf } from './distribute.ts';
import { noFigures, teamFigures } from './figures.ts';
import { hourOf, type Period } from './periods.ts';
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
 * What each contract valid at the period's end earns for it. Real-time contracts accrue over the
 * hour: each 5-minute window pays what the hour so far earns minus what its earlier windows paid, so
 * an hour's windows together pay what an hourly settlement of that hour pays.
 */
export async function computeSettlement(app: FastifyInstance, tx: Tx, period: Period, settings: ContractSettings): Promise<SettledItem[]> {
  const contracts = await tx
    .select({ id: agentContract.id, holderId: agentContract.holderId, tiers: agentContract.tiers, holder: member.username })
    .from(agentContract)
    .innerJoin(member, eq(member.id, agentContract.holderId))
    .where(validAt(period.kind, period.end));
  if (contracts.length === 0) return [];
  const holders = contracts.map((row) => row.holderId);
  const links = await tx
    .select({ ancestor: memberTeam.ancestorId, descendant: memberTeam.descendantId, depth: memberTeam.depth })
    .from(memberTeam)
    .where(and(inArray(memberTeam.ancestorId, holders), inArray(memberTeam.descendantId, holders), sql`${memberTeam.depth} > 0`));
  const from = period.kind === 'realtime' ? hourOf(period, app.config.TIME_ZONE) : period.start;
  const figures = await teamFigures(tx, holders, { from, to: period.end }, { threshold: toMinorUnits(settings.activeMemberThreshold), bonuses: period.kind === 'dividend' });

  const contractOf = new Map(contracts.map((row) => [row.holderId, row.id]));
  const nearest = new Map<number, { ancestor: number; depth: number }>();
  for (const link of links) {
    const found = nearest.get(link.descendant);
    if (!found || link.depth < found.depth) nearest.set(link.descendant, { ancestor: link.ancestor, depth: link.depth });
  }
  const grossed = contracts.map((row) => ({ row, team: figures.get(row.holderId) ?? noFigures, ...grossOf(period.kind, row.tiers, figures.get(row.holderId) ?? noFigures) }));
  const shares = distribute(
    grossed.map(({ row, gross }) => {
      const above = nearest.get(row.holderId);
      return { id: row.id, parent: above ? (contractOf.get(above.ancestor) ?? null) : null, gross };
    }),
  );
  const paidBefore = period.kind === 'realtime' ? await paidEarlierInHour(tx, contracts.map((row) => row.id), from, period.start) : new Map<number, bigint>();

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
        gross: toAmount(gross),
        downline: toAmount(share.downline),
      },
    };
  });
}

async function paidEarlierInHour(tx: Tx, ids: number[], hourStart: Date, windowStart: Date): Promise<Map<number, bigint>> {
  const rows = await tx
    .select({ id: contractSettlement.contractId, paid: sql<string>`sum(${contractSettlement.amount})::text` })
    .from(contractSettlement)
    .where(and(inArray(contractSettlement.contractId, ids), gte(contractSettlement.periodStart, hourStart), lt(contractSettlement.periodStart, windowStart)))
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
 * Settles a period once. The (kind, period) pair is claimed with a transaction-scoped advisory lock,
 * and the run's payments and its settlement_run row commit together: a run killed midway leaves
 * nothing, and the next run pays every contract once. Each payment is also unique on (contract,
 * period) in the database and carries the idempotency key `contract:<id>:<period>`.
 */
export async function runSettlement(app: FastifyInstance, period: Period, options: RunOptions = {}): Promise<SettlementOutcome> {
  // Settings are read before the transaction: on PGlite its one connection is the transaction's.
  const [settings, currency] = await Promise.all([app.settings.get('contracts'), app.settings.get('currency').then((value) => value.code)]);
  return app.db.transaction(async (tx) => {
    const lockKey = `settlement:${period.kind}:${period.key}`;
    if (options.wait) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    } else {
      const [lock] = await rowsOf<{ claimed: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtextextended(${lockKey}, 0)) as claimed`);
      if (!lock?.claimed) return { period, ran: false, alreadySettled: false, items: [] };
    }
    const [done] = await tx
      .select({ kind: settlementRun.kind })
      .from(settlementRun)
      .where(and(eq(settlementRun.kind, period.kind), eq(settlementRun.period, period.key)));
    if (done) return { period, ran: false, alreadySettled: true, items: [] };

    const items = await computeSettlement(app, tx, period, settings);
    await pay(tx, period, items, currency, app.clock.now());
    options.afterPayments?.();
    await tx.insert(settlementRun).values({
      kind: period.kind,
      period: period.key,
      periodStart: period.start,
      periodEnd: period.end,
      contracts: items.length,
      paid: items.reduce((sum, item) => sum + item.amount, 0n),
      finishedAt: app.clock.now(),
    });
    return { period, ran: true, alreadySettled: false, items };
  });
}

/**
 * Writes each contract's settlement row (unique on contract and period) and pays the ones with an
 * amount, set by set: a run over thousands of contracts costs a handful of statements, not a few per
 * contract. Each payment is its own ledger transfer, keyed `contract:<id>:<period>`.
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
      .onConflictDoNothing({ target: [contractSettlement.contractId, contractSettlement.period] })
      .returning({ contractId: contractSettlement.contractId });
    for (const row of rows) written.add(row.contractId);
  }
  const owed = items.filter((item) => item.amount > 0n && written.has(item.contractId));
  if (owed.length === 0) return;
  const source = await systemAccount(tx, period.kind === 'dividend' ? 'dividends' : 'salaries', currency);
  const mains = await ensureMemberAccounts(tx, 'money', owed.map((item) => item.holderId), mainCode, currency);
  const keyOf = (item: SettledItem) => `contract:${item.contractId}:${period.key}`;
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
      metadata: { remark: `${period.kind} ${period.label}`, contractId: item.contractId, period: period.key },
    })),
  );
  for (let at = 0; at < owed.length; at += 1000) {
    const values = sql.join(
      owed.slice(at, at + 1000).map((item) => sql`(${item.contractId}::bigint, ${transfers.get(keyOf(item)) ?? null}::bigint)`),
      sql`, `,
    );
    await tx.execute(sql`update contract_settlement set transfer_id = v.transfer_id from (values ${values}) as v(contract_id, transfer_id)
      where contract_settlement.contract_id = v.contract_id and contract_settlement.period = ${period.key}`);
  }
}
