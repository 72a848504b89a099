import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockPgliteDir } from './pglite-lock.ts';

const root = mkdtempSync(join(tmpdir(), 'tala-lock-'));
const dir = join(root, 'pglite');
afterEach(() => rmSync(`${dir}.lock`, { force: true }));

describe('lockPgliteDir', () => {
  it('writes our pid and releases the lock', () => {
    const release = lockPgliteDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses a directory another live process holds, naming it', () => {
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockPgliteDir(dir)).toThrow(DatabaseInUseError);
    expect(() => lockPgliteDir(dir)).toThrow(String(process.ppid));
  });

  it('takes over the lock of a process that is gone', () => {
    writeFileSync(`${dir}.lock`, '2147483646');
    const release = lockPgliteDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
