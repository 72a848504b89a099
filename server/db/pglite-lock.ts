import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** A PGlite directory may be open in one process only: a second writer would corrupt it. */
export class DatabaseInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by process ${pid} (a running server?). ` +
        'Stop it, or talk to that server instead (the operator CLI: --url with OPS_TOKEN).',
    );
    this.name = 'DatabaseInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the directory's lock file (a stale one, whose process is gone, is taken over); returns its release. */
export function lockPgliteDir(dir: string): () => void {
  const file = `${dir.replace(/\/+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) throw new DatabaseInUseError(dir, holder);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dir}`);
}
