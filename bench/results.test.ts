import { describe, expect, it } from 'vitest';
import { generatorCheck } from './generator-check.ts';
import { resultsMarkdown, textTable, thisMachine, type Machine, type Row } from './results.ts';

const machine: Machine = {
  cpuModel: 'Example CPU @ 2.00GHz',
  cpuCount: 2,
  memoryGiB: 7.75,
  node: 'v24.21.0',
  os: 'linux 6.8.0',
  loadAverage: [1.5, 0.25, 3],
  date: '2026-11-27T08:00:00.000Z',
};

const rows: Row[] = [
  { case: 'bare Fastify hello-world', database: '-', unit: 'req/s', value: 20000, p50: 3.04, p95: 5, p99: 8.25, failures: 0 },
  { case: 'pgbench TPC-B (-s 10 -c 16 -j 2)', database: 'postgres', unit: 'tps', value: 3000 },
  {
    case: 'authenticated balance, 64 conn.',
    database: 'pglite',
    unit: 'req/s',
    value: 1500,
    p99: 40,
    baseline: 'hello-world',
    baselineValue: 20000,
    ratio: 0.075,
  },
  {
    case: 'authenticated balance, 64 conn.',
    database: 'postgres',
    unit: 'req/s',
    value: 12345.6,
    p99: 12.5,
    baseline: 'hello-world',
    baselineValue: 20000,
    ratio: 0.61728,
  },
  {
    case: 'seamless bet + win, 64 conn., 256 members',
    database: 'postgres',
    unit: 'transfers/s',
    value: 2100,
    p50: 28,
    p99: 49.96,
    max: 80,
    baseline: 'pgbench TPC-B around it',
    baselineValue: 3500,
    ratio: 0.6,
    note: 'pgbench 3400 tps before, 3600 after',
  },
  {
    case: 'seamless bet + win, open loop at 50% of its rate',
    database: 'postgres',
    unit: 'calls/s',
    value: 1190,
    p50: 4.25,
    p99: 19.5,
    max: 61,
    baseline: 'closed loop, calls/s',
    baselineValue: 2400,
    note: 'asked 1,200 calls/s',
  },
  {
    case: 'authenticated balance, open loop at 50% of its rate',
    database: 'postgres',
    unit: 'calls/s',
    value: 6000,
    p50: 2,
    p99: 10.5,
    max: 30,
    baseline: 'closed loop, calls/s',
    baselineValue: 12345.6,
  },
  {
    case: 'cold start, fresh database',
    database: 'pglite',
    unit: 's',
    value: 2.346,
    baseline: 'bare Fastify start',
    baselineValue: 0.4,
    ratio: 5.865,
    peakMiB: 401.4,
  },
  {
    case: 'cold start, existing data',
    database: 'pglite',
    unit: 's',
    value: 0.97,
    baseline: 'bare Fastify start',
    baselineValue: 0.4,
    ratio: 2.425,
    peakMiB: 222,
  },
  { case: 'page serving', database: '-', unit: 'req/s', value: 0, note: 'skipped: build | then run' },
];

describe('bench/RESULTS.md', () => {
  const check = generatorCheck(20_000, [10_500, 10_400]);
  const markdown = resultsMarkdown(rows, machine, 'npm run bench -- --only=balance,seamless,start', check);
  const lines = markdown.split('\n');

  it('names the command and the machine the figures ran on', () => {
    expect(lines[0]).toBe('# Bench results');
    expect(markdown).toContain('Written by `npm run bench -- --only=balance,seamless,start` (bench/run.ts)');
    expect(lines).toContain('| Run | 2026-11-27T08:00:00.000Z |');
    expect(lines).toContain('| CPU | 2 × Example CPU @ 2.00GHz |');
    expect(lines).toContain('| Memory | 7.8 GiB |');
    expect(lines).toContain('| Node | v24.21.0 |');
    expect(lines).toContain('| OS | linux 6.8.0 |');
    expect(lines).toContain('| Load average at the start (1, 5, 15 min) | 1.50, 0.25, 3.00 |');
  });

  it('records the generator check with both rates and what it means for the ratios', () => {
    expect(lines).toContain('## Load generator');
    expect(lines).toContain('| 20,000 req/s | 20,900 req/s (10,500 + 10,400) | 4.5% | printed |');
    expect(markdown).toContain('One generator process keeps the server busy');
  });

  it('reads each goal from the row that measures it, beside its baseline, and says which were met', () => {
    expect(lines).toContain(
      '| seamless bet + win ≥ 0.5 of TPC-B (PostgreSQL, 64 conn., OK transfers only) | 2,100 transfers/s, **0.600** | pgbench TPC-B around it 3,500 | yes |',
    );
    expect(lines).toContain(
      '| seamless bet + win p99 ≤ 20 ms at half its rate (open loop) | p99 19.5 ms (p50 4.3, max 61.0) at 1,190 calls/s | closed loop, calls/s 2,400 | yes |',
    );
    expect(lines).toContain('| authenticated balance, PostgreSQL ≥ 0.30 of hello-world | 12,346 req/s, **0.617** | hello-world 20,000 | yes |');
    expect(lines).toContain(
      '| authenticated balance, PostgreSQL p99 ≤ 10 ms at half its rate (open loop) | p99 10.5 ms (p50 2.0, max 30.0) at 6,000 calls/s | closed loop, calls/s 12,346 | no |',
    );
    expect(lines).toContain('| authenticated balance, PGlite ≥ 0.15 of hello-world | 1,500 req/s, **0.075** | hello-world 20,000 | no |');
    expect(lines).toContain('| cold start on PGlite, existing data ≤ 0.5 s, peak ≤ 400 MiB | 0.97 s, peak 222 MiB | bare Fastify start 0.40 | no |');
    // In time, but over the memory goal.
    expect(lines).toContain('| cold start on PGlite, fresh database ≤ 1.2 s, peak ≤ 400 MiB | 2.35 s, peak 401 MiB | bare Fastify start 0.40 | no |');
    // The goal of p99 at 64 closed-loop connections measured queueing, not a call's cost: gone.
    expect(markdown).not.toContain('seamless p99 ≤ 50 ms');
  });

  it('judges no ratio goal when the generator was saturated and the ratios withheld', () => {
    const saturated = generatorCheck(15_000, [16_000, 16_000]);
    const withheld = rows.map((row) => (row.baseline === 'hello-world' ? { ...row, ratio: undefined } : row));
    const text = resultsMarkdown(withheld, machine, 'npm run bench', saturated).split('\n');
    expect(text).toContain('| 15,000 req/s | 32,000 req/s (16,000 + 16,000) | 113.3% | withheld |');
    expect(text).toContain(
      '| authenticated balance, PostgreSQL ≥ 0.30 of hello-world | 12,346 req/s, no ratio (generator saturated) | hello-world 20,000 | — |',
    );
    expect(text.join('\n')).toContain('The generator is saturated');
  });

  it('says a goal whose case did not run, or was skipped, was not measured', () => {
    expect(lines).toContain('| home page ≥ 0.5 of hello-world (gzip) | not measured in this run | | — |');
  });

  it('lists every row, numbers right-aligned, with a pipe in a note kept inside its cell', () => {
    expect(lines).toContain('| Case | Database | Value | Unit | p50 ms | p95 ms | p99 ms | max ms | Failures | Baseline | Ratio | Note |');
    expect(lines).toContain('|---|---|---:|---|---:|---:|---:|---:|---:|---|---:|---|');
    expect(lines).toContain('| bare Fastify hello-world | - | 20,000 | req/s | 3.0 | 5.0 | 8.3 | | 0 | | | |');
    expect(lines).toContain(
      '| seamless bet + win, 64 conn., 256 members | postgres | 2,100 | transfers/s | 28.0 | | 50.0 | 80.0 | | pgbench TPC-B around it 3,500 | 0.600 | pgbench 3400 tps before, 3600 after |',
    );
    expect(lines).toContain('| cold start, fresh database | pglite | 2.35 | s | | | | | | bare Fastify start 0.40 | 5.865 | peak 401 MiB |');
    expect(lines).toContain('| page serving | - | 0 | req/s | | | | | | | | skipped: build \\| then run |');
    const table = lines.slice(lines.indexOf('## Every case')).filter((line) => line.startsWith('|'));
    // The header, the alignment line and one line a row, each of twelve cells.
    expect(table).toHaveLength(rows.length + 2);
    for (const line of table) expect(line.replaceAll('\\|', '').split('|')).toHaveLength(14);
  });

  it('prints the same cells in the terminal, padded into columns', () => {
    const text = textTable(rows).split('\n');
    expect(text).toHaveLength(rows.length + 1);
    expect(text[0]).toMatch(/^case\s+db\s+value\s+unit\s+p50 ms\s+p95 ms\s+p99 ms\s+max ms\s+fail\s+baseline\s+ratio\s+note$/);
    expect(text.find((line) => line.startsWith('cold start, existing data'))).toMatch(/0\.97\s+s\s+.*bare Fastify start 0\.40\s+2\.425\s+peak 222 MiB$/);
  });

  it("reads this machine's processors, memory and Node", () => {
    const here = thisMachine(new Date('2026-01-02T03:04:05Z'));
    expect(here.cpuCount).toBeGreaterThan(0);
    expect(here.memoryGiB).toBeGreaterThan(0);
    expect(here.node).toBe(process.version);
    expect(here.date).toBe('2026-01-02T03:04:05.000Z');
  });
});
