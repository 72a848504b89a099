import { ratePpm, rateIn, tierFor } from '../../../src/contract/contract-terms.ts';
import { toMinorUnits } from '../../../src/contract/money.ts';
import type { ContractKind, Tier } from '../../../src/contract/contracts.ts';
import type { Figures } from './figures.ts';

const ppm = 1_000_000n;
const major = (minor: bigint) => Number(minor) / 100;

export interface Gross {
  tier: number | null;
  /** The contract's rate on its holder's team figure, in minor units. */
  gross: bigint;
}

/**
 * What a contract pays on its team's figure before anything is owed below: a percentage of the valid
 * bet (of the net loss for dividends) or a fixed amount. The tier is the one the team's totals reach;
 * a tier with category rates pays each category's figure at its own rate
 * (docs/decisions/0906-contract-rates-per-category.md).
 */
export function grossOf(kind: ContractKind, tiers: readonly Tier[], figures: Figures): Gross {
  const tier = tierFor(tiers, { validBet: major(figures.validBet), netLoss: major(figures.netLoss), activeMembers: figures.activeMembers });
  const terms = tier === null ? undefined : tiers[tier];
  if (!terms) return { tier: null, gross: 0n };
  if (terms.rateType === 'F') return { tier, gross: toMinorUnits(terms.rate) };
  if (terms.categoryRates && Object.keys(terms.categoryRates).length > 0) return { tier, gross: categoryGross(kind, terms, figures) };
  const base = kind === 'dividend' ? (figures.netLoss > 0n ? figures.netLoss : 0n) : figures.validBet;
  return { tier, gross: (base * ratePpm(terms.rate)) / ppm };
}

/**
 * Σ over categories of the category's figure × its rate, in parts per million and cut to the cent
 * once: with every category at the tier's rate this is exactly the single-rate gross. What no
 * category holds (bets of a category without a code; a dividend's bonuses, which belong to no
 * category) counts at the tier's rate. A dividend pays nothing when the sum is not above zero.
 */
function categoryGross(kind: ContractKind, terms: Tier, figures: Figures): bigint {
  const total = kind === 'dividend' ? figures.netLoss : figures.validBet;
  let sum = 0n;
  let named = 0n;
  for (const [category, figure] of figures.byCategory ?? []) {
    const part = kind === 'dividend' ? figure.netLoss : figure.validBet;
    sum += part * ratePpm(rateIn(terms, category));
    named += part;
  }
  sum += (total - named) * ratePpm(terms.rate);
  return sum > 0n ? sum / ppm : 0n;
}

export interface Claim {
  id: number;
  /** The claim of the nearest agent above holding a contract of the same kind, or null at the top of a chain. */
  parent: number | null;
  gross: bigint;
}

export interface Share {
  /** Kept back for the contracted downline's sub-teams: what their own contracts pay them. */
  downline: bigint;
  /** Paid to this agent: its gross minus its downline's, never below zero. */
  pay: bigint;
}

/**
 * The differential rule (docs/decisions/0600-payment-rules.md). Each agent is paid by its own
 * contract on its own team: its gross, less what its contracted downline agents (the nearest holders
 * below it) earn by theirs on their sub-teams, never below zero. A downline agent's pay never depends
 * on how its upline's other members did: when its claim exceeds its upline's gross (a dividend whose
 * sub-team lost more than the whole team, fixed amounts of several downline agents), it is paid in
 * full and the upline gets 0, not less. Climbing tiers and offers checked against the offerer's own
 * contract make percentage salaries always fit, so there a chain receives exactly its top agent's gross.
 */
export function distribute(claims: readonly Claim[]): Map<number, Share> {
  const byId = new Map(claims.map((claim) => [claim.id, claim]));
  const downline = new Map<number, bigint>();
  for (const claim of claims) {
    if (claim.parent === null || !byId.has(claim.parent)) continue;
    downline.set(claim.parent, (downline.get(claim.parent) ?? 0n) + claim.gross);
  }
  const shares = new Map<number, Share>();
  for (const claim of claims) {
    const owed = downline.get(claim.id) ?? 0n;
    shares.set(claim.id, { downline: owed, pay: claim.gross > owed ? claim.gross - owed : 0n });
  }
  return shares;
}
