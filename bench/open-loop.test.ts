import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Latencies, intendedStart, openLoop, roundsDue } from './open-loop.ts';

describe('the open loop schedule', () => {
  it('places round i at i / rate seconds, whatever the answers do', () => {
    expect(intendedStart(0, 200)).toBe(0);
    expect(intendedStart(1, 200)).toBe(5);
    expect(intendedStart(400, 200)).toBe(2000);
    expect(intendedStart(3, 1500)).toBeCloseTo(2, 10);
  });

  it('has round 0 due at once and every round whose time has come due, never more than the total', () => {
    expect(roundsDue(0, 100, 50)).toBe(1);
    expect(roundsDue(9.99, 100, 50)).toBe(1);
    expect(roundsDue(10, 100, 50)).toBe(2);
    expect(roundsDue(250, 100, 50)).toBe(26);
    // A generator that fell behind by a second sends what is due at once instead of skipping it.
    expect(roundsDue(1000, 40, 1000)).toBe(41);
    expect(roundsDue(60_000, 100, 50)).toBe(50);
  });
});

describe('latency from the intended start', () => {
  it('counts the wait of a call that started late as part of its latency', () => {
    const latencies = new Latencies();
    // Meant at 0, 10, 20 ms; the first took 30 ms and held up the others, which answered at once when sent.
    latencies.record(0, 30);
    latencies.record(10, 31);
    latencies.record(20, 32);
    const summary = latencies.summary();
    expect(summary.calls).toBe(3);
    expect(summary.max).toBe(30);
    // Timed from when they were sent they would read 1 ms each; from their intended start, 21 and 12.
    expect(summary.p50).toBe(21);
  });

  it('reads p50 and p99 as the nearest rank of 100 calls', () => {
    const latencies = new Latencies();
    for (let ms = 1; ms <= 100; ms += 1) latencies.record(1000, 1000 + ms);
    expect(latencies.summary()).toEqual({ calls: 100, p50: 50, p99: 99, max: 100 });
  });

  it('summarises no calls as zeros', () => {
    expect(new Latencies().summary()).toEqual({ calls: 0, p50: 0, p99: 0, max: 0 });
  });
});

describe('openLoop on a server that stalls', () => {
  let server: Server;
  let address = '';
  let answered = 0;
  beforeAll(async () => {
    // Answers at once, except one call early in the timed part, which it holds for 300 ms.
    server = createServer((request, response) => {
      answered += 1;
      const hold = answered === 60 ? 300 : 0;
      setTimeout(() => response.end('{"ok":true}'), hold);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    address = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keeps sending on schedule through the stall and counts every call', async () => {
    const tally = new Map<string, number>();
    const result = await openLoop(address, { mix: { kind: 'repeat', path: '/' }, callsPerSecond: 100, seconds: 1, warmSeconds: 0.5, tally });
    expect(result.calls).toBe(100);
    expect(result.askedPerSecond).toBe(100);
    expect(tally.get('GET 2xx')).toBe(100);
    // The stalled call waited its 300 ms; calls sent during the stall did not wait for it.
    expect(result.max).toBeGreaterThanOrEqual(300);
    expect(result.p50).toBeLessThan(100);
  });
});
