import type { Sample } from './load.ts';

export interface SlowWindow {
  /** ms from the load's start */
  start: number;
  /** slow calls answered in the window, by group */
  byGroup: Map<number, number>;
}

export interface Tail {
  /** the latency at the share's percentile: the calls at or over it are the slow ones */
  threshold: number;
  slow: number;
  /** the slowest call's latency */
  slowest: number;
  /** the windows that answered slow calls, in time order */
  windows: SlowWindow[];
  /** windows the whole load spans */
  spanned: number;
  /** of the slow calls, the share that their window's largest group answered */
  inLargestGroup: number;
}

/**
 * Where the slowest `share` of a load's calls fell: in which windows of `windowMs` they were answered,
 * and of which group (a seamless call's partition of members). Slow calls spread over the whole load
 * point at each call's own cost; slow calls bunched in a few windows, one group at a time, point at
 * stalls of that group's work.
 */
export function tailOf(samples: Sample[], groupOf: (sample: Sample) => number, { share = 0.01, windowMs = 100 } = {}): Tail {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const threshold = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * (1 - share)))] ?? 0;
  const windows = new Map<number, SlowWindow>();
  let slow = 0;
  for (const sample of samples) {
    if (sample.ms < threshold) continue;
    slow += 1;
    const index = Math.floor(sample.answeredAt / windowMs);
    const window = windows.get(index) ?? { start: index * windowMs, byGroup: new Map<number, number>() };
    const group = groupOf(sample);
    window.byGroup.set(group, (window.byGroup.get(group) ?? 0) + 1);
    windows.set(index, window);
  }
  const inLargest = [...windows.values()].reduce((sum, window) => sum + Math.max(...window.byGroup.values()), 0);
  const end = Math.max(0, ...samples.map((sample) => sample.answeredAt));
  return {
    threshold,
    slow,
    slowest: sorted.at(-1) ?? 0,
    windows: [...windows.values()].sort((a, b) => a.start - b.start),
    spanned: Math.ceil(end / windowMs),
    inLargestGroup: slow === 0 ? 0 : inLargest / slow,
  };
}
