/**
 * An open-loop load: rounds arrive at a fixed rate whatever the server does, and each call's
 * latency counts from when it was meant to start, not from when it was sent. A closed-loop client
 * waits for an answer before it sends the next call, so a server that stalls also stalls the calls
 * that would have met the stall, and its slowest moments go unmeasured (coordinated omission); here
 * a call held up by a stall, or by the generator falling behind its schedule, counts the wait.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { roundsOf, type Mix, type Tally } from './calls.ts';
import type { Call } from './load.ts';

/** When round `index` is meant to start, in ms from the load's start, at `perSecond` rounds a second. */
export const intendedStart = (index: number, perSecond: number) => (index * 1000) / perSecond;

/** How many rounds are due `elapsedMs` after the start (round 0 is due at once), never more than `total`. */
export const roundsDue = (elapsedMs: number, perSecond: number, total: number) => Math.min(total, Math.max(0, Math.floor((elapsedMs * perSecond) / 1000) + 1));

export interface LatencySummary {
  calls: number;
  p50: number;
  p99: number;
  max: number;
}

/** Each call's latency from its intended start to its answer. */
export class Latencies {
  private readonly ms: number[] = [];

  /** A call meant to start at `intendedMs` answered at `answeredMs` (both from the load's start). */
  record(intendedMs: number, answeredMs: number): void {
    this.ms.push(Math.max(0, answeredMs - intendedMs));
  }

  summary(): LatencySummary {
    const sorted = [...this.ms].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;
    return { calls: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
  }
}

export interface OpenLoopResult extends LatencySummary {
  /** Calls answered a second over the whole load, its tail included. */
  perSecond: number;
  /** The rate asked for, in calls a second. */
  askedPerSecond: number;
}

/** One request on the agent; resolves with the status and body once the whole body is read. */
function send(agent: http.Agent, base: URL, call: Call): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...call.headers };
    if (call.body !== undefined) headers['content-length'] = String(Buffer.byteLength(call.body));
    const request = http.request({ agent, host: base.hostname, port: base.port, method: call.method ?? 'GET', path: call.path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(call.body);
  });
}

/**
 * Calls of `mix` at `callsPerSecond` for `seconds`. A round of several calls (a bet, then its win)
 * starts at its intended time; each later call of the round is meant to start when the one before
 * it answered, as a game sends a win once its bet is taken. Sockets are kept alive and never run
 * short (`sockets` of them), so a call waits only for the server.
 */
export async function openLoop(
  address: string,
  {
    mix,
    callsPerSecond,
    seconds,
    tally,
    warmSeconds = 1,
    sockets = 512,
  }: { mix: Mix; callsPerSecond: number; seconds: number; tally: Tally; warmSeconds?: number; sockets?: number },
): Promise<OpenLoopResult> {
  const base = new URL(address);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const steps = mix.kind === 'seamless' ? 2 : 1;
  const roundsPerSecond = callsPerSecond / steps;
  // The first `warmSeconds` of rounds open the sockets and are neither counted nor timed.
  const warmRounds = Math.round(roundsPerSecond * warmSeconds);
  const total = warmRounds + Math.max(1, Math.round(roundsPerSecond * seconds));
  const nextRound = roundsOf(mix, tally);
  const warmRound = roundsOf(mix, new Map());
  const latencies = new Latencies();
  const running: Array<Promise<void>> = [];
  const started = performance.now();
  const now = () => performance.now() - started;
  const countedFrom = intendedStart(warmRounds, roundsPerSecond);

  async function play(index: number): Promise<void> {
    const counted = index >= warmRounds;
    const round = counted ? nextRound() : warmRound();
    let intended = intendedStart(index, roundsPerSecond);
    for (let step = 0; step < steps; step += 1) {
      try {
        const answer = await send(agent, base, round.next());
        round.answered(answer.status, answer.body);
      } catch {
        round.failed();
      }
      const answered = now();
      if (counted) latencies.record(intended, answered);
      intended = answered;
    }
  }

  let begun = 0;
  while (begun < total) {
    const due = roundsDue(now(), roundsPerSecond, total);
    for (; begun < due; begun += 1) running.push(play(begun));
    if (begun < total) await new Promise((resolve) => setTimeout(resolve, Math.max(0, intendedStart(begun, roundsPerSecond) - now())));
  }
  await Promise.all(running);
  const elapsed = (now() - countedFrom) / 1000;
  agent.destroy();
  const summary = latencies.summary();
  return { ...summary, perSecond: summary.calls / elapsed, askedPerSecond: callsPerSecond };
}
