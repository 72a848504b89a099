/**
 * `npm run bench:pages [-- --json] [-- --reports=DIR]`: Lighthouse's mobile preset (simulated slow 4G and a 4× slower
 * CPU) on /, /rng, /promotions and /member, served from the built site by the real server
 * (bench/serve.ts, in-memory PGlite, as a visitor), in /usr/bin/chromium (`CHROME_PATH` for another).
 * Prints the four category scores with TBT, LCP and the script bytes the page transferred.
 * `--reports=DIR` keeps each page's full Lighthouse report (JSON) there. Build first (`npm run build`). Scores are simulations on this machine: compare runs side by side.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startChild } from './child.ts';

const json = process.argv.includes('--json');
const reports = process.argv.find((arg) => arg.startsWith('--reports='))?.slice('--reports='.length);
const paths = ['/', '/rng', '/promotions', '/member'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Row {
  path: string;
  scores: Record<(typeof categories)[number], number>;
  tbtMs: number;
  lcpMs: number;
  /** Bytes of JavaScript over the wire (compressed as the server sent it). */
  scriptBytes: number;
  /** Audits that did not pass, for the reader to look into. */
  failing: string[];
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

if (!existsSync('dist/index.html')) {
  console.error('bench:pages: build the site first (npm run build)');
  process.exit(1);
}

const server = await startChild<{ address: string }>('bench/serve.ts', { DATABASE_URL: '', BENCH_MEMBERS: '1', DIST_DIR: 'dist' });
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
/** One page's report. A trace Chromium failed to record (NO_NAVSTART and the like) is taken again once. */
async function audit(path: string, attempts = 2) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(new URL(path, server.info.address).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt >= attempts) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
}

const rows: Row[] = [];
try {
  for (const path of paths) {
    const lhr = await audit(path);
    if (reports) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(join(reports, `${path === '/' ? 'home' : path.slice(1)}.json`), JSON.stringify(lhr));
    }
    const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Row['scores'];
    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
    const failing = categories.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
        .map((audit) => `${id}: ${audit!.id} (${audit!.displayValue ?? audit!.score})`),
    );
    rows.push({
      path,
      scores,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
      scriptBytes: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      failing,
    });
    if (!json) process.stderr.write(`${path} done\n`);
  }
} finally {
  chrome.kill();
  await server.stop();
}

if (json) {
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
} else {
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'TBT ms', 'LCP ms', 'JS KB'];
  const table = rows.map((row) => [
    row.path,
    ...categories.map((id) => String(row.scores[id])),
    row.tbtMs.toFixed(0),
    row.lcpMs.toFixed(0),
    (row.scriptBytes / 1024).toFixed(1),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column]!.length)));
  for (const cells of [header, ...table])
    console.log(cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
  for (const row of rows) if (row.failing.length > 0) console.log(`\n${row.path} below 0.9:\n  ${row.failing.join('\n  ')}`);
}
