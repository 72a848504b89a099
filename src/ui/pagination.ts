/**
 * Which page buttons a pager shows (SPEC §3, §9): a window of `range` pages around the current one,
 * `margin` pages at each end, and a gap where pages are skipped. Pages count from 1.
 */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

export const pagerDefaults = { range: 3, margin: 1 } as const;

export function pagerItems(pageCount: number, current: number, range: number = pagerDefaults.range, margin: number = pagerDefaults.margin): PagerItem[] {
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(current, 1), pageCount);
  const width = Math.min(Math.max(range, 1), pageCount);
  let start = page - Math.floor((width - 1) / 2);
  start = Math.min(Math.max(start, 1), pageCount - width + 1);
  const end = start + width - 1;

  const shown = new Set<number>();
  for (let p = start; p <= end; p += 1) shown.add(p);
  for (let p = 1; p <= Math.min(margin, pageCount); p += 1) shown.add(p);
  for (let p = Math.max(pageCount - margin + 1, 1); p <= pageCount; p += 1) shown.add(p);

  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    // A gap standing for a single page would take as much room as the page: show the page instead.
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}

/** The page a click asks for, or null when nothing should happen: the current page, or past either end. */
export function pageRequest(target: number, current: number, pageCount: number): number | null {
  if (target === current || target < 1 || target > pageCount) return null;
  return target;
}

export function pageCountOf(total: number, pageSize: number): number {
  return total <= 0 ? 0 : Math.ceil(total / pageSize);
}
