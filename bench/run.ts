/**
 * `npm run bench [-- --json] [-- --quick] [-- --write]`: each case beside its baseline, measured in one run on this
 * machine, with the ratio case/baseline. Servers run in processes of their own (bench/serve.ts,
 * bench/hello.ts), and so does the load (bench/generator.ts: autocannon closed loop, or a fixed rate
 * for latency), over loopback. First the generator is checked against hello-world with one process
 * and two at once: when the second adds more than a tenth, one process cannot keep a server busy and
 * no ratio is printed (bench/generator-check.ts). PostgreSQL cases run when DATABASE_URL is set (each
 * on a scratch database it drops), pgbench's TPC-B when pgbench is there too. Numbers vary with the
 * machine and whatever else runs on it; compare runs made side by side. `--write` also writes the
 * figures with the machine they ran on to bench/RESULTS.md.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { startNodeFlags } from '../scripts/lib/server-bundle.ts';
import { createScratchPostgres } from '../server/test/harness.ts';
import { seamlessCalls, type Served } from './bet-and-win.ts';
import { errorsOf, tallyNote, transfersOf, type Mix } from './calls.ts';
import { startChild } from './child.ts';
import { coldStart, serverColdStarts, type ColdStart } from './cold-start.ts';
import { generate } from './generate.ts';
import { checkLine, generatorCheck } from './generator-check.ts';
import type { GeneratorResult } from './generator.ts';
import { openPgbench } from './pgbench.ts';
import { resultsMarkdown, textTable, thisMachine, type Row } from './results.ts';
import { agentsPerLevel, settlementInChild, settlementMembers } from './settlement.ts';
import { settlementSizes } from './settlement-sizes.ts';
import { benchTeam, teamLevels, teamSize } from './team.ts';
import { backofficeMembers, benchBackoffice } from './backoffice.ts';
import { benchStreams, streamCount } from './streams.ts';

const json = process.argv.includes('--json');
const quick = process.argv.includes('--quick');
const write = process.argv.includes('--write');
// Read before the bench loads the machine: the load average says what else was running.
const machine = thisMachine();
const scale = quick ? 0.25 : 1;
const n = (count: number) => Math.max(100, Math.round(count * scale));
/** The closed loop's connections, in every case that measures a rate. */
const connections = 64;
/** The open loop's rate, as a share of the case's closed-loop rate: latency at a load the server carries. */
const openShare = 0.5;
const openSeconds = quick ? 5 : 20;

/**
 * Every case as its baseline is measured: `warm` calls of its own (4,000 unless a case needs more) to
 * warm the JIT and the connections, then `total` timed calls. A case timed cold reads as slower than
 * it runs once warm, and the ratio would then compare a cold server with a warm baseline.
 */
const steady = (address: string, total: number, mix: Mix, warm = 4000) =>
  generate({ mode: 'closed', address, mix, connections, warm: n(warm), timed: n(total) });
/** The case's calls at half its closed-loop rate, latency counted from each call's intended start. */
const atHalf = (address: string, mix: Mix, closed: GeneratorResult) =>
  generate({ mode: 'open', address, mix, callsPerSecond: closed.perSecond * openShare, seconds: openSeconds });

/** `--only=seamless,balance`: those groups (status, balance, seamless, pages, streams, start, team, backoffice, settlement, pgbench) beside the hello-world baseline. */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const want = (group: string) => !only || only.includes(group);

const rows: Row[] = [];
const say = (text: string) => {
  if (!json) process.stderr.write(`${text}\n`);
};

// The generator check: hello-world from one generator process, then from two at once sharing the
// same 64 connections, each for the same time.
const checkSeconds = quick ? 3 : 10;
const hello = await startChild<{ address: string }>('bench/hello.ts');
const helloMix: Mix = { kind: 'repeat', path: '/' };
const helloResult = await generate({
  mode: 'closed',
  address: hello.info.address,
  mix: helloMix,
  connections,
  warm: n(4000),
  timed: { seconds: checkSeconds },
});
const helloTwo = await Promise.all(
  [0, 1].map(() =>
    generate({ mode: 'closed', address: hello.info.address, mix: helloMix, connections: connections / 2, warm: 0, timed: { seconds: checkSeconds } }),
  ),
);
await hello.stop();
const check = generatorCheck(
  helloResult.perSecond,
  helloTwo.map((result) => result.perSecond),
);
say(`generator check: ${checkLine(check)}`);

function loadRow(name: string, database: string, result: GeneratorResult, unit = 'req/s', baseline?: [string, number]): Row {
  const row: Row = {
    case: name,
    database,
    unit,
    value: result.perSecond,
    p50: result.p50,
    p95: result.p95,
    p99: result.p99,
    max: result.max,
    failures: result.failures,
  };
  if (baseline) {
    Object.assign(row, { baseline: baseline[0], baselineValue: baseline[1] });
    // A saturated generator caps the baseline and the case alike: their ratio says nothing.
    if (!check.saturated) row.ratio = row.value / baseline[1];
  }
  rows.push(row);
  return row;
}

/** An open-loop row: the rate reached, and the latency of each call from its intended start. */
function openRow(name: string, database: string, result: GeneratorResult, closed: GeneratorResult): Row {
  const row: Row = {
    case: `${name}, open loop at ${openShare * 100}% of its rate`,
    database,
    unit: 'calls/s',
    value: result.perSecond,
    p50: result.p50,
    p99: result.p99,
    max: result.max,
    failures: result.failures,
    baseline: 'closed loop, calls/s',
    baselineValue: closed.perSecond,
    note: `asked ${Math.round(result.askedPerSecond ?? 0).toLocaleString('en')} calls/s`,
  };
  rows.push(row);
  return row;
}

loadRow('bare Fastify hello-world', '-', helloResult);
const helloBase: [string, number] = ['hello-world', helloResult.perSecond];
rows.push({
  case: 'generator check: hello-world from two generator processes at once',
  database: '-',
  unit: 'req/s',
  value: check.two.reduce((a, b) => a + b, 0),
  note: checkLine(check),
});
say(`hello-world: ${helloResult.perSecond.toFixed(0)} req/s`);

const pgbench = want('pgbench') || want('seamless') ? await openPgbench() : 'skipped: --only';
const pgbenchSeconds = quick ? 5 : 15;
const tps = typeof pgbench === 'string' ? pgbench : await pgbench.tps(pgbenchSeconds);
if (typeof tps === 'number') rows.push({ case: 'pgbench TPC-B (-s 10 -c 16 -j 2)', database: 'postgres', unit: 'tps', value: tps });
else rows.push({ case: 'pgbench TPC-B', database: 'postgres', unit: 'tps', value: 0, note: tps });
const tpcb: [string, number] | undefined = typeof tps === 'number' ? ['pgbench TPC-B', tps] : undefined;
say(`pgbench: ${tps}`);

async function appCases(database: 'pglite' | 'postgres', env: Record<string, string | undefined>) {
  // The seamless case runs on PostgreSQL only, the pages on PGlite only.
  if (!['status', 'balance', database === 'postgres' ? 'seamless' : 'pages'].some(want)) return;
  // With `npm start`'s Node flags, so PGlite runs as it does there; members funded as players are.
  const server = await startChild<Served>(
    'bench/serve.ts',
    { ...env, BENCH_MEMBERS: '256', BENCH_FUNDING: 'spread', DIST_DIR: process.env.DIST_DIR ?? 'dist' },
    startNodeFlags(),
  );
  try {
    const { address, members } = server.info;
    if (want('status')) loadRow('status', database, await steady(address, 20000, { kind: 'repeat', path: '/wps/system/status' }), 'req/s', helloBase);
    const balance: Mix = { kind: 'rotate', path: '/wps/v2/wallets/balance', headers: members.map((one) => ({ authorization: `Bearer ${one.token}` })) };
    if (want('balance')) {
      const closed = await steady(address, 20000, balance);
      loadRow(`authenticated balance, ${connections} conn.`, database, closed, 'req/s', helloBase);
      openRow('authenticated balance', database, await atHalf(address, balance, closed), closed);
    }
    say(`${database}: status and balance done`);
    if (database === 'postgres' && want('seamless')) {
      const seamless: Mix = { kind: 'seamless', served: server.info };
      // TPC-B again just before the warm-up and just after the timed calls: this host's speed drifts
      // by a tenth and more within minutes, so the ratio divides by the baseline measured around it.
      const before = typeof pgbench === 'string' ? undefined : await pgbench.tps(pgbenchSeconds);
      const closed = await steady(address, seamlessCalls.timed, seamless, seamlessCalls.warm);
      const after = typeof pgbench === 'string' ? undefined : await pgbench.tps(pgbenchSeconds);
      const around: [string, number] | undefined = before !== undefined && after !== undefined ? ['pgbench TPC-B around it', (before + after) / 2] : undefined;
      // Only a bet or a win the wallet answered OK moved money: refusals are HTTP 200 too.
      const tally = new Map(closed.tally);
      const transfers = { ...closed, perSecond: (closed.perSecond * transfersOf(tally)) / Math.max(1, closed.requests), failures: errorsOf(tally) };
      const row = loadRow(`seamless bet + win, ${connections} conn., 256 members`, database, transfers, 'transfers/s', around ?? tpcb);
      row.note = [
        `${Math.round(closed.perSecond).toLocaleString('en')} calls/s`,
        tallyNote(tally),
        around ? `pgbench ${before?.toFixed(0)} tps before, ${after?.toFixed(0)} after` : '',
      ]
        .filter(Boolean)
        .join('; ');
      const open = await atHalf(address, seamless, closed);
      openRow('seamless bet + win', database, open, closed).note += `; ${tallyNote(new Map(open.tally))}`;
      say(`${database}: seamless done`);
    }
    if (database === 'pglite' && want('pages')) {
      if (!existsSync(process.env.DIST_DIR ?? 'dist')) {
        rows.push({ case: 'page serving', database: '-', unit: 'req/s', value: 0, note: 'skipped: build the site first (npm run build)' });
      } else {
        const pages = [
          ['home page (gzip)', '/', 'gzip'],
          ['home page (br)', '/', 'br'],
          ['slots lobby pt (br)', '/pt/rng', 'br'],
        ] as const;
        // Serving and reading 10-15 KB bodies takes both processes about 30,000 calls to warm, not
        // 4,000: without this, whichever page case ran first read a third slower than the others.
        const anyPage: Mix = { kind: 'paths', calls: pages.map(([, path, encoding]) => ({ path, headers: { 'accept-encoding': encoding } })) };
        await generate({ mode: 'closed', address, mix: anyPage, connections, warm: 0, timed: n(32000) });
        for (const [name, path, encoding] of pages) {
          loadRow(name, '-', await steady(address, 20000, { kind: 'repeat', path, headers: { 'accept-encoding': encoding } }), 'req/s', helloBase);
        }
        say('pages done');
      }
    }
  } finally {
    await server.stop();
  }
}

try {
  await appCases('pglite', { DATABASE_URL: '' });
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchPostgres();
    try {
      await appCases('postgres', { DATABASE_URL: scratch.url });
    } finally {
      await scratch.drop();
    }
  } else {
    rows.push({ case: 'PostgreSQL cases', database: 'postgres', unit: '', value: 0, note: 'skipped: DATABASE_URL is not set' });
  }
} finally {
  if (typeof pgbench !== 'string') await pgbench.drop();
}

if (want('streams')) {
  // PGlite in the server's process: where the notifications come from does not change the fan-out.
  const streams = n(streamCount);
  say(`streams: ${streams.toLocaleString('en')} open on one process`);
  const result = await benchStreams(streams);
  const note = `one transfer crediting ${streams.toLocaleString('en')} members, each with a stream open; the first had it ${result.firstMs.toFixed(0)} ms after the commit`;
  rows.push({
    case: `live events: ${streams.toLocaleString('en')} balances moved at once, commit until the last stream has its event`,
    database: 'pglite',
    unit: 'ms',
    value: result.lastMs,
    note,
  });
  rows.push({ case: 'live events: server memory per open stream', database: 'pglite', unit: 'KiB', value: result.kibPerStream });
  say('streams done');
}

if (want('start')) {
  const helloStart = await coldStart(['bench/hello-port.ts'], {}, '/');
  const starts = await serverColdStarts();
  const startRow = (name: string, result: ColdStart) =>
    rows.push({
      case: name,
      database: 'pglite',
      unit: 's',
      value: result.seconds,
      baseline: 'bare Fastify start',
      baselineValue: helloStart.seconds,
      ratio: result.seconds / helloStart.seconds,
      peakMiB: result.peakMiB,
    });
  rows.push({ case: 'cold start, bare Fastify', database: '-', unit: 's', value: helloStart.seconds, peakMiB: helloStart.peakMiB });
  startRow('cold start, fresh database', starts.fresh);
  startRow('cold start, existing data', starts.existing);
  say('cold starts done');
}

if (process.env.DATABASE_URL && want('team')) {
  say(`team: building ${teamSize} members in ${teamLevels} levels`);
  const team = await benchTeam();
  rows.push({
    case: `team roll-up catching up ${teamSize.toLocaleString('en')} bets queued as the money path queues them`,
    database: 'postgres',
    unit: 'ms',
    value: team.catchUpMs,
    note: 'the first roll-up after the writes; the queries below read its figures',
  });
  for (const [name, result] of team.results) loadRow(`${name}, top agent of ${teamSize.toLocaleString('en')}`, 'postgres', result);
} else {
  rows.push({
    case: 'team queries',
    database: 'postgres',
    unit: '',
    value: 0,
    note: process.env.DATABASE_URL ? 'skipped: --only' : 'skipped: DATABASE_URL is not set',
  });
}

if (process.env.DATABASE_URL && want('backoffice')) {
  say(`backoffice: building ${backofficeMembers} members and ${backofficeMembers * 10} ledger entries`);
  for (const [name, result] of await benchBackoffice()) loadRow(name, 'postgres', result);
} else {
  rows.push({
    case: 'back-office member queries',
    database: 'postgres',
    unit: '',
    value: 0,
    note: process.env.DATABASE_URL ? 'skipped: --only' : 'skipped: DATABASE_URL is not set',
  });
}

if (process.env.DATABASE_URL && want('settlement')) {
  const agents = agentsPerLevel.reduce((sum, count) => sum + count, 0);
  say(`settlement: ${settlementMembers} members under ${agents} agents in ${agentsPerLevel.length} levels`);
  for (const bets of settlementSizes(process.argv.slice(2))) {
    // Each size in a fresh process: timed cold, as the clock's first settlement after a start runs.
    const result = await settlementInChild(bets);
    const note = `${result.contracts} contracts; ${settlementMembers.toLocaleString('en')} members, ${agents} agents, ${agentsPerLevel.length} levels`;
    rows.push({ case: `settlement, daily run of ${bets.toLocaleString('en')} bets`, database: 'postgres', unit: 'ms', value: result.dailyMs, note });
    rows.push({ case: `settlement, real-time window of ${bets.toLocaleString('en')} bets`, database: 'postgres', unit: 'ms', value: result.realtimeMs, note });
  }
}

if (json) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
else console.log(textTable(rows));

if (write) {
  const args = process.argv.slice(2).filter((arg) => arg !== '--write');
  const command = args.length > 0 ? `npm run bench -- ${args.join(' ')}` : 'npm run bench';
  const file = new URL('./RESULTS.md', import.meta.url);
  await writeFile(file, resultsMarkdown(rows, machine, command, check));
  say(`written: ${file.pathname}`);
}
