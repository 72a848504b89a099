import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports a process's CPU time in ticks of 1/100 s (USER_HZ) in /proc/<pid>/stat. */
const msPerTick = 10;

/** A process's user + system CPU time in ms from /proc, or undefined where there is no /proc or no such process. */
export function processCpuMs(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (in parentheses) may hold spaces; the fields counted from after it do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * msPerTick;
}

/** CPU time in ms by process id, of every process on this machine named postgres (the postmaster, its backends and workers). */
export type PostgresCpu = Map<number, number>;

/** A reading of PostgreSQL's processes, or undefined when there are none here: then PostgreSQL runs elsewhere and its share can't be read. */
export function postgresCpu(): PostgresCpu | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const reading: PostgresCpu = new Map();
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const ms = processCpuMs(Number(pid));
    if (ms !== undefined) reading.set(Number(pid), ms);
  }
  return reading.size > 0 ? reading : undefined;
}

/**
 * PostgreSQL's CPU between two readings, process by process: a backend or autovacuum worker that
 * ended between them would otherwise take its whole lifetime's time off the total. (What such a
 * process spent after the first reading is lost; one that started after it counts whole.)
 */
export function postgresCpuBetween(before: PostgresCpu | undefined, after: PostgresCpu | undefined): number | undefined {
  if (!before || !after) return undefined;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
