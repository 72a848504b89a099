import type { z } from 'zod';
import type { slotOutcomeSchema } from '../../contract/house.ts';

type SlotOutcome = z.infer<typeof slotOutcomeSchema>;
type SlotLine = SlotOutcome['lines'][number];

/** A reel cell as "reel:row", the key the page's cells carry in data-cell. */
export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/**
 * The cells a spin's paying lines cover: on each line, the first `count` reels along its geometry.
 * A line index the geometry does not know is skipped rather than guessed.
 */
export function winningCells(lines: readonly SlotLine[], paylines: readonly (readonly number[])[]): Set<string> {
  const cells = new Set<string>();
  for (const win of lines) {
    const rows = paylines[win.line];
    if (!rows) continue;
    for (let reel = 0; reel < Math.min(win.count, rows.length); reel += 1) {
      const row = rows[reel];
      if (row !== undefined) cells.add(cellKey(reel, row));
    }
  }
  return cells;
}

/** Where the scatters lie when they paid: they pay anywhere, so no line would show them. */
export function scatterCells(outcome: Pick<SlotOutcome, 'reels' | 'scatterPays'>): Set<string> {
  const cells = new Set<string>();
  if (outcome.scatterPays <= 0) return cells;
  outcome.reels.forEach((reel, index) => reel.forEach((symbol, row) => symbol === 'SCATTER' && cells.add(cellKey(index, row))));
  return cells;
}
