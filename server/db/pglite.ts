import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, openAsBlob, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate, migrationsFolder } from './migrate.ts';
import { lockPgliteDir } from './pglite-lock.ts';
import { serverDir } from '../paths.ts';

/**
 * PGlite, the embedded database. A new database starts as a copy of a template: PGlite's own initdb
 * with every migration applied, kept as a tarball. PGlite makes a new database by running initdb in
 * a second instance and copying its files across, 2.1-2.7 s here, and the migrations add 0.5 s;
 * loading the template takes 0.3 s. The template is named after what it is made from (its recipe
 * below, PGlite's version and the migrations), so a new release or migration makes a new one and a
 * stale one is never loaded. The build makes it (scripts/lib/server-bundle.ts); otherwise the first
 * new database makes it, which costs that one start about half a second more.
 */

function pgliteVersion(): string {
  const entry = createRequire(join(serverDir, 'paths.ts')).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** "memory://" in PGLITE_DIR keeps the database in memory. */
const memoryDir = 'memory://';

/**
 * PGlite's PostgreSQL settings: its default 128 MB of shared buffers is sized for a server of its
 * own; the embedded database of one process starts faster and about 90 MiB smaller with 32 MB, and
 * the files it reads beyond that stay in the operating system's cache.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * The template's initdb: 1 MB write-ahead log segments in place of 16, since a segment is written
 * whole into every new database.
 */
const initDbStartParams = ['--wal-segsize=1'];

/**
 * What the template is, beside the migrations: named in its key, so that a change here makes a new
 * template. template0 and template1 are dropped: they are what CREATE DATABASE copies, which the one
 * database of an embedded server never runs, and they are two thirds of the files a new database
 * would write. The template goes from 44 MB to 19 MB, and loading it into a new folder from
 * 0.55-1.8 s to 0.26-0.35 s on this machine.
 */
const templateRecipe = () => `pglite ${pgliteVersion()}; initdb ${initDbStartParams.join(' ')}; without template0 and template1`;

/** Worked out when a new database is first made, not at start: a server opening its data never needs it. */
let key: string | undefined;
function templateKey(): string {
  key ??= computeKey();
  return key;
}

function computeKey(): string {
  const hash = createHash('sha256').update(`${templateRecipe()}\n`);
  const journal = join(migrationsFolder, 'meta', '_journal.json');
  for (const file of [
    ...readdirSync(migrationsFolder)
      .filter((name) => name.endsWith('.sql'))
      .sort(),
    journal,
  ]) {
    const path = file === journal ? journal : join(migrationsFolder, file);
    hash.update(`${file}\n`).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the template of this release lives: Node's usual cache folder for a package's derived files. */
function templatePath(): string {
  return join(serverDir, '..', 'node_modules', '.cache', 'tala', `pglite-${templateKey()}.tar`);
}

/**
 * The template, made when it is missing. Processes racing to make it each write their own copy and
 * rename it into place; where the folder cannot be written, the one just made is used as it is.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const path = templatePath();
  if (existsSync(path)) return openAsBlob(path);
  const tarball = await makeTemplate();
  try {
    mkdirSync(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.partial`;
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, path);
  } catch {
    // A read-only install still starts; each new database then pays for its own template.
  }
  return tarball;
}

async function makeTemplate(): Promise<Blob> {
  const client = await PGlite.create({ startParams, initDbStartParams });
  try {
    await migrate({ kind: 'pglite', client });
    await client.exec("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
    // One statement each: DROP DATABASE cannot run inside a transaction, and a multi-statement exec is one.
    await client.exec('DROP DATABASE template0');
    await client.exec('DROP DATABASE template1');
    await client.exec('CHECKPOINT');
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * PGlite in `dir`, or in memory: a database already there is opened as it is; a new one starts as a
 * copy of the template. A folder is locked to this process until close().
 */
export async function openPglite(dir: string): Promise<{ client: PGlite; close(): Promise<void> }> {
  if (dir === memoryDir) {
    const client = await PGlite.create({ startParams, loadDataDir: await pgliteTemplate() });
    return { client, close: () => client.close() };
  }
  mkdirSync(dir, { recursive: true });
  const unlock = lockPgliteDir(dir);
  try {
    const loadDataDir = existsSync(join(dir, 'PG_VERSION')) ? undefined : await pgliteTemplate();
    const client = await PGlite.create(dir, { startParams, loadDataDir });
    const close = async () => {
      await client.close();
      unlock();
    };
    return { client, close };
  } catch (error) {
    unlock();
    throw error;
  }
}
