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

/**
 * The CPU time of every process on this machine named postgres (the postmaster, its backends and
 * workers), or undefined when none is: then PostgreSQL runs elsewhere and its share can't be read.
 */
export function postgresCpuMs(): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  let total: number | undefined;
  for (const pid of pids) {
    let name: string;
    try {
      name = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (name !== 'postgres') continue;
    total = (total ?? 0) + (processCpuMs(Number(pid)) ?? 0);
  }
  return total;
}
