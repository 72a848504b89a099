/**
 * `npm run fuzz -- --requests N [--url http://localhost:4321] [--login user:password | --token T] [--seed S]`:
 * sends generated bad requests to every route of a live server (its /openapi.json) and prints the
 * figures. A member's session (--login logs in, --token is one already held) and OPS_TOKEN from the
 * environment let requests past the access policies. Exits 1 when any answer is a 5xx, leaks
 * internals or is not an envelope.
 */
import { parseArgs } from 'node:util';
import { fuzzLive, report } from './fuzz/live.ts';
import { loginToken } from './fuzz/login.ts';

const usage =
  'usage: npm run fuzz -- --requests N [--url http://localhost:4321] [--login user:password | --token <member session token>] [--seed S] [--concurrency C]';

function positiveInteger(name: string, value: string | undefined, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1) {
    console.error(`--${name}: expected a positive integer\n${usage}`);
    process.exit(2);
  }
  return parsed;
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      requests: { type: 'string' },
      url: { type: 'string' },
      token: { type: 'string' },
      login: { type: 'string' },
      seed: { type: 'string' },
      concurrency: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const url = (values.url ?? `http://localhost:${process.env.PORT || 4321}`).replace(/\/+$/, '');
const requests = positiveInteger('requests', values.requests);
const seed = values.seed === undefined ? undefined : positiveInteger('seed', values.seed);
const concurrency = positiveInteger('concurrency', values.concurrency, 4);
try {
  let member = values.token;
  if (values.login) {
    const [username = '', ...rest] = values.login.split(':');
    member = await loginToken(url, username, rest.join(':'));
  }
  const figures = await fuzzLive({ url, requests, tokens: { member, ops: process.env.OPS_TOKEN || undefined }, seed, concurrency });
  for (const line of report(figures)) console.log(line);
  process.exit(figures.findings.length === 0 ? 0 : 1);
} catch (error) {
  // The server is not there, or the login failed: nothing was fuzzed.
  console.error(`fuzz: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
