/**
 * `npm run bench`: the hot read paths of the site and API, served by the real app on an embedded
 * database (or DATABASE_URL), measured over loopback. Numbers vary with the machine; compare runs
 * on the same one.
 */
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/index.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedDemo } from '../server/db/seed.ts';
import { load } from './load.ts';
import { benchTeam, teamLevels, teamSize } from './team.ts';

const config = loadConfig({ ...process.env, PGLITE_DIR: process.env.PGLITE_DIR ?? 'memory://', LOG_LEVEL: 'silent', HOST: '127.0.0.1' });
const database = await openDatabase(config);
await migrate(database);
await seedDemo(database.db);
const app = await buildApp({ config, database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const targets: Array<[name: string, path: string, headers?: Record<string, string>]> = [
  ['permission check', '/wps/system/status'],
  ['vendor lanes (pt)', '/lgw/games/vendor_list?platform=html5-desktop', { language: 'pt' }],
  ['game menus', '/lgw/games/game_menus'],
  ['home page (gzip)', '/', { 'accept-encoding': 'gzip' }],
  ['slots lobby (br)', '/pt/rng', { 'accept-encoding': 'br' }],
];

console.log(`database: ${database.kind}; 2000 requests per target, 16 at a time\n`);
console.log('target                      req/s     p50 ms   p99 ms   failures');
for (const [name, path, headers] of targets) {
  await load(`${address}${path}`, { total: 200, concurrency: 8, headers });
  const result = await load(`${address}${path}`, { total: 2000, concurrency: 16, headers });
  console.log(
    `${name.padEnd(26)} ${result.perSecond.toFixed(0).padStart(7)} ${result.p50.toFixed(2).padStart(9)} ${result.p99.toFixed(2).padStart(8)} ${String(result.failures).padStart(10)}`,
  );
}
await app.close();
await database.close();

if (process.env.DATABASE_URL) {
  console.log(`\nagent team: ${teamSize.toLocaleString('en')} members in ${teamLevels} levels under one agent (scratch PostgreSQL database), 200 requests, 4 at a time\n`);
  console.log('target                      req/s     p50 ms   p95 ms   p99 ms   failures');
  for (const [name, result] of await benchTeam()) {
    console.log(
      `${name.padEnd(26)} ${result.perSecond.toFixed(0).padStart(7)} ${result.p50.toFixed(2).padStart(9)} ${result.p95.toFixed(2).padStart(8)} ${result.p99.toFixed(2).padStart(8)} ${String(result.failures).padStart(10)}`,
    );
  }
} else {
  console.log('\nagent team: skipped (needs DATABASE_URL: the team case runs on PostgreSQL)');
}
