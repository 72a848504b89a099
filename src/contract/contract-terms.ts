import {
  contractCategories,
  type CategoryRates,
  type ContractCategory,
  type ContractKind,
  type DailyDetail,
  type DividendTier,
  type HourRate,
  type HeldKind,
  type OfferPayload,
  type Tier,
} from './contracts.ts';

/**
 * The rules of contract terms, shared by the offer form (checked as the agent types) and the server.
 * A contract's tiers climb: each tier's thresholds and rate are at least the previous one's, and one
 * contract pays either percentages (P) or fixed amounts (F), never both. So the rate a team earns
 * only grows with what it does, which is what makes the differential rule hold.
 */

/** What a team did in a period, in the units the tiers use (amounts in major units). */
export interface TeamFigure {
  validBet: number;
  netLoss: number;
  activeMembers: number;
}

/** `paysIdleTeam` travels only when a tier says it. */
const idleOf = (tier: { paysIdleTeam?: boolean | undefined }) => (tier.paysIdleTeam ? { paysIdleTeam: true } : {});
/** `categoryRates` travels only when it names a category: a tier without one pays its `rate` on every category, as before. */
const categoriesOf = (tier: { categoryRates?: CategoryRates | undefined }) =>
  tier.categoryRates && Object.keys(tier.categoryRates).length > 0 ? { categoryRates: tier.categoryRates } : {};

/** The rate a tier pays on a game category's figure: the category's own, or the tier's. */
export const rateIn = (tier: Pick<Tier, 'rate' | 'categoryRates'>, category: ContractCategory): number => tier.categoryRates?.[category] ?? tier.rate;

export function tiersOf(offer: OfferPayload): Tier[] {
  if (offer.kind === 'dividend')
    return offer.tiers.map((tier) => ({
      minimumBet: tier.minimumBet,
      netLoss: tier.netLoss,
      activeMember: tier.activeMember,
      rateType: 'P',
      rate: tier.contractRate,
      ...categoriesOf(tier),
    }));
  if (offer.kind === 'daily')
    return offer.details.map((detail) => ({
      minimumBet: detail.betVolume,
      netLoss: 0,
      activeMember: detail.activeMember,
      rateType: detail.rateType,
      rate: detail.rate,
      ...idleOf(detail),
      ...categoriesOf(detail),
    }));
  return offer.hourSalaryRates.map((rate) => ({
    minimumBet: rate.minimumBet,
    netLoss: 0,
    activeMember: rate.activeMember,
    rateType: rate.rateType,
    rate: rate.rate,
    ...idleOf(rate),
    ...categoriesOf(rate),
  }));
}

export const dividendTiers = (tiers: readonly Tier[]): DividendTier[] =>
  tiers.map((tier) => ({
    minimumBet: tier.minimumBet,
    netLoss: tier.netLoss,
    activeMember: tier.activeMember,
    contractRate: tier.rate,
    ...categoriesOf(tier),
  }));
export const dailyDetails = (tiers: readonly Tier[]): DailyDetail[] =>
  tiers.map((tier) => ({
    betVolume: tier.minimumBet,
    activeMember: tier.activeMember,
    rateType: tier.rateType,
    rate: tier.rate,
    ...idleOf(tier),
    ...categoriesOf(tier),
  }));
export const hourRates = (tiers: readonly Tier[]): HourRate[] =>
  tiers.map((tier) => ({
    minimumBet: tier.minimumBet,
    activeMember: tier.activeMember,
    rateType: tier.rateType,
    rate: tier.rate,
    ...idleOf(tier),
    ...categoriesOf(tier),
  }));

/** The offer payload of a kind, from tiers in the common form. */
export function offerFor(kind: HeldKind, downlineId: number, tiers: readonly Tier[]): OfferPayload {
  if (kind === 'dividend') return { kind, downlineId, tiers: dividendTiers(tiers) };
  if (kind === 'daily') return { kind, downlineId, details: dailyDetails(tiers) };
  return { kind, downlineId, hourSalaryRates: hourRates(tiers) };
}

/**
 * A P rate (a fraction of at most 4 decimals) in parts per million, exactly: read from its decimal
 * writing, not from the binary product (0.0157 * 1e6 is 15699.999…, which Math.floor would cut).
 */
export function ratePpm(rate: number): bigint {
  return BigInt(rate.toFixed(6).replace('.', ''));
}

/**
 * The active members a tier needs. A fixed amount is paid for a team that played: it needs at least
 * one active member even at 0, unless the tier says `paysIdleTeam` (docs/decisions/0600-payment-rules.md).
 */
export const activeNeeded = (tier: Pick<Tier, 'rateType' | 'activeMember' | 'paysIdleTeam'>) =>
  tier.rateType === 'F' && !tier.paysIdleTeam ? Math.max(1, tier.activeMember) : tier.activeMember;

const decimals = (value: number, places: number) => Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6;

/** A tier's thresholds are at least the previous one's (the rate must climb too: a tier further up never pays less). */
const thresholdsClimb = (before: Tier, tier: Tier) =>
  tier.minimumBet >= before.minimumBet &&
  tier.netLoss >= before.netLoss &&
  tier.activeMember >= before.activeMember &&
  activeNeeded(tier) >= activeNeeded(before);

/** Why the tiers cannot make a contract (a key under agentCenter.contracts.problem.), or null. */
export type TermsProblem = 'rateType' | 'rate' | 'amount' | 'order';
const validRate = (rate: number) => rate > 0 && rate <= 1 && decimals(rate, 4);
/** Every rate of the tier is at least the previous tier's, category by category. */
const ratesClimb = (before: Tier, tier: Tier) =>
  tier.rate >= before.rate && contractCategories.every((category) => rateIn(tier, category) >= rateIn(before, category));

export function termsProblem(kind: ContractKind, tiers: readonly Tier[]): { tier: number; problem: TermsProblem } | null {
  const first = tiers[0];
  for (const [index, tier] of tiers.entries()) {
    if (tier.rateType !== first?.rateType || (kind === 'dividend' && tier.rateType !== 'P')) return { tier: index, problem: 'rateType' };
    // A fixed amount is one amount for the period, whatever the categories.
    if (tier.rateType === 'F' && tier.categoryRates !== undefined) return { tier: index, problem: 'rateType' };
    if (tier.rateType === 'P' && !(validRate(tier.rate) && Object.values(tier.categoryRates ?? {}).every(validRate))) return { tier: index, problem: 'rate' };
    if (tier.rateType === 'F' && !(tier.rate > 0 && decimals(tier.rate, 2))) return { tier: index, problem: 'amount' };
    const before = tiers[index - 1];
    if (before && !(thresholdsClimb(before, tier) && ratesClimb(before, tier))) {
      return { tier: index, problem: 'order' };
    }
  }
  return null;
}

/** A net-loss threshold of 0 asks for nothing: a team that won still meets it (salaries never look at net loss). */
const reaches = (tier: Tier, figure: TeamFigure) =>
  figure.validBet >= tier.minimumBet && (tier.netLoss === 0 || figure.netLoss >= tier.netLoss) && figure.activeMembers >= activeNeeded(tier);

/** The tier the figure earns: the highest whose thresholds it met (tiers climb), or null. */
export function tierFor(tiers: readonly Tier[], figure: TeamFigure): number | null {
  let found: number | null = null;
  for (const [index, tier] of tiers.entries()) if (reaches(tier, figure)) found = index;
  return found;
}

/** What the figure lacks to reach the tier, each part 0 when met (amounts in major units). */
export function missingFor(tier: Tier, figure: TeamFigure): TeamFigure {
  const short = (needed: number, has: number) => Math.max(0, Math.round((needed - has) * 100) / 100);
  return {
    validBet: short(tier.minimumBet, figure.validBet),
    netLoss: tier.netLoss === 0 ? 0 : short(tier.netLoss, figure.netLoss),
    activeMembers: Math.max(0, activeNeeded(tier) - figure.activeMembers),
  };
}

/**
 * The first offered tier that would pay more than `own` pays at the same thresholds, on any game
 * category or on what no category names, or null when none does. Checking each offered tier at its own thresholds is enough: between two of its tiers
 * the offer pays the lower one's rate while `own`, which climbs, pays at least as much.
 */
export function firstTierAbove(offered: readonly Tier[], own: readonly Tier[]): number | null {
  for (const [index, tier] of offered.entries()) {
    const mine = tierFor(own, { validBet: tier.minimumBet, netLoss: tier.netLoss, activeMembers: activeNeeded(tier) });
    const ownTier = mine === null ? undefined : own[mine];
    if (!ownTier || ownTier.rateType !== tier.rateType || tier.rate > ownTier.rate) return index;
    if (contractCategories.some((category) => rateIn(tier, category) > rateIn(ownTier, category))) return index;
  }
  return null;
}

/** A rate as the pages show it: times 100, two decimals (SPEC §9). */
export const ratePercent = (rate: number) => (Math.round(rate * 1_000_000) / 10_000).toFixed(2);
