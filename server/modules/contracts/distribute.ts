import { tierFor } from '../../../src/contract/contract-terms.ts';
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

/** What a contract pays on its team's figure before anything is owed below: a percentage of the valid bet (of the net loss for dividends) or a fixed amount. */
export function grossOf(kind: ContractKind, tiers: readonly Tier[], figures: Figures): Gross {
  const tier = tierFor(tiers, { validBet: major(figures.validBet), netLoss: major(figures.netLoss), activeMembers: figures.activeMembers });
  const terms = tier === null ? undefined : tiers[tier];
  if (!terms) return { tier: null, gross: 0n };
  if (terms.rateType === 'F') return { tier, gross: toMinorUnits(terms.rate) };
  const base = kind === 'dividend' ? (figures.netLoss > 0n ? figures.netLoss : 0n) : figures.validBet;
  return { tier, gross: (base * BigInt(Math.round(terms.rate * 1_000_000))) / ppm };
}

export interface Claim {
  id: number;
  /** The claim of the nearest agent above holding a contract of the same kind, or null at the top of a chain. */
  parent: number | null;
  gross: bigint;
}

export interface Share {
  /** What the chain below and including this agent receives in all. */
  cap: bigint;
  /** Kept back for the contracted downline's sub-teams. */
  downline: bigint;
  /** Paid to this agent: cap minus downline, never below zero. */
  pay: bigint;
}

/**
 * The differential rule. The top of each chain receives its rate on its team's figure (cap = gross);
 * each agent passes down what its contracted downline agents claim for their sub-teams and keeps the
 * rest, so a chain together never receives more than its top agent's rate. Tiers that climb and offers
 * checked against the offerer's own contract make the claims fit; when they do not (a dividend whose
 * sub-team lost more than the whole team), the downline's claims are scaled down to what is there.
 */
export function distribute(claims: readonly Claim[]): Map<number, Share> {
  const byId = new Map(claims.map((claim) => [claim.id, claim]));
  const children = new Map<number, Claim[]>();
  const roots: Claim[] = [];
  for (const claim of claims) {
    if (claim.parent === null || !byId.has(claim.parent)) roots.push(claim);
    else children.set(claim.parent, [...(children.get(claim.parent) ?? []), claim]);
  }
  const shares = new Map<number, Share>();
  const queue: { claim: Claim; cap: bigint }[] = roots.map((claim) => ({ claim, cap: claim.gross }));
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next) break;
    const below = children.get(next.claim.id) ?? [];
    const claimed = below.reduce((sum, child) => sum + child.gross, 0n);
    const caps = below.map((child) => (claimed <= next.cap ? child.gross : (child.gross * next.cap) / claimed));
    const downline = caps.reduce((sum, cap) => sum + cap, 0n);
    shares.set(next.claim.id, { cap: next.cap, downline, pay: next.cap - downline });
    below.forEach((child, index) => queue.push({ claim: child, cap: caps[index] ?? 0n }));
  }
  return shares;
}
