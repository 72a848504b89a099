import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstTierAbove } from '../../../src/contract/contract-terms.ts';
import type { ContractKind, RateType, Tier } from '../../../src/contract/contracts.ts';
import { distribute, grossOf } from './distribute.ts';
import type { Figures } from './figures.ts';

/**
 * The differential rule on random teams: a tree of members, contracts handed down from the top
 * agent (each offer checked against its offerer's contract as the API checks it), and random bets.
 * The sum paid to a chain is the top agent's rate on its team's figure; nobody is paid below zero.
 */
interface Scenario {
  kind: ContractKind;
  /** parents[i] is member i+1's upline (member 0 is the top agent). */
  parents: number[];
  /** Per member: valid bet and payout in minor units. */
  bets: [bigint, bigint][];
  threshold: bigint;
  holds: boolean[];
  rootTiers: Tier[];
  /** Per member: how its offer is cut from its upline's (rate share in ‰, thresholds raised). */
  cuts: { share: number; raise: number; extraMembers: number }[];
}

const climbing = (rateType: RateType) =>
  fc.array(fc.record({ bet: fc.integer({ min: 0, max: 500 }), members: fc.integer({ min: 0, max: 2 }), rate: fc.integer({ min: 1, max: 400 }) }), { minLength: 1, maxLength: 3 }).map((steps) => {
    let minimumBet = 0;
    let activeMember = 0;
    let rate = 0;
    return steps.map((step): Tier => {
      minimumBet += step.bet;
      activeMember += step.members;
      rate += step.rate;
      return { minimumBet, netLoss: 0, activeMember, rateType, rate: rateType === 'P' ? rate / 10_000 : rate / 100 };
    });
  });

const scenario = fc
  .record({ kind: fc.constantFrom<ContractKind>('daily', 'hourly', 'dividend'), rateType: fc.constantFrom<RateType>('P', 'F'), size: fc.integer({ min: 2, max: 25 }) })
  .chain(({ kind, rateType, size }) =>
    fc.record({
      kind: fc.constant(kind),
      parents: fc.tuple(...Array.from({ length: size - 1 }, (_, index) => fc.integer({ min: 0, max: index }))),
      bets: fc.array(fc.tuple(fc.bigInt({ min: 0n, max: 100_000n }), fc.bigInt({ min: 0n, max: 150_000n })), { minLength: size, maxLength: size }),
      threshold: fc.bigInt({ min: 0n, max: 50_000n }),
      holds: fc.array(fc.boolean(), { minLength: size, maxLength: size }),
      rootTiers: climbing(kind === 'dividend' ? 'P' : rateType),
      cuts: fc.array(fc.record({ share: fc.integer({ min: 0, max: 1000 }), raise: fc.integer({ min: 0, max: 300 }), extraMembers: fc.integer({ min: 0, max: 2 }) }), { minLength: size, maxLength: size }),
    }),
  );

/** The offer a member gets: its upline's tiers with thresholds raised and rates cut, rounded down to what the wire allows. */
function cutTiers(upline: Tier[], cut: Scenario['cuts'][number]): Tier[] {
  return upline.map((tier) => {
    const scaled = tier.rateType === 'P' ? Math.floor(tier.rate * cut.share * 10) / 10_000 : Math.floor(tier.rate * cut.share / 10) / 100;
    return { ...tier, minimumBet: tier.minimumBet + cut.raise, activeMember: tier.activeMember + cut.extraMembers, rate: Math.max(scaled, tier.rateType === 'P' ? 0.0001 : 0.01) };
  });
}

function settle(s: Scenario) {
  const size = s.bets.length;
  const below = (ancestor: number, member: number): boolean => {
    for (let at = member; at !== 0; ) {
      const up = s.parents[at - 1] ?? 0;
      if (up === ancestor) return true;
      at = up;
    }
    return false;
  };
  // Contracts flow down: a member holds one only if its upline does and the offer fits the upline's.
  const tiers = new Map<number, Tier[]>([[0, s.rootTiers]]);
  for (let member = 1; member < size; member++) {
    const upline = tiers.get(s.parents[member - 1] ?? 0);
    const cut = s.cuts[member];
    if (!upline || !cut || !s.holds[member]) continue;
    const offered = cutTiers(upline, cut);
    if (firstTierAbove(offered, upline) === null && offered.every((tier, index) => index === 0 || tier.rate >= (offered[index - 1]?.rate ?? 0))) tiers.set(member, offered);
  }
  const figuresOf = (holder: number): Figures => {
    let validBet = 0n;
    let netLoss = 0n;
    let activeMembers = 0;
    s.bets.forEach(([valid, payout], member) => {
      if (!below(holder, member)) return;
      validBet += valid;
      netLoss += valid - payout;
      if (valid >= s.threshold && valid > 0n) activeMembers += 1;
    });
    return { validBet, netLoss, activeMembers };
  };
  const claims = [...tiers].map(([holder, terms]) => {
    let parent: number | null = null;
    for (let at = holder; at !== 0 && parent === null; ) {
      at = s.parents[at - 1] ?? 0;
      if (tiers.has(at)) parent = at;
    }
    return { id: holder, parent: holder === 0 ? null : parent, gross: grossOf(s.kind, terms, figuresOf(holder)).gross };
  });
  return { claims, shares: distribute(claims) };
}

describe('the differential rule', () => {
  it('pays a chain together exactly the top agent rate on its team figure, and nobody below zero', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { claims, shares } = settle(s);
        const paid = [...shares.values()].reduce((sum, share) => sum + share.pay, 0n);
        expect(paid).toBe(claims.find((claim) => claim.id === 0)?.gross);
        for (const share of shares.values()) expect(share.pay >= 0n).toBe(true);
        // Percentage salaries: the offer check alone makes every downline claim fit, so nobody's share is
        // cut. (Fixed amounts of several downline agents may together claim more than their upline's.)
        if (s.kind !== 'dividend' && s.rootTiers[0]?.rateType === 'P') for (const claim of claims) expect(shares.get(claim.id)?.cap).toBe(claim.gross);
      }),
      { numRuns: 400 },
    );
  });

  it('gives each agent its rate on its team minus its contracted downline rates on their sub-teams', () => {
    const shares = distribute([
      { id: 1, parent: null, gross: 6000n },
      { id: 2, parent: 1, gross: 3000n },
      { id: 3, parent: 2, gross: 1000n },
      { id: 4, parent: 1, gross: 500n },
    ]);
    expect([...shares].map(([id, share]) => [id, share.pay])).toEqual([
      [1, 2500n],
      [2, 2000n],
      [4, 500n],
      [3, 1000n],
    ]);
  });
});
