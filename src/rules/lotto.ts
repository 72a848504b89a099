import type { z } from 'zod';
import { lottoPickPattern, type lottoOutcomeSchema } from '../contract/house.ts';
import { pick, type RandomSource } from './random.ts';

export type LottoOutcome = z.infer<typeof lottoOutcomeSchema>;

/**
 * Each draw opens 5 different numbers from 00 to 99. "any:NN" wins when NN is among them
 * (chance 5%, pays 19.00: return 95%); "first:NN" when NN is drawn first (chance 1%, pays 95.00: 95%).
 */
export const drawSize = 5;
export const lottoKinds = ['any', 'first'] as const;
export type LottoKind = (typeof lottoKinds)[number];
export const lottoOdds: Readonly<Record<LottoKind, number>> = { any: 19, first: 95 };

/** A lottery number as the wire and the page write it: "07". */
export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The wire's pick for a number: "any:07", "first:42" (lottoPickSchema). */
export const lottoPick = (kind: LottoKind, number: number) => `${kind}:${twoDigits(number)}`;

export function draw(random: RandomSource): LottoOutcome {
  const pool = Array.from({ length: 100 }, (_, number) => number);
  const numbers: number[] = [];
  for (let index = 0; index < drawSize; index += 1) {
    const chosen = index + pick(random, pool.length - index);
    [pool[index], pool[chosen]] = [pool[chosen], pool[index]];
    numbers.push(pool[index]);
  }
  return { game: 'lotto', numbers };
}

/** "any:07" -> { kind: 'any', number: 7 }; null when the pick is not a lotto pick. */
export function parseLottoPick(text: string): { kind: LottoKind; number: number } | null {
  const match = lottoPickPattern.exec(text);
  if (!match) return null;
  return { kind: match[1] as LottoKind, number: Number(match[2]) };
}

export function lottoWins(text: string, outcome: LottoOutcome): boolean {
  const parsed = parseLottoPick(text);
  if (!parsed) return false;
  return parsed.kind === 'first' ? outcome.numbers[0] === parsed.number : outcome.numbers.includes(parsed.number);
}
