/** How a lottery number can win: drawn anywhere among the numbers, or drawn first. */
export const lottoKinds = ['any', 'first'] as const;
export type LottoKind = (typeof lottoKinds)[number];

/** The most numbers one bet slip takes: each is its own bet, so the slip stays readable. */
export const maxNumbersPerSlip = 10;

export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The wire's pick for a number: "any:07", "first:42" (lottoPickSchema). */
export const lottoPick = (kind: LottoKind, number: number) => `${kind}:${twoDigits(number)}`;

export function parseLottoPick(pick: string): { kind: LottoKind; number: string } | null {
  const match = /^(any|first):(\d{2})$/.exec(pick);
  return match ? { kind: match[1] as LottoKind, number: match[2] ?? '' } : null;
}

/** Toggles a number on the slip; a full slip takes no more until one is removed. */
export function toggleNumber(selected: readonly number[], number: number): number[] {
  if (selected.includes(number)) return selected.filter((value) => value !== number);
  if (selected.length >= maxNumbersPerSlip) return [...selected];
  return [...selected, number].sort((a, b) => a - b);
}
