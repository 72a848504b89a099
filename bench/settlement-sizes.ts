/** `--settlement-bets 100000,1M,3M`: the settlement case's sizes (bench/settlement.ts). */

/** A bet count as written on the command line: `100000`, `100k`, `1M`, `2.5M`. */
export function betCount(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([kKmM]?)$/.exec(text.trim().replaceAll('_', ''));
  if (!match) return NaN;
  const unit = match[2]?.toLowerCase() === 'm' ? 1_000_000 : match[2]?.toLowerCase() === 'k' ? 1_000 : 1;
  const count = Number(match[1]) * unit;
  return Number.isInteger(count) ? count : NaN;
}

export function settlementSizes(argv: readonly string[]): number[] {
  const at = argv.findIndex((arg) => arg === '--settlement-bets' || arg.startsWith('--settlement-bets='));
  const value = at < 0 ? undefined : argv[at]?.includes('=') ? argv[at]?.split('=')[1] : argv[at + 1];
  const sizes = (value ?? '100000').split(',').map(betCount);
  if (sizes.some((size) => !Number.isInteger(size) || size <= 0)) throw new Error(`--settlement-bets: expected bet counts such as 100000,1M,3M, got ${value}`);
  return sizes;
}
