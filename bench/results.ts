/**
 * The bench's rows and how they are shown: the terminal's table, and the Markdown of bench/RESULTS.md
 * that `npm run bench -- --write` writes with the machine the figures came from.
 */
import { cpus, loadavg, release, totalmem } from 'node:os';
import { checkLine, type GeneratorCheck } from './generator-check.ts';

export interface Row {
  case: string;
  database: string;
  unit: string;
  value: number;
  p50?: number;
  p95?: number;
  p99?: number;
  max?: number;
  failures?: number;
  baseline?: string;
  baselineValue?: number;
  ratio?: number;
  /** A cold start's peak resident memory. */
  peakMiB?: number;
  note?: string;
}

export interface Machine {
  cpuModel: string;
  cpuCount: number;
  memoryGiB: number;
  node: string;
  os: string;
  /** One, five and fifteen minutes, when the run began: the machine may be shared. */
  loadAverage: [number, number, number];
  /** ISO 8601, when the run began. */
  date: string;
}

export function thisMachine(date = new Date()): Machine {
  const cores = cpus();
  const [one, five, fifteen] = loadavg();
  return {
    cpuModel: cores[0]?.model.trim() ?? 'unknown',
    cpuCount: cores.length,
    memoryGiB: totalmem() / 1024 ** 3,
    node: process.version,
    os: `${process.platform} ${release()}`,
    loadAverage: [one ?? 0, five ?? 0, fifteen ?? 0],
    date: date.toISOString(),
  };
}

/** The number as the tables print it: thousands separated, a fixed count of decimals. */
export function fixed(value: number | undefined, digits = 0): string {
  return value === undefined ? '' : value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

const columns = ['case', 'db', 'value', 'unit', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'fail', 'baseline', 'ratio', 'note'] as const;
/** Columns read as text (left-aligned in the terminal); the others are numbers. */
const textColumns = new Set<number>([0, 1, 3, 9, 11]);

function cells(row: Row): string[] {
  const digits = row.unit === 's' ? 2 : row.unit === 'KiB' ? 1 : 0;
  const notes = [row.peakMiB === undefined ? '' : `peak ${fixed(row.peakMiB)} MiB`, row.note ?? ''].filter(Boolean);
  return [
    row.case,
    row.database,
    fixed(row.value, digits),
    row.unit,
    fixed(row.p50, 1),
    fixed(row.p95, 1),
    fixed(row.p99, 1),
    fixed(row.max, 1),
    row.failures === undefined ? '' : String(row.failures),
    row.baseline ? `${row.baseline} ${fixed(row.baselineValue, digits)}` : '',
    row.ratio === undefined ? '' : row.ratio.toFixed(3),
    notes.join('; '),
  ];
}

/** The terminal's table: columns padded to their widest cell. */
export function textTable(rows: Row[]): string {
  const table = rows.map(cells);
  const widths = columns.map((title, column) => Math.max(title.length, ...table.map((line) => line[column]!.length)));
  return [[...columns], ...table]
    .map((line) =>
      line
        .map((cell, column) => (column === 0 || column === 9 || column === 11 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

interface Goal {
  goal: string;
  /** The row the goal reads, by its case and database. */
  find: (row: Row) => boolean;
  measured: (row: Row) => string;
  /** Whether the row meets the goal; undefined when it cannot be judged (a ratio withheld). */
  met: (row: Row) => boolean | undefined;
}

const openLoop = (row: Row) => row.case.includes('open loop');
const seamless = (row: Row) => row.case.startsWith('seamless bet + win') && !openLoop(row);
const seamlessOpen = (row: Row) => row.case.startsWith('seamless bet + win') && openLoop(row);
const balance = (database: string) => (row: Row) => row.case.startsWith('authenticated balance') && row.database === database && !openLoop(row);
const balanceOpen = (database: string) => (row: Row) => row.case.startsWith('authenticated balance') && row.database === database && openLoop(row);
const ratioOf = (row: Row) => (row.ratio === undefined ? (row.baseline ? ', no ratio (generator saturated)' : '') : `, **${row.ratio.toFixed(3)}**`);
const ratioAtLeast = (share: number) => (row: Row) => (row.ratio === undefined ? undefined : row.ratio >= share);
const rate = (row: Row) => `${fixed(row.value)} ${row.unit}${ratioOf(row)}`;
const latency = (row: Row) => `p99 ${fixed(row.p99, 1)} ms (p50 ${fixed(row.p50, 1)}, max ${fixed(row.max, 1)}) at ${fixed(row.value)} ${row.unit}`;
const p99AtMost = (ms: number) => (row: Row) => row.p99 !== undefined && row.p99 <= ms;

/** The platform's performance goals, each read from the row that measures it. */
const goals: Goal[] = [
  { goal: 'seamless bet + win ≥ 0.5 of TPC-B (PostgreSQL, 64 conn., OK transfers only)', find: seamless, measured: rate, met: ratioAtLeast(0.5) },
  { goal: 'seamless bet + win p99 ≤ 20 ms at half its rate (open loop)', find: seamlessOpen, measured: latency, met: p99AtMost(20) },
  { goal: 'authenticated balance, PostgreSQL ≥ 0.30 of hello-world', find: balance('postgres'), measured: rate, met: ratioAtLeast(0.3) },
  { goal: 'authenticated balance, PostgreSQL p99 ≤ 10 ms at half its rate (open loop)', find: balanceOpen('postgres'), measured: latency, met: p99AtMost(10) },
  { goal: 'authenticated balance, PGlite ≥ 0.15 of hello-world', find: balance('pglite'), measured: rate, met: ratioAtLeast(0.15) },
  { goal: 'authenticated balance, PGlite p99 ≤ 10 ms at half its rate (open loop)', find: balanceOpen('pglite'), measured: latency, met: p99AtMost(10) },
  { goal: 'home page ≥ 0.5 of hello-world (gzip)', find: (row) => row.case === 'home page (gzip)', measured: rate, met: ratioAtLeast(0.5) },
  {
    goal: 'cold start on PGlite, existing data ≤ 0.5 s, peak ≤ 400 MiB',
    find: (row) => row.case === 'cold start, existing data',
    measured: (row) => `${fixed(row.value, 2)} s, peak ${fixed(row.peakMiB)} MiB`,
    met: (row) => row.value <= 0.5 && row.peakMiB !== undefined && row.peakMiB <= 400,
  },
  {
    goal: 'cold start on PGlite, fresh database ≤ 1.2 s, peak ≤ 400 MiB',
    find: (row) => row.case === 'cold start, fresh database',
    measured: (row) => `${fixed(row.value, 2)} s, peak ${fixed(row.peakMiB)} MiB`,
    met: (row) => row.value <= 1.2 && row.peakMiB !== undefined && row.peakMiB <= 400,
  },
];

/** A table cell: a pipe would end the cell, a line break the row. */
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const markdownRow = (values: string[]) => `|${values.map((value) => (value === '' ? ' ' : ` ${cell(value)} `)).join('|')}|`;

const baselineOf = (row: Row) => (row.baseline ? `${row.baseline} ${fixed(row.baselineValue, row.unit === 's' ? 2 : 0)}` : '');
const metCell = (met: boolean | undefined) => (met === undefined ? '—' : met ? 'yes' : 'no');

/** The generator check as a section: both rates, the gain and what it means for the ratios. */
function checkSection(check: GeneratorCheck | undefined): string[] {
  if (!check) return ['Not run.'];
  return [
    '| One process | Two at once | Gain | Ratios |',
    '|---:|---:|---:|---|',
    markdownRow([
      `${fixed(check.one)} req/s`,
      `${fixed(check.two.reduce((sum, value) => sum + value, 0))} req/s (${check.two.map((value) => fixed(value)).join(' + ')})`,
      `${(check.gain * 100).toFixed(1)}%`,
      check.saturated ? 'withheld' : 'printed',
    ]),
    '',
    checkLine(check),
  ];
}

/** bench/RESULTS.md: the machine, the generator check, each goal beside the row that measures it and its baseline, and every row. */
export function resultsMarkdown(rows: Row[], machine: Machine, command: string, check?: GeneratorCheck): string {
  // A skipped case is a row of value 0 with a note; it measured nothing, so it meets no goal.
  const measured = rows.filter((row) => row.value > 0);
  const goalLines = goals.map((goal) => {
    const row = measured.find(goal.find);
    return row
      ? markdownRow([goal.goal, goal.measured(row), baselineOf(row), metCell(goal.met(row))])
      : markdownRow([goal.goal, 'not measured in this run', '', '—']);
  });
  const load = machine.loadAverage.map((value) => value.toFixed(2)).join(', ');
  return [
    '# Bench results',
    '',
    `Written by \`${command}\` (bench/run.ts); the next run with \`--write\` replaces this file. A case's`,
    'ratio divides it by its baseline measured in the same run on the same machine: compare ratios, and',
    'compare two revisions side by side with `npm run bench:turns` (bench/README.md).',
    '',
    '## Machine',
    '',
    '| | |',
    '|---|---|',
    markdownRow(['Run', machine.date]),
    markdownRow(['CPU', `${machine.cpuCount} × ${machine.cpuModel}`]),
    markdownRow(['Memory', `${machine.memoryGiB.toFixed(1)} GiB`]),
    markdownRow(['Node', machine.node]),
    markdownRow(['OS', machine.os]),
    markdownRow(['Load average at the start (1, 5, 15 min)', load]),
    '',
    '## Load generator',
    '',
    'hello-world loaded by one generator process (autocannon, 64 connections), then by two at once sharing the 64',
    'connections, for the same time: when the second adds more than a tenth, the generator and not the server set the',
    'pace, and no ratio is printed.',
    '',
    ...checkSection(check),
    '',
    '## Goals',
    '',
    '| Goal | Measured | Baseline | Met |',
    '|---|---|---|---|',
    ...goalLines,
    '',
    '## Every case',
    '',
    markdownRow(['Case', 'Database', 'Value', 'Unit', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'Failures', 'Baseline', 'Ratio', 'Note']),
    `|${columns.map((_, column) => (textColumns.has(column) ? '---' : '---:')).join('|')}|`,
    ...rows.map((row) => markdownRow(cells(row))),
    '',
  ].join('\n');
}
