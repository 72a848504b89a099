/**
 * Live event streams at scale (server/modules/events): `streamCount` members, each with one stream
 * open on one API process, then one transfer that moves every one of their balances (a payout to
 * everyone). Measures the server's resident memory per open stream, and the time from the
 * transfer's commit until the first and the last stream have the new balance. The streams are read
 * by this process; the server runs in a process of its own (bench/serve-streams.ts).
 */
import { readFileSync } from 'node:fs';
import { Agent, get, request, type IncomingMessage } from 'node:http';
import { startChild } from './child.ts';

export const streamCount = 10_000;
/** Streams opening at once: the server's accept queue, not the bench's patience, sets the pace. */
const opening = 500;

interface StreamServer {
  address: string;
  control: string;
  tokens: string[];
}

export interface StreamsResult {
  streams: number;
  /** Resident memory the server gained per open stream, in KiB. */
  kibPerStream: number;
  /** From the transfer's commit until the first and the last stream had its new balance, in ms. */
  firstMs: number;
  lastMs: number;
}

/** A clock this process and the server's share: both read the machine's time the same way. */
const now = () => performance.timeOrigin + performance.now();
const residentKib = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens one member's stream; `onBalance` hears its first balance event once armed. */
function openStream(address: string, token: string, agent: Agent, armed: () => boolean, onBalance: (at: number) => void): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const call = get(`${address}/wps/events`, { agent, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      let heard = false;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (heard || !armed() || !chunk.includes('event: balance')) return;
        heard = true;
        onBalance(now());
      });
      resolve(response);
    });
    call.on('error', reject);
  });
}

function move(control: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(`${control}/move`, { method: 'POST' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => (response.statusCode === 200 ? resolve((JSON.parse(body) as { committedAt: number }).committedAt) : reject(new Error(body))));
    });
    call.on('error', reject);
    call.end();
  });
}

export async function benchStreams(streams = streamCount): Promise<StreamsResult> {
  const server = await startChild<StreamServer>('bench/serve-streams.ts', { BENCH_STREAM_MEMBERS: String(streams) });
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const responses: IncomingMessage[] = [];
  try {
    const pid = server.process.pid!;
    const { address, control, tokens } = server.info;
    await pause(1_000);
    const before = residentKib(pid);
    let armed = false;
    const received: number[] = [];
    let allReceived: () => void = () => {};
    const everyone = new Promise<void>((resolve) => (allReceived = resolve));
    const onBalance = (at: number) => {
      received.push(at);
      if (received.length === tokens.length) allReceived();
    };
    for (let start = 0; start < tokens.length; start += opening) {
      const batch = tokens.slice(start, start + opening).map((token) => openStream(address, token, agent, () => armed, onBalance));
      responses.push(...(await Promise.all(batch)));
    }
    // Every stream's first balance and inbox events are written, and the heap has settled.
    await pause(3_000);
    const after = residentKib(pid);
    armed = true;
    const committedAt = await move(control);
    await Promise.race([
      everyone,
      pause(60_000).then(() => Promise.reject(new Error(`${received.length} of ${tokens.length} streams had the balance after 60 s`))),
    ]);
    return {
      streams: tokens.length,
      kibPerStream: (after - before) / tokens.length,
      firstMs: Math.min(...received) - committedAt,
      lastMs: Math.max(...received) - committedAt,
    };
  } finally {
    for (const response of responses) response.destroy();
    agent.destroy();
    await server.stop();
  }
}
