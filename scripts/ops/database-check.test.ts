import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';

const scratch = mkdtempSync(join(tmpdir(), 'tala-ops-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the ops CLI without --url', () => {
  it('refuses a PGLITE_DIR that holds no database, says which and how to reach the server, and creates nothing', async () => {
    const dir = join(scratch, 'pglite');
    const err: string[] = [];
    const code = await runCli(['deposits', 'approve', '1', '--reason', 'seen on statement'], {
      env: { PGLITE_DIR: dir },
      print: () => {},
      printError: (line) => err.push(line),
    });
    expect(code).toBe(1);
    expect(err[0]).toContain(`There is no database in ${dir} (PGLITE_DIR)`);
    expect(err[0]).toContain('--url http://localhost:4321');
    expect(existsSync(dir)).toBe(false);
  });
});
