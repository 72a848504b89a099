import type { RandomSource } from '../random.ts';

/** A text in the site's three languages. */
export interface Text {
  en: string;
  pt: string;
  tl: string;
}

export const text = (en: string, pt: string = en, tl: string = en): Text => ({ en, pt, tl });

/** A bet the member may place: its pick and what a win pays per unit staked (stake included), or null when the pay varies with the outcome. */
export interface Choice {
  pick: string;
  label: Text;
  odds: number | null;
}

/** What a play produced, independent of the bet: the page draws it and the server pays from it. */
export type Detail = Record<string, unknown>;

/** Payouts are multiples of the stake in ten-thousandths: 10,000 gives the stake back, 0 loses. */
export const unit = 10_000;

/** Odds in cents for a chance so that the return stays at or below `target`. */
export const oddsFor = (target: number, chance: number): number => Math.floor((100 * target) / chance) / 100;
export const basisOf = (odds: number): number => Math.round(odds * unit);

/**
 * One HOUSE instant game: a round is one call, its outcome drawn from the provably fair stream
 * before any bet is read, so the same seeds always show the same outcome whatever was staked.
 * `nonce` is the play's nonce: virtual leagues take their fixture from it, shown before the bet.
 */
export interface InstantRules {
  family: string;
  /** What the page explains above the choices. */
  rule: Text;
  choices(nonce: number): Choice[];
  draw(random: RandomSource, nonce: number): Detail;
  /** The payout multiple in ten-thousandths; null when the pick is not one of the choices. */
  pays(pick: string, detail: Detail, nonce: number): number | null;
  /** The exact return of each pick (expected payout per unit staked), when it is known in closed form. */
  returns(nonce: number): Record<string, number> | null;
  /** Draws and bingo: the chance of each number of matches, whose rare top prizes no simulation reaches. */
  matchChances?: readonly number[];
}

/** A uniform integer in [0, size) from the stream. */
export const draw = (random: RandomSource, size: number): number => Math.floor(random.next() * size);

/** A weighted index: weights are integers, so chances are exact fractions. */
export function weighted(random: RandomSource, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let value = draw(random, total);
  for (let index = 0; index < weights.length; index += 1) {
    value -= weights[index];
    if (value < 0) return index;
  }
  return weights.length - 1;
}

/** `count` distinct numbers of [0, size), in draw order (a partial Fisher–Yates shuffle). */
export function distinct(random: RandomSource, size: number, count: number): number[] {
  const pool = Array.from({ length: size }, (_, index) => index);
  for (let index = 0; index < count; index += 1) {
    const swap = index + draw(random, size - index);
    [pool[index], pool[swap]] = [pool[swap], pool[index]];
  }
  return pool.slice(0, count);
}
