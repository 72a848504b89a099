import type { FastifyInstance } from 'fastify';
import { missingFor, tierFor } from '../../../src/contract/contract-terms.ts';
import type { ContractItem, ContractStanding } from '../../../src/contract/contracts.ts';
import { toAmount } from '../../../src/contract/money.ts';
import { activeThreshold } from './active-members.ts';
import { noFigures, teamFigures } from './figures.ts';
import { hourStartOf, openPeriod, unitOf } from './periods.ts';

/**
 * The period so far of a holder's contract, with the functions settlement uses: the same window
 * (a real-time window accrues from its hour's start), the same team figures and active-member rule,
 * and the same tier rule, so what the page shows is what the period would pay on if it closed now.
 */
export async function standingOf(app: FastifyInstance, contract: Pick<ContractItem, 'holderId' | 'kind' | 'tiers'>): Promise<ContractStanding> {
  const timeZone = app.config.TIME_ZONE;
  const { dividendPeriod } = await app.settings.get('contracts');
  const period = openPeriod(contract.kind, unitOf(contract.kind, dividendPeriod), app.clock.now(), timeZone);
  const from = contract.kind === 'realtime' ? hourStartOf(period.start, timeZone) : period.start;
  const to = contract.kind === 'realtime' ? new Date(from.getTime() + 3_600_000) : period.end;
  const threshold = await activeThreshold(app);
  const figures =
    (await teamFigures(app.db, [contract.holderId], { from, to }, { threshold, bonuses: contract.kind === 'dividend' })).get(contract.holderId) ?? noFigures;
  const figure = { validBet: toAmount(figures.validBet), netLoss: toAmount(figures.netLoss), activeMembers: figures.activeMembers };
  const tier = tierFor(contract.tiers, figure);
  const nextIndex = tier === null ? 0 : tier + 1;
  const next = contract.tiers[nextIndex];
  return {
    period: period.label,
    from: from.toISOString(),
    to: to.toISOString(),
    ...figure,
    tier,
    next: next ? { tier: nextIndex, missing: missingFor(next, figure) } : null,
  };
}
