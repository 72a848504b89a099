import { describe, expect, it } from 'vitest';
import { activeNeeded, firstTierAbove, missingFor, offerFor, ratePpm, rateIn, termsProblem, tierFor, tiersOf } from './contract-terms.ts';
import { offerPayloadSchema, type CategoryRates, type Tier } from './contracts.ts';

const p = (minimumBet: number, activeMember: number, rate: number): Tier => ({ minimumBet, netLoss: 0, activeMember, rateType: 'P', rate });
const f = (minimumBet: number, activeMember: number, rate: number, paysIdleTeam?: boolean): Tier => ({
  minimumBet,
  netLoss: 0,
  activeMember,
  rateType: 'F',
  rate,
  ...(paysIdleTeam ? { paysIdleTeam } : {}),
});

/** A P tier with its own rates for some game categories. */
const pc = (minimumBet: number, activeMember: number, rate: number, categoryRates: CategoryRates): Tier => ({
  ...p(minimumBet, activeMember, rate),
  categoryRates,
});

describe('contract terms per game category', () => {
  it('a category not named earns the tier rate', () => {
    const tier = pc(0, 0, 0.01, { LIVE: 0.02 });
    expect(rateIn(tier, 'LIVE')).toBe(0.02);
    expect(rateIn(tier, 'RNG')).toBe(0.01);
    expect(rateIn(p(0, 0, 0.01), 'LIVE')).toBe(0.01);
  });

  it('each category rate climbs with the tiers, named or falling back to the tier rate', () => {
    expect(termsProblem('daily', [pc(0, 0, 0.01, { LIVE: 0.02 }), pc(1000, 1, 0.015, { LIVE: 0.025 })])).toBeNull();
    // LIVE falls from 2% to 1.5% while the tier rate climbs.
    expect(termsProblem('daily', [pc(0, 0, 0.01, { LIVE: 0.02 }), p(1000, 1, 0.015)])).toEqual({ tier: 1, problem: 'order' });
    // RNG named below the previous tier's rate, which it fell back to.
    expect(termsProblem('dividend', [p(0, 0, 0.2), pc(1000, 1, 0.3, { RNG: 0.15 })])).toEqual({ tier: 1, problem: 'order' });
    expect(termsProblem('hourly', [pc(0, 0, 0.01, { FISH: 1.5 })])).toEqual({ tier: 0, problem: 'rate' });
    expect(termsProblem('hourly', [pc(0, 0, 0.01, { FISH: 0.000_05 })])).toEqual({ tier: 0, problem: 'rate' });
    expect(termsProblem('daily', [{ ...f(0, 0, 50), categoryRates: { LIVE: 0.01 } }])).toEqual({ tier: 0, problem: 'rateType' });
  });

  it('an offer above the offerer on any one category is above it', () => {
    const own = [pc(0, 0, 0.02, { LIVE: 0.03 }), pc(1000, 0, 0.03, { LIVE: 0.04 })];
    expect(firstTierAbove([pc(0, 0, 0.015, { LIVE: 0.03 })], own)).toBeNull();
    expect(firstTierAbove([pc(0, 0, 0.015, { LIVE: 0.031 })], own)).toBe(0);
    expect(firstTierAbove([p(0, 0, 0.015), pc(1000, 0, 0.02, { SPORTS: 0.035 })], own)).toBe(1);
    // A flat 2.5% is below the offerer's 3% on LIVE but above its 2% on the other categories.
    expect(firstTierAbove([p(0, 0, 0.025)], own)).toBe(0);
    // An offerer without category rates bounds every category by its one rate.
    expect(firstTierAbove([pc(0, 0, 0.01, { LIVE: 0.021 })], [p(0, 0, 0.02)])).toBe(0);
  });

  it('category rates travel through every kind of offer and back', () => {
    const tiers = [pc(0, 0, 0.01, { LIVE: 0.02, PVP: 0.015 })];
    for (const kind of ['dividend', 'daily', 'hourly'] as const) {
      const payload = offerPayloadSchema.parse(offerFor(kind, 7, tiers));
      expect(tiersOf(payload)[0]?.categoryRates).toEqual({ LIVE: 0.02, PVP: 0.015 });
    }
    expect(tiersOf(offerFor('daily', 7, [pc(0, 0, 0.01, {})]))[0]).not.toHaveProperty('categoryRates');
    expect(
      offerPayloadSchema.safeParse({
        kind: 'daily',
        downlineId: 7,
        details: [{ betVolume: 0, activeMember: 0, rateType: 'P', rate: 0.01, categoryRates: { SLOTS: 0.02 } }],
      }).success,
    ).toBe(false);
  });
});

describe('contract terms', () => {
  it('converts a rate to parts per million exactly, where the binary product falls just short', () => {
    expect(0.0157 * 1_000_000).toBeLessThan(15_700);
    expect(ratePpm(0.0157)).toBe(15_700n);
    expect(ratePpm(0.0001)).toBe(100n);
    expect(ratePpm(0.5829)).toBe(582_900n);
    expect(ratePpm(1)).toBe(1_000_000n);
  });

  it('refuses a tier whose rate falls, even when its thresholds climb', () => {
    expect(termsProblem('daily', [p(0, 0, 0.02), p(1000, 1, 0.015)])).toEqual({ tier: 1, problem: 'order' });
    expect(termsProblem('dividend', [p(0, 0, 0.3), p(10_000, 5, 0.2)])).toEqual({ tier: 1, problem: 'order' });
    expect(termsProblem('daily', [p(0, 0, 0.015), p(1000, 1, 0.015)])).toBeNull();
  });

  it('refuses fixed amounts with more than 2 decimals', () => {
    expect(termsProblem('hourly', [f(0, 0, 50.125)])).toEqual({ tier: 0, problem: 'amount' });
    expect(termsProblem('daily', [f(0, 0, 10), f(100, 0, 12.3456)])).toEqual({ tier: 1, problem: 'amount' });
    expect(termsProblem('daily', [f(0, 0, 50.12)])).toBeNull();
  });

  it('asks a fixed amount for one active member at 0 unless the tier says it pays an idle team', () => {
    expect(activeNeeded(f(0, 0, 50))).toBe(1);
    expect(activeNeeded(f(0, 3, 50))).toBe(3);
    expect(activeNeeded(f(0, 0, 50, true))).toBe(0);
    expect(activeNeeded(p(0, 0, 0.01))).toBe(0);
    expect(tierFor([f(0, 0, 50)], { validBet: 0, netLoss: 0, activeMembers: 0 })).toBeNull();
    expect(tierFor([f(0, 0, 50, true)], { validBet: 0, netLoss: 0, activeMembers: 0 })).toBe(0);
    // The same 0/0 fixed tier is not above its offerer's; one that pays an idle team is, when the offerer's does not.
    expect(firstTierAbove([f(0, 0, 40)], [f(0, 0, 50)])).toBeNull();
    expect(firstTierAbove([f(0, 0, 40, true)], [f(0, 0, 50)])).toBe(0);
  });

  it('says what a figure lacks for a tier, in cents and members', () => {
    const tier: Tier = { minimumBet: 1000, netLoss: 500.5, activeMember: 3, rateType: 'P', rate: 0.1 };
    expect(missingFor(tier, { validBet: 189.9, netLoss: 200.2, activeMembers: 1 })).toEqual({ validBet: 810.1, netLoss: 300.3, activeMembers: 2 });
    expect(missingFor(tier, { validBet: 2000, netLoss: 600, activeMembers: 5 })).toEqual({ validBet: 0, netLoss: 0, activeMembers: 0 });
  });
});
