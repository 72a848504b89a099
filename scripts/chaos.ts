/**
 * `npm run chaos`: a bounded mixed load of seamless-wallet bets, wins and rollbacks (with duplicate
 * and out-of-order deliveries), deposits, withdrawals, transfers to upline and operator credits
 * against two API processes on PostgreSQL and one Redis, while the processes are killed with SIGKILL
 * and restarted, their database connections are terminated, and Redis is stopped and started again
 * (logins must keep answering, from each process's own counters, while it is away). Every request is
 * retried with its key until answered; then the books are checked and the figures printed. Exit 1
 * on any violation.
 *
 *   npm run chaos -- [--operations 2000] [--members 20] [--kills 3] [--terminations 3] [--redis-stops 1]
 *                    [--processes 2] [--workers 8] [--seed 1]
 *
 * Needs DATABASE_URL (a PostgreSQL server); works in a scratch database that it drops at the end. The
 * Redis is a redis-server of the run's own on a private port, never a shared one; without redis-server
 * on the PATH the run goes on without Redis and says so.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { houseCatalogue } from '../src/contract/house.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/index.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedDemo } from '../server/db/seed.ts';
import { issueSession } from '../server/modules/auth/sessions.ts';
import { hashPassword } from '../server/modules/auth/password.ts';
import { loadCatalog } from '../server/modules/catalog/repository.ts';
import { findMemberByUsername, insertMember } from '../server/modules/members/repository.ts';
import { hasRedisServer, privateRedis } from '../server/test/redis.ts';
import { verify } from './chaos/checks.ts';
import { deliver, json, sealer, type Tally } from './chaos/client.ts';
import { redisOutage, type OutageReport } from './chaos/redis-outage.ts';
import { freePort, ServerProcess } from './chaos/server-process.ts';
import { Workload, type Context, type Player } from './chaos/workload.ts';

const { values: options } = parseArgs({
  options: {
    operations: { type: 'string', default: '2000' },
    members: { type: 'string', default: '20' },
    kills: { type: 'string', default: '3' },
    terminations: { type: 'string', default: '3' },
    'redis-stops': { type: 'string', default: '1' },
    processes: { type: 'string', default: '2' },
    workers: { type: 'string', default: '8' },
    seed: { type: 'string', default: String(Date.now() % 100_000) },
  },
});
const count = (name: keyof typeof options) => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number, got ${options[name]}`);
  return value;
};
const operations = count('operations');
const memberCount = Math.max(1, count('members'));
const kills = count('kills');
const terminations = count('terminations');
const redisStops = hasRedisServer ? count('redis-stops') : 0;
const processes = Math.max(1, count('processes'));
const workers = Math.max(1, count('workers'));
let seed = count('seed');
/** A small deterministic generator (mulberry32), so a run can be repeated with its --seed. */
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('npm run chaos needs DATABASE_URL (a PostgreSQL server): the embedded database cannot be shared with a killed process.');
  process.exit(2);
}
const databaseName = `tala_chaos_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${databaseName}`);
const scratch = new URL(adminUrl);
scratch.pathname = `/${databaseName}`;
const ownUrl = new URL(scratch);
ownUrl.searchParams.set('application_name', 'tala-chaos');

const opsToken = randomBytes(24).toString('hex');
const vendorSecret = randomBytes(24).toString('hex');
const redis = hasRedisServer ? await privateRedis() : null;
if (!redis) console.log('chaos: no redis-server on the PATH: the processes run without Redis and Redis is not stopped');
await redis?.start();
const serverEnv = {
  DATABASE_URL: scratch.toString(),
  OPS_TOKEN: opsToken,
  VENDOR_SECRETS: JSON.stringify({ HOUSE: vendorSecret }),
  SEED_DEMO: 'false',
  LOG_LEVEL: 'fatal',
  HOUSE_CLOCK_MS: '0',
  REDIS_URL: redis?.url ?? '',
  // The Redis stop's logins come from addresses of their own (redis-outage.ts).
  TRUST_PROXY: 'true',
  DIST_DIR: '/nonexistent/tala-chaos-dist',
};
const servers: ServerProcess[] = [];
for (let index = 0; index < processes; index++) servers.push(new ServerProcess(await freePort(), serverEnv));
const database = await openDatabase({ DATABASE_URL: ownUrl.toString(), PGLITE_DIR: 'memory://' });
const tally: Tally = { requests: 0, retries: 0, internal: 0 };
let exitCode = 1;

try {
  const config = loadConfig({});
  await migrate(database);
  await seedDemo(database.db, { defaultPassword: config.DEFAULT_PASSWORD });
  const upline = await findMemberByUsername(database.db, 'agent1');
  if (!upline) throw new Error('the demo seed has no agent1');
  const paymentPassword = '246810';
  const passwordHash = await hashPassword('Chaos@1234');
  const paymentPasswordHash = await hashPassword(paymentPassword);
  const members = [];
  for (let index = 0; index < memberCount; index++) {
    const row = await insertMember(database.db, {
      username: `chaos${index}`,
      passwordHash,
      paymentPasswordHash,
      uplineId: upline.id,
      payeeName: 'Juan Dela Cruz',
    });
    const { token } = await issueSession(database.db, {
      memberId: row.id,
      method: 'username',
      ip: '127.0.0.1',
      scope: 'full',
      limits: { SESSION_IDLE_MINUTES: 600, SESSION_MAX_HOURS: 24 },
    });
    members.push({ row, headers: { authorization: `Bearer ${token}` } });
  }
  // Members of their own for the logins while Redis is away, one per process.
  const probes: { username: string; password: string }[] = [];
  for (let index = 0; index < processes; index++) {
    await insertMember(database.db, { username: `chaoslogin${index}`, passwordHash, uplineId: upline.id });
    probes.push({ username: `chaoslogin${index}`, password: 'Chaos@1234' });
  }

  await Promise.all(servers.map((server) => server.start()));
  const origins = servers.map((server) => server.origin);
  const origin = origins[0] ?? '';
  const opsHeaders = { authorization: `Bearer ${opsToken}` };
  const slot = (await loadCatalog()).games.find((game) => game.code === houseCatalogue.slot.code);
  if (!slot) throw new Error('the catalogue has no HOUSE slot');
  const first = members[0];
  if (!first) throw new Error('no members');
  const channels = await deliver(tally, `${origin}/wps/deposit/channels`, () => ({ headers: first.headers }));
  const channelId = ((channels.body as { value: { id: number }[] }).value[0] ?? { id: 0 }).id;

  const players: Player[] = [];
  for (const { row, headers } of members) {
    const launched = await deliver(tally, `${origin}/wps/game/launchGame`, () => json('POST', { gameId: slot.code, nodeId: slot.id }, headers));
    const gameUrl = new URL((launched.body as { value: { game_url: string } }).value.game_url, origin);
    const gameToken = new URLSearchParams(gameUrl.hash.slice(1)).get('session') ?? gameUrl.searchParams.get('token') ?? '';
    const accounts = await deliver(tally, `${origin}/wps/withdraw/accounts`, () =>
      json('POST', { kind: 'bank', provider: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '1234567890' }, headers),
    );
    const payoutAccountId = ((accounts.body as { value: { id: number }[] }).value.at(-1) ?? { id: 0 }).id;
    await deliver(tally, `${origin}/ops/members/${row.id}/adjust`, () =>
      json('POST', { amount: 2000, reason: 'chaos stake', actor: 'chaos', idempotencyKey: `stake-${row.id}` }, opsHeaders),
    );
    players.push({ id: row.id, username: row.username, headers, gameToken, payoutAccountId, paymentPassword });
  }

  const context: Context = { origins, opsToken, vendorSecret, channelId, players, seal: await sealer(origin), tally, random };
  const workload = new Workload(context);
  let started = 0;
  let finished = 0;
  const work = async () => {
    while (started < operations) {
      started += 1;
      await workload.step();
      finished += 1;
    }
  };

  // Chaos at milestones of finished operations: kills spread evenly (one process at a time, in
  // turn), terminations between them, Redis stops at their own milestones, each lasting a tenth of the run.
  let killed = 0;
  let terminated = 0;
  let connectionsTerminated = 0;
  let redisStopped = 0;
  const outage: OutageReport = { logins: 0, slowestMs: 0, violations: [] };
  const chaos = async () => {
    const killEvery = operations / (kills + 1);
    const terminateEvery = operations / (terminations + 1);
    const stopEvery = operations / (redisStops + 1);
    while (finished < operations && (killed < kills || terminated < terminations || redisStopped < redisStops)) {
      if (redis && redisStopped < redisStops && finished >= stopEvery * (redisStopped + 0.75)) {
        redisStopped += 1;
        const until = finished + operations / 10;
        await redisOutage(redis, { origins, probes, seal: context.seal }, outage, async () => {
          while (finished < Math.min(until, operations)) await new Promise((resolve) => setTimeout(resolve, 20));
        });
      } else if (killed < kills && finished >= killEvery * (killed + 1)) {
        const server = servers[killed % servers.length];
        killed += 1;
        await server?.kill();
        await server?.start();
      } else if (terminated < terminations && finished >= terminateEvery * (terminated + 0.5)) {
        terminated += 1;
        const result = await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name <> 'tala-chaos' AND pid <> pg_backend_pid()",
          [databaseName],
        );
        connectionsTerminated += result.rowCount ?? 0;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const began = Date.now();
  await Promise.all([chaos(), ...Array.from({ length: workers }, work)]);
  const seconds = (Date.now() - began) / 1000;
  await Promise.all(servers.map((server) => server.stop()));

  const verdict = await verify(database.db, workload.outcomes);
  const kinds: Record<string, number> = {};
  for (const outcome of workload.outcomes) kinds[outcome.kind] = (kinds[outcome.kind] ?? 0) + 1;
  console.log(
    `chaos: ${operations} operations in ${seconds.toFixed(1)} s by ${workers} workers on ${memberCount} members, ${processes} API processes (seed ${options.seed})`,
  );
  console.log(
    `  mix: ${Object.entries(kinds)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}`,
  );
  console.log(`  requests ${tally.requests}, retries ${tally.retries}, 500s ${tally.internal}`);
  console.log(
    `  SIGKILL + restart ${killed} (server starts ${servers.reduce((sum, server) => sum + server.starts, 0)}), connection terminations ${terminated} (${connectionsTerminated} connections)`,
  );
  console.log(
    `  Redis stopped and started ${redisStopped}: ${outage.logins} logins around it, slowest ${Math.round(outage.slowestMs)} ms, ${outage.violations.length} wrong`,
  );
  const { unbalanced, drifted, negative, wrongAfter, orphaned } = verdict.invariants;
  console.log(
    `  ledger: unbalanced transfers ${unbalanced}, balances not equal to entries ${drifted}, negative member balances ${negative}, wrong balance-after ${wrongAfter}, rows naming no member ${orphaned}`,
  );
  const violations = [...verdict.violations, ...outage.violations];
  console.log(`  violations: ${violations.length}${tally.internal ? ` (and ${tally.internal} answers of 500)` : ''}`);
  for (const violation of violations.slice(0, 20)) console.log(`    - ${violation}`);
  exitCode = violations.length === 0 && tally.internal === 0 ? 0 : 1;
} finally {
  for (const server of servers) await server.kill();
  await redis?.stop();
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}
process.exit(exitCode);
