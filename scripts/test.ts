/**
 * `npm test`: lint, type checks, the site build, unit and API tests on PGlite, the API tests again on
 * PostgreSQL when DATABASE_URL is set, a small chaos run there, the tests of the built site (size
 * budgets, link texts, translated pages: vitest's `built` project), and the browser tests. Stops at
 * the first failing step and ends with one "N passed, N failed" line over every runner.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, run } from './lib/run.ts';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const reports = await mkdtemp(join(tmpdir(), 'tala-test-'));

async function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  console.log(`\n━━ ${title}`);
  const code = await run(command, args, { ...process.env, ...env });
  if (code !== 0) finish(`${title} failed (exit ${code})`);
}

async function vitest(title: string, name: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const output = join(reports, `${name}.json`);
  console.log(`\n━━ ${title}`);
  const code = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...args], { ...process.env, ...env });
  const report = JSON.parse(await readFile(output, 'utf8').catch(() => '{}')) as Partial<
    Record<'numPassedTests' | 'numFailedTests' | 'numPendingTests' | 'numTodoTests', number>
  >;
  tally.passed += report.numPassedTests ?? 0;
  tally.failed += report.numFailedTests ?? 0;
  tally.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  if (code !== 0) finish(`${title} failed (exit ${code})`);
}

function finish(reason?: string): never {
  const skipped = tally.skipped ? `, ${tally.skipped} skipped` : '';
  if (reason) console.error(`\n${reason}`);
  // A step that failed before any test ran (a type error, a broken build) still counts as a failure.
  const failed = Math.max(tally.failed, reason ? 1 : 0);
  console.log(`\ntests: ${tally.passed} passed, ${failed} failed${skipped}`);
  process.exit(reason ? 1 : 0);
}

await step('Lint (ESLint)', bin('eslint'), ['.']);
await step('Format (Prettier)', bin('prettier'), ['--check', '.']);
await step('Type check: site (astro check)', bin('astro'), ['check']);
await step('Type check: server (tsc)', bin('tsc'), ['-p', 'tsconfig.server.json']);
await step('Build the site', bin('astro'), ['build']);
await vitest('Unit and API tests on PGlite', 'pglite', ['--project', 'unit'], { TEST_DATABASE: 'pglite' });
if (process.env.DATABASE_URL) {
  await vitest('API tests on PostgreSQL', 'postgres', ['--project', 'unit', 'server'], { TEST_DATABASE: 'postgres' });
  // A small chaos run on two processes: kills and connection losses under load must leave the books exact,
  // and logins must go on while its own Redis is stopped (one check).
  await step('Chaos on PostgreSQL (npm run chaos, small)', process.execPath, [
    'scripts/chaos.ts',
    '--operations',
    '300',
    '--members',
    '6',
    '--kills',
    '2',
    '--terminations',
    '2',
    '--redis-stops',
    '1',
    '--processes',
    '2',
    '--seed',
    '7',
  ]);
  tally.passed += 1;
} else {
  console.log('\n━━ API tests on PostgreSQL skipped: DATABASE_URL is not set');
}
// Required: the build above must be there, so a missing dist/ fails here instead of leaving these out.
await vitest('Tests of the built site', 'built', ['--project', 'built'], { TEST_BUILT_SITE: 'required' });

const playwrightReport = join(reports, 'playwright.json');
console.log('\n━━ Browser tests (Playwright, Chromium)');
const e2eCode = await run(bin('playwright'), ['test', '--reporter=list,json'], { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
const e2e = JSON.parse(await readFile(playwrightReport, 'utf8').catch(() => '{"stats":{}}')) as {
  stats: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
};
tally.passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
tally.failed += e2e.stats.unexpected ?? 0;
tally.skipped += e2e.stats.skipped ?? 0;
if (e2eCode !== 0) finish(`Browser tests failed (exit ${e2eCode})`);
finish(tally.failed ? 'Some tests failed' : undefined);
