/**
 * `npm run bench:turns -- --a=<revision> [--b=<revision>] [--turns=8] [--rounds=2]`: the seamless
 * case of two revisions side by side, for a change whose effect is smaller than the machine's drift.
 * Each turn starts side a's or side b's server (bench/serve.ts of that revision, on a scratch
 * PostgreSQL database of its own), warms it, then times `--rounds` rounds of bet + win; the turns run
 * A B B A A B B A … (bench/turns-plan.ts). Side b is this working tree unless named; a named revision
 * is checked out in a temporary git worktree that shares this checkout's node_modules.
 *
 * Prints each round and then each side's medians: the rate, p50 and p99, and the CPU a bet + win pair
 * cost PostgreSQL (every local process named postgres), the server and this load generator, read
 * from /proc: on two shared cores the rate is the sum of those three.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { postgresCpu, postgresCpuBetween, processCpuMs } from './cpu.ts';
import { onWarmSeamlessServer } from './seamless-server.ts';
import { median, turnOrder, type Side } from './turns-plan.ts';

const root = resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: { a: { type: 'string' }, b: { type: 'string' }, turns: { type: 'string', default: '8' }, rounds: { type: 'string', default: '2' } },
});
const turns = Number(options.turns);
const rounds = Number(options.rounds);
if (!options.a || !process.env.DATABASE_URL || !Number.isSafeInteger(turns) || turns < 2 || !Number.isSafeInteger(rounds) || rounds < 1) {
  process.stderr.write('usage: DATABASE_URL=postgres://… npm run bench:turns -- --a=<revision> [--b=<revision>] [--turns=8 (2 or more)] [--rounds=2]\n');
  process.exit(2);
}

interface Checkout {
  label: string;
  dir: string;
  remove(): void;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

function checkout(revision: string | undefined): Checkout {
  if (!revision) return { label: 'working tree', dir: root, remove: () => undefined };
  const commit = git('rev-parse', '--verify', `${revision}^{commit}`);
  const parent = mkdtempSync(join(tmpdir(), 'tala-turns-'));
  const dir = join(parent, 'tree');
  git('worktree', 'add', '--quiet', '--detach', dir, commit);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const remove = () => {
    git('worktree', 'remove', '--force', dir);
    rmSync(parent, { recursive: true, force: true });
  };
  return { label: `${revision} (${commit.slice(0, 9)})`, dir, remove };
}

const figures = ['rate', 'p50', 'p99', 'postgres', 'server', 'generator'] as const;
type Round = Record<(typeof figures)[number], number>;

function turn(side: Checkout): Promise<Round[]> {
  return onWarmSeamlessServer(
    'tala_turns',
    async ({ server, round: timeRound }) => {
      const measured: Round[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const before = { postgres: postgresCpu(), server: processCpuMs(server.process.pid!) ?? Number.NaN, generator: process.cpuUsage() };
        const result = await timeRound();
        const postgres = postgresCpuBetween(before.postgres, postgresCpu()) ?? Number.NaN;
        const serverMs = (processCpuMs(server.process.pid!) ?? Number.NaN) - before.server;
        const generator = process.cpuUsage(before.generator);
        const pairs = result.requests / 2;
        measured.push({
          rate: result.perSecond,
          p50: result.p50,
          p99: result.p99,
          postgres: postgres / pairs,
          server: serverMs / pairs,
          generator: (generator.user + generator.system) / 1000 / pairs,
        });
        if (result.failures > 0) process.stderr.write(`${side.label}: ${result.failures} calls failed\n`);
      }
      return measured;
    },
    side.dir,
  );
}

const fixed = (value: number, digits: number) => (Number.isNaN(value) ? '-' : value.toFixed(digits));
const describe = (round: Round) =>
  `${fixed(round.rate, 0)} transfers/s, p50 ${fixed(round.p50, 1)} ms, p99 ${fixed(round.p99, 1)} ms; CPU a pair: PostgreSQL ${fixed(round.postgres, 3)} ms, server ${fixed(round.server, 3)} ms, load ${fixed(round.generator, 3)} ms`;

const sides: Record<Side, Checkout> = { a: checkout(options.a), b: checkout(options.b) };
const results: Record<Side, Round[]> = { a: [], b: [] };
const removeCheckouts = () => {
  sides.a.remove();
  sides.b.remove();
};
// Ctrl-C stops the turn's server too (it is in this process's group) but would leave the worktrees; a
// scratch database left by an interrupted turn is named tala_turns_….
process.once('SIGINT', () => {
  removeCheckouts();
  process.exit(130);
});
try {
  const order = turnOrder(turns);
  for (const [index, side] of order.entries()) {
    for (const round of await turn(sides[side])) {
      results[side].push(round);
      console.log(`turn ${index + 1}/${order.length}, ${side} ${sides[side].label}: ${describe(round)}`);
    }
  }
} finally {
  removeCheckouts();
}

const medians = (measured: Round[]) => Object.fromEntries(figures.map((figure) => [figure, median(measured.map((round) => round[figure]))])) as Round;
const [a, b] = [medians(results.a), medians(results.b)];
console.log(`\nmedians of ${results.a.length} and ${results.b.length} rounds`);
console.log(`a ${sides.a.label}: ${describe(a)}`);
console.log(`b ${sides.b.label}: ${describe(b)}`);
console.log(
  `b against a: rate ${fixed((b.rate / a.rate - 1) * 100, 1)}%, PostgreSQL a pair ${fixed((b.postgres / a.postgres - 1) * 100, 1)}%, server a pair ${fixed((b.server / a.server - 1) * 100, 1)}%`,
);
