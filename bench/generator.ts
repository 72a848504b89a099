/**
 * The bench's load generator, run in a process of its own (bench/generate.ts starts it) so that the
 * bench process, and the server when it runs in the bench process, never share an event loop with
 * the load: reads one spec as JSON on stdin, loads the server and prints its result as one JSON line.
 * Closed loop: autocannon's connections, each sending its next call when the last answered (or
 * bench/load.ts's, for the cases that read p95). Open loop: bench/open-loop.ts at a fixed rate.
 */
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { text } from 'node:stream/consumers';
import { count, roundsOf, stepsOf, type Mix, type Round, type Tally } from './calls.ts';
import { load } from './load.ts';
import { openLoop } from './open-loop.ts';

export type GeneratorSpec =
  | {
      mode: 'closed';
      address: string;
      mix: Mix;
      connections: number;
      /** Calls to warm the server and this process before the timed calls. */
      warm: number;
      /** A count of calls, or a time. */
      timed: number | { seconds: number };
      /** autocannon unless `node` (bench/load.ts, whose p95 the low-concurrency cases read). */
      engine?: 'autocannon' | 'node';
    }
  | { mode: 'open'; address: string; mix: Mix; callsPerSecond: number; seconds: number };

export interface GeneratorResult {
  /** Calls answered in the timed part. */
  requests: number;
  perSecond: number;
  p50: number;
  p95?: number;
  p99: number;
  max?: number;
  /** Calls answered with an HTTP error, or not at all. */
  failures: number;
  /** Answers by what they said (bench/calls.ts). */
  tally: Array<[string, number]>;
  /** An open loop's asked rate, in calls a second. */
  askedPerSecond?: number;
}

async function autocannonLoad(spec: Extract<GeneratorSpec, { mode: 'closed' }>, amount: number | undefined, seconds: number | undefined, tally: Tally) {
  const nextRound = roundsOf(spec.mix, tally);
  const steps = Array.from({ length: stepsOf(spec.mix) }, (_, step) => ({
    setupRequest: (request: { method?: string; path?: string; headers?: Record<string, string>; body?: string }, context: Record<string, unknown>) => {
      if (step === 0) context.round = nextRound();
      const call = (context.round as Round).next();
      return { ...request, method: call.method ?? 'GET', path: call.path, headers: { ...call.headers }, body: call.body };
    },
    onResponse: (status: number, body: string, context: Record<string, unknown>) => (context.round as Round).answered(status, body),
  }));
  const started = performance.now();
  const result = await autocannon({
    url: spec.address,
    connections: spec.connections,
    ...(amount !== undefined ? { amount } : { duration: seconds }),
    requests: steps,
  });
  const elapsed = (performance.now() - started) / 1000;
  // A call that got no answer never reached onResponse.
  if (result.errors > 0) count(tally, 'connection error', result.errors);
  return { result, elapsed };
}

async function closed(spec: Extract<GeneratorSpec, { mode: 'closed' }>): Promise<GeneratorResult> {
  const timedAmount = typeof spec.timed === 'number' ? spec.timed : undefined;
  const timedSeconds = typeof spec.timed === 'number' ? undefined : spec.timed.seconds;
  if (spec.engine === 'node') {
    const nextRound = roundsOf(spec.mix, new Map());
    const next = () => [nextRound().next()];
    if (spec.warm > 0) await load(spec.address, { total: spec.warm, concurrency: spec.connections, next });
    const result = await load(spec.address, { total: timedAmount ?? 0, concurrency: spec.connections, next });
    const tally: Array<[string, number]> = [
      ['GET 2xx', result.requests - result.failures],
      ['GET error', result.failures],
    ];
    return { ...result, tally };
  }
  if (spec.warm > 0) await autocannonLoad(spec, spec.warm, undefined, new Map());
  const tally: Tally = new Map();
  const { result, elapsed } = await autocannonLoad(spec, timedAmount, timedSeconds, tally);
  const answered = result.requests.total;
  return {
    requests: answered,
    perSecond: answered / elapsed,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failures: result.non2xx + result.errors,
    tally: [...tally],
  };
}

async function open(spec: Extract<GeneratorSpec, { mode: 'open' }>): Promise<GeneratorResult> {
  const tally: Tally = new Map();
  const result = await openLoop(spec.address, { mix: spec.mix, callsPerSecond: spec.callsPerSecond, seconds: spec.seconds, tally });
  const failures = [...tally].filter(([key]) => key.endsWith(' error')).reduce((sum, [, value]) => sum + value, 0);
  return {
    requests: result.calls,
    perSecond: result.perSecond,
    askedPerSecond: result.askedPerSecond,
    p50: result.p50,
    p99: result.p99,
    max: result.max,
    failures,
    tally: [...tally],
  };
}

const spec = JSON.parse(await text(process.stdin)) as GeneratorSpec;
const result = spec.mode === 'open' ? await open(spec) : await closed(spec);
process.stdout.write(`${JSON.stringify(result)}\n`);
