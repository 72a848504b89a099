/**
 * The numbers a HOUSE outcome draws from, each in [0, 1). On the server they come from the
 * provably fair stream (server/vendors/house/fair.ts); the rules only read them, so the page can
 * import the rules without node:crypto and a test can feed chosen numbers.
 */
export interface RandomSource {
  next(): number;
}

/** A uniform integer in [0, size). */
export function pick(random: RandomSource, size: number): number {
  return Math.floor(random.next() * size);
}
