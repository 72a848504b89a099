export type Side = 'a' | 'b';

/**
 * A B B A A B B A …: each side runs first as often as second, and the turns of both sides are spread
 * over the same minutes, so a machine whose speed drifts (this one's does, by a tenth and more within
 * minutes) slows both alike.
 */
export function turnOrder(turns: number): Side[] {
  const pattern: Side[] = ['a', 'b', 'b', 'a'];
  return Array.from({ length: turns }, (_, turn) => pattern[turn % pattern.length]!);
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((x, y) => x - y);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
