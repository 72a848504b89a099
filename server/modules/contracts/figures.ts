import { sql } from 'drizzle-orm';
import type { ContractCategory } from '../../../src/contract/contracts.ts';
import { rowsOf } from '../../db/functions.ts';
import type { Db } from '../../db/index.ts';
import type { Tx } from '../ledger/types.ts';
import { isActiveMember, settledValidBets } from './active-members.ts';

/** What a holder's team did in a window, in minor units. */
export interface Figures {
  validBet: bigint;
  /** Valid bets minus payouts minus bonuses credited: what the house kept. */
  netLoss: bigint;
  activeMembers: number;
  /**
   * The valid bet and net loss (valid bets minus payouts, no bonuses) of each game category, read
   * only for contracts that rate categories apart.
   */
  byCategory?: ReadonlyMap<ContractCategory, CategoryFigures>;
}
export interface CategoryFigures {
  validBet: bigint;
  netLoss: bigint;
}
export const noFigures: Figures = { validBet: 0n, netLoss: 0n, activeMembers: 0 };

/**
 * Every holder's team figures for [from, to) in one set-based query: bets are summed per member
 * first (a bet counts in the window of its settlement time, so a late win lands in the window it
 * arrived in), then rolled up to every holder above each member through the closure table. A member
 * is active by the one rule of active-members.ts. Bonuses count only for dividends.
 */
export async function teamFigures(
  db: Db | Tx,
  holders: readonly number[],
  window: { from: Date; to: Date },
  options: { threshold: bigint; bonuses: boolean },
): Promise<Map<number, Figures>> {
  const figures = new Map<number, Figures>();
  if (holders.length === 0) return figures;
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  const bonuses = options.bonuses
    ? sql`select a.member_id, sum(e.amount) as bonus
        from ledger_entry e
        join ledger_transfer t on t.id = e.transfer_id and t.kind = 'bonus'
        join ledger_account a on a.id = e.account_id and a.member_id is not null and a.ledger = 'money'
        where e.amount > 0 and e.created_at >= ${from}::timestamptz and e.created_at < ${to}::timestamptz
        group by a.member_id`
    : sql`select null::bigint as member_id, 0::numeric as bonus where false`;
  const rows = await rowsOf<{ holder: number | string; valid: string; net_loss: string; active: number }>(
    db,
    sql`
    with bets as (
      select member_id, sum(stake) as valid, sum(payout) as payout
      from bet_record
      where ${settledValidBets(window.from, window.to)}
      group by member_id
    ), bonuses as (${bonuses}),
    per_member as (
      select coalesce(b.member_id, o.member_id) as member_id, coalesce(b.valid, 0) as valid, coalesce(b.payout, 0) as payout, coalesce(o.bonus, 0) as bonus
      from bets b full join bonuses o on o.member_id = b.member_id
    )
    select t.ancestor_id as holder, sum(p.valid)::text as valid, sum(p.valid - p.payout - p.bonus)::text as net_loss,
           (count(*) filter (where ${isActiveMember(sql`p.valid`, options.threshold)}))::int as active
    from per_member p
    join member_team t on t.descendant_id = p.member_id and t.depth > 0
    where t.ancestor_id in (${sql.join(
      holders.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by t.ancestor_id
  `,
  );
  for (const row of rows) figures.set(Number(row.holder), { validBet: BigInt(row.valid), netLoss: BigInt(row.net_loss), activeMembers: Number(row.active) });
  return figures;
}

/**
 * Each holder's team figures per game category for [from, to), by the same bets as teamFigures:
 * the betting record's category (the catalogue's) is read as the category it is listed under in
 * the specification's codes (`codeOf`); bets of a category with no code are left out here and earn
 * the tier's own rate.
 */
export async function categoryFigures(
  db: Db | Tx,
  holders: readonly number[],
  window: { from: Date; to: Date },
  codeOf: (category: string) => ContractCategory | undefined,
): Promise<Map<number, Map<ContractCategory, CategoryFigures>>> {
  const figures = new Map<number, Map<ContractCategory, CategoryFigures>>();
  if (holders.length === 0) return figures;
  const rows = await rowsOf<{ holder: number | string; category: string; valid: string; net_loss: string }>(
    db,
    sql`
    with bets as (
      select member_id, category, sum(stake) as valid, sum(payout) as payout
      from bet_record
      where ${settledValidBets(window.from, window.to)}
      group by member_id, category
    )
    select t.ancestor_id as holder, b.category, sum(b.valid)::text as valid, sum(b.valid - b.payout)::text as net_loss
    from bets b
    join member_team t on t.descendant_id = b.member_id and t.depth > 0
    where t.ancestor_id in (${sql.join(
      holders.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by t.ancestor_id, b.category
  `,
  );
  for (const row of rows) {
    const code = codeOf(row.category);
    if (!code) continue;
    const holder = Number(row.holder);
    const byCode = figures.get(holder) ?? new Map<ContractCategory, CategoryFigures>();
    const before = byCode.get(code) ?? { validBet: 0n, netLoss: 0n };
    byCode.set(code, { validBet: before.validBet + BigInt(row.valid), netLoss: before.netLoss + BigInt(row.net_loss) });
    figures.set(holder, byCode);
  }
  return figures;
}
