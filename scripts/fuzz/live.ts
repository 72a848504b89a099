import fc from 'fast-check';
import { requestsFor, routesOfDocument, type FuzzRequest, type FuzzRoute } from './requests.ts';
import { violations, type FuzzAnswer } from './verdict.ts';

export interface LiveFuzzOptions {
  /** The server's origin, e.g. http://localhost:4321. */
  url: string;
  requests: number;
  /** Live bearer tokens, so requests also get past the access policies: a member's session, OPS_TOKEN. */
  tokens: { member?: string; ops?: string };
  seed?: number;
  /** Requests in flight at once. */
  concurrency?: number;
}

export interface Finding {
  request: FuzzRequest;
  answer: FuzzAnswer;
  problems: string[];
}

export interface LiveFuzzFigures {
  /** Runs with the same seed against the same server send the same requests. */
  seed: number;
  requests: number;
  routes: number;
  statuses: Map<number, number>;
  serverErrors: number;
  findings: Finding[];
}

async function send(origin: string, request: FuzzRequest): Promise<FuzzAnswer> {
  try {
    const response = await fetch(`${origin}${request.url}`, { method: request.method, headers: request.headers, body: request.body, redirect: 'manual' });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
  } catch (error) {
    // No answer at all (the process died, the connection was cut) is the worst answer there is.
    return { status: 599, contentType: '', body: String(error) };
  }
}

/** The route list: the server's own OpenAPI document, plus the site's catch-all that it hides. */
async function routesOf(origin: string): Promise<FuzzRoute[]> {
  const response = await fetch(`${origin}/openapi.json`).catch((error: unknown) => {
    throw new Error(`no server answers at ${origin} (${error instanceof Error ? error.message : String(error)})`);
  });
  if (!response.ok) throw new Error(`GET ${origin}/openapi.json answered ${response.status}`);
  return routesOfDocument((await response.json()) as Parameters<typeof routesOfDocument>[0]);
}

const endsSessions = (route: FuzzRoute) => /logout/.test(route.url);

/** The tokens to send, the one the route's policy asks for first. */
function tokensFor(route: FuzzRoute, tokens: LiveFuzzOptions['tokens']): string[] {
  const ordered = route.access === 'ops' ? [tokens.ops, tokens.member] : [tokens.member, tokens.ops];
  return ordered.filter((token): token is string => Boolean(token));
}

/**
 * `npm run fuzz`: the fuzz test's generators (scripts/fuzz/requests.ts) against a live server,
 * spread evenly over every route, judged by the same verdict.
 */
export async function fuzzLive(options: LiveFuzzOptions): Promise<LiveFuzzFigures> {
  const origin = options.url.replace(/\/+$/, '');
  const routes = await routesOf(origin);
  const perRoute = Math.ceil(options.requests / routes.length);
  const seed = options.seed ?? Date.now() % 2 ** 31;
  // A route that ends sessions (logout) is fuzzed last, so it cannot starve the routes after it.
  const ordered = [...routes.filter((route) => !endsSessions(route)), ...routes.filter(endsSessions)];
  const queue = ordered
    .flatMap((route, index) =>
      fc.sample(requestsFor(route, tokensFor(route, options.tokens)), { numRuns: perRoute, seed: seed + index }).map((request) => ({ route, request })),
    )
    .slice(0, options.requests);
  const figures: LiveFuzzFigures = { seed, requests: 0, routes: routes.length, statuses: new Map(), serverErrors: 0, findings: [] };
  let next = 0;
  async function worker() {
    while (next < queue.length) {
      const item = queue[next++];
      if (!item) break;
      const answer = await send(origin, item.request);
      figures.requests++;
      figures.statuses.set(answer.status, (figures.statuses.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500) figures.serverErrors++;
      // fetch resolves dot segments (`%2e%2e`) before sending: judge by the path the server received.
      const sent = new URL(`${origin}${item.request.url}`);
      const problems = violations(item.route, `${sent.pathname}${sent.search}`, answer);
      if (problems.length > 0) figures.findings.push({ request: item.request, answer, problems });
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return figures;
}

/** The figures as printed: requests, count per status, 5xx, and each finding. */
export function report(figures: LiveFuzzFigures): string[] {
  const statuses = [...figures.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
  return [
    `requests: ${figures.requests} over ${figures.routes} routes (seed ${figures.seed})`,
    `statuses: ${statuses.join(', ')}`,
    `5xx: ${figures.serverErrors}`,
    `violations: ${figures.findings.length}`,
    ...figures.findings
      .slice(0, 20)
      .map(
        ({ request, answer, problems }) =>
          `  ${request.method} ${request.url.slice(0, 200)} ${JSON.stringify(request.headers)}: ${problems.join('; ')} (${answer.status} ${answer.body.slice(0, 200)})`,
      ),
  ];
}
