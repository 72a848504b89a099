/** The most numbers one bet slip takes: each is its own bet, so the slip stays readable. */
export const maxNumbersPerSlip = 10;

/** Toggles a number on the slip; a full slip takes no more until one is removed. */
export function toggleNumber(selected: readonly number[], number: number): number[] {
  if (selected.includes(number)) return selected.filter((value) => value !== number);
  if (selected.length >= maxNumbersPerSlip) return [...selected];
  return [...selected, number].sort((a, b) => a - b);
}
