import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstTierAbove } from '../../../src/contract/contract-terms.ts';
import type { ContractKind, RateType, Tier } from '../../../src/contract/contracts.ts';
import { distribute, grossOf } from './distribute.ts';
import type { Figures } from './figures.ts';

/**
 * The differential rule on random teams: a tree of members, contracts handed down from the top
 * agent (each offer checked against its offerer's contract as the API checks it), and random bets.
 * Each agent is paid by its own contract on its own team less its contracted downline's, never below
 * zero; what it is paid does not depend on members outside its team; and percentage salaries, where
 * the offer check makes every claim fit, pay a chain exactly its top agent's rate on its team.
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
  fc
    .array(fc.record({ bet: fc.integer({ min: 0, max: 500 }), members: fc.integer({ min: 0, max: 2 }), rate: fc.integer({ min: 1, max: 400 }) }), {
      minLength: 1,
      maxLength: 3,
    })
    .map((steps) => {
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
  .record({
    kind: fc.constantFrom<ContractKind>('daily', 'hourly', 'dividend'),
    rateType: fc.constantFrom<RateType>('P', 'F'),
    size: fc.integer({ min: 2, max: 25 }),
  })
  .chain(({ kind, rateType, size }) =>
    fc.record({
      kind: fc.constant(kind),
      parents: fc.tuple(...Array.from({ length: size - 1 }, (_, index) => fc.integer({ min: 0, max: index }))),
      bets: fc.array(fc.tuple(fc.bigInt({ min: 0n, max: 100_000n }), fc.bigInt({ min: 0n, max: 150_000n })), { minLength: size, maxLength: size }),
      threshold: fc.bigInt({ min: 0n, max: 50_000n }),
      holds: fc.array(fc.boolean(), { minLength: size, maxLength: size }),
      rootTiers: climbing(kind === 'dividend' ? 'P' : rateType),
      cuts: fc.array(
        fc.record({ share: fc.integer({ min: 0, max: 1000 }), raise: fc.integer({ min: 0, max: 300 }), extraMembers: fc.integer({ min: 0, max: 2 }) }),
        { minLength: size, maxLength: size },
      ),
    }),
  );

/** The offer a member gets: its upline's tiers with thresholds raised and rates cut, rounded down to what the wire allows. */
function cutTiers(upline: Tier[], cut: Scenario['cuts'][number]): Tier[] {
  return upline.map((tier) => {
    const scaled = tier.rateType === 'P' ? Math.floor(tier.rate * cut.share * 10) / 10_000 : Math.floor((tier.rate * cut.share) / 10) / 100;
    return {
      ...tier,
      minimumBet: tier.minimumBet + cut.raise,
      activeMember: tier.activeMember + cut.extraMembers,
      rate: Math.max(scaled, tier.rateType === 'P' ? 0.0001 : 0.01),
    };
  });
}

function settle(s: Scenario) {
  const size = s.bets.length;
  const below = (ancestor: number, member: number): boolean => {
    for (let at = member; at !== 0;) {
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
    if (firstTierAbove(offered, upline) === null && offered.every((tier, index) => index === 0 || tier.rate >= (offered[index - 1]?.rate ?? 0)))
      tiers.set(member, offered);
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
    for (let at = holder; at !== 0 && parent === null;) {
      at = s.parents[at - 1] ?? 0;
      if (tiers.has(at)) parent = at;
    }
    return { id: holder, parent: holder === 0 ? null : parent, gross: grossOf(s.kind, terms, figuresOf(holder)).gross };
  });
  return { claims, shares: distribute(claims), below };
}

describe('the differential rule', () => {
  it('pays each agent its own gross less its contracted downline gross, never below zero; percentage salaries pay a chain exactly its top gross', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { claims, shares } = settle(s);
        const top = claims.find((claim) => claim.id === 0)?.gross ?? 0n;
        const paid = [...shares.values()].reduce((sum, share) => sum + share.pay, 0n);
        for (const claim of claims) {
          const owed = claims.filter((other) => other.parent === claim.id).reduce((sum, other) => sum + other.gross, 0n);
          const pay = shares.get(claim.id)?.pay;
          expect(pay).toBe(claim.gross > owed ? claim.gross - owed : 0n);
          expect(pay !== undefined && pay >= 0n && pay <= claim.gross).toBe(true);
        }
        // A downline paid by its own contract may take the chain past its top agent's gross, never below it.
        expect(paid >= top).toBe(true);
        // Percentage salaries: the offer check alone makes every downline claim fit under its upline's gross.
        if (s.kind !== 'dividend' && s.rootTiers[0]?.rateType === 'P') expect(paid).toBe(top);
      }),
      { numRuns: 400 },
    );
  });

  it("does not let the upline's other members change what a downline agent is paid", () => {
    fc.assert(
      fc.property(scenario, fc.nat(), fc.bigInt({ min: 0n, max: 300_000n }), (s, pick, won) => {
        const { claims, shares, below } = settle(s);
        const holders = claims.filter((claim) => claim.id !== 0);
        const holder = holders[pick % Math.max(1, holders.length)];
        if (!holder) return;
        // Everyone outside the holder's team wins more than it staked.
        const changed = {
          ...s,
          bets: s.bets.map(([valid, payout], member): [bigint, bigint] => (below(holder.id, member) ? [valid, payout] : [valid, valid + won])),
        };
        expect(settle(changed).shares.get(holder.id)?.pay).toBe(shares.get(holder.id)?.pay);
      }),
      { numRuns: 500 },
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
      [3, 1000n],
      [4, 500n],
    ]);
  });

  it("pays a sub-agent its own dividend when the upline's whole team did not lose", () => {
    // The sub-team lost 654.50 (10% is 65.45); the upline's other members won 1,000.00: its 30% of nothing.
    const shares = distribute([
      { id: 1, parent: null, gross: 0n },
      { id: 2, parent: 1, gross: 6545n },
    ]);
    expect(shares.get(2)).toEqual({ downline: 0n, pay: 6545n });
    expect(shares.get(1)).toEqual({ downline: 6545n, pay: 0n });
  });
});

describe('gross with a rate per game category', () => {
  const categories = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;
  /** A team's figures split over some categories, with a part (a dividend's bonuses, unlisted bets) in none. */
  const split = fc
    .record({
      parts: fc.array(fc.tuple(fc.constantFrom(...categories), fc.bigInt({ min: 0n, max: 100_000n }), fc.bigInt({ min: 0n, max: 150_000n })), {
        maxLength: 8,
      }),
      outside: fc.bigInt({ min: 0n, max: 50_000n }),
    })
    .map(({ parts, outside }): Figures => {
      const byCategory = new Map<(typeof categories)[number], { validBet: bigint; netLoss: bigint }>();
      for (const [category, valid, payout] of parts) {
        const before = byCategory.get(category) ?? { validBet: 0n, netLoss: 0n };
        byCategory.set(category, { validBet: before.validBet + valid, netLoss: before.netLoss + valid - payout });
      }
      const sum = [...byCategory.values()].reduce((total, part) => ({ validBet: total.validBet + part.validBet, netLoss: total.netLoss + part.netLoss }), {
        validBet: outside,
        netLoss: -outside,
      });
      return { ...sum, activeMembers: 1, byCategory };
    });
  const rate = fc.integer({ min: 1, max: 5000 }).map((ppt) => ppt / 10_000);

  it('pays exactly the single rate when every named category has the tier rate', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ContractKind>('daily', 'hourly', 'dividend'),
        split,
        rate,
        fc.subarray([...categories], { minLength: 1 }),
        (kind, figures, tierRate, named) => {
          const plain: Tier = { minimumBet: 0, netLoss: 0, activeMember: 0, rateType: 'P', rate: tierRate };
          const rated: Tier = { ...plain, categoryRates: Object.fromEntries(named.map((category) => [category, tierRate])) };
          expect(grossOf(kind, [rated], figures)).toEqual(grossOf(kind, [plain], figures));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a downline whose every category rate is at most its upline, on a sub-team at most its upline team per category, claims at most the upline salary', () => {
    fc.assert(
      fc.property(
        split,
        split,
        rate,
        fc.array(rate, { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 0, max: 1000 }),
        (sub, rest, tierRate, rates, share) => {
          const own: Tier = {
            minimumBet: 0,
            netLoss: 0,
            activeMember: 0,
            rateType: 'P',
            rate: tierRate,
            categoryRates: Object.fromEntries(categories.map((category, index) => [category, rates[index] ?? tierRate])),
          };
          const offered: Tier[] = [
            {
              ...own,
              rate: Math.max(0.0001, Math.floor(own.rate * share * 10) / 10_000),
              categoryRates: Object.fromEntries(
                categories.map((category, index) => [category, Math.max(0.0001, Math.floor((rates[index] ?? tierRate) * share * 10) / 10_000)]),
              ),
            },
          ];
          fc.pre(firstTierAbove(offered, [own]) === null);
          const whole = new Map(sub.byCategory);
          for (const [category, part] of rest.byCategory ?? []) {
            const before = whole.get(category) ?? { validBet: 0n, netLoss: 0n };
            whole.set(category, { validBet: before.validBet + part.validBet, netLoss: before.netLoss + part.netLoss });
          }
          const team: Figures = { validBet: sub.validBet + rest.validBet, netLoss: sub.netLoss + rest.netLoss, activeMembers: 1, byCategory: whole };
          expect(grossOf('daily', offered, sub).gross).toBeLessThanOrEqual(grossOf('daily', [own], team).gross);
        },
      ),
      { numRuns: 500 },
    );
  });
});
