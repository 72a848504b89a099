import type { LimitChange } from '../src/contract/protection.ts';

/**
 * The seamless case's members as players are: small balances, spread, so the smallest run short and
 * some bets are refused for want of funds (stakes are 1 to 20, bench/calls.ts), and a share of them
 * with wager and loss limits, so the bet's protection check reads their play of the period instead of
 * finding nothing to check.
 */
const balances = [5, 10, 25, 50, 100, 250, 500, 1000, 2500];

/** Member `index`'s opening balance, in centavos. */
export const fundingOf = (index: number) => BigInt(balances[index % balances.length]! * 100);

/** Member `index`'s own limits: one in four has a daily wager or loss limit, one in sixteen more a weekly wager and a daily loss limit. */
export function limitsOf(index: number): LimitChange[] {
  if (index % 16 === 3)
    return [
      { kind: 'wager', period: 'week', amount: 400 },
      { kind: 'loss', period: 'day', amount: 60 },
    ];
  if (index % 8 === 1) return [{ kind: 'wager', period: 'day', amount: 150 }];
  if (index % 8 === 5) return [{ kind: 'loss', period: 'day', amount: 40 }];
  return [];
}
