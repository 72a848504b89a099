import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toMinorUnits } from '../../../src/contract/money.ts';

/**
 * The one rule for an active member, used by settlement, the contract pages' period so far and the
 * team overview: a member whose valid bet in the period reaches the operator's threshold
 * (`contracts.activeMemberThreshold`), having bet at all (a threshold of 0 does not make a member who
 * only got a bonus active). `valid` is the member's valid bet over the period, in minor units.
 */
export const isActiveMember = (valid: SQL, threshold: bigint): SQL => sql`(${valid} > 0 and ${valid} >= ${threshold.toString()}::bigint)`;

/**
 * What counts as a valid bet for contracts, in [from, to): the stake of a bet settled (won or lost,
 * not void, not play money) in the window, by its settlement time (the bet_record_settled index).
 */
export const settledValidBets = (from: Date, to: Date): SQL =>
  sql`status in ('won', 'lost') and not play_money and settled_at >= ${from.toISOString()}::timestamptz and settled_at < ${to.toISOString()}::timestamptz`;

/** The operator's threshold, in minor units. */
export async function activeThreshold(app: FastifyInstance): Promise<bigint> {
  return toMinorUnits((await app.settings.get('contracts')).activeMemberThreshold);
}
