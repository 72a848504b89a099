import { envelopeSchema, errorStatus, type ErrorCode } from '../../src/contract/envelope.ts';
import { isApiPath } from '../../src/contract/paths.ts';
import { vendorAnswerSchema, vendorOperations } from '../../src/contract/vendor.ts';
import { z } from 'zod';
import type { FuzzRoute } from './requests.ts';

export interface FuzzAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Text that only an internal failure writes: an error's name, a stack frame, a file path, SQL. */
const leaks: [string, RegExp][] = [
  ['an error name', /\b\w*Error:/],
  ['a stack frame', /\bat (?:async )?[\w.<>]+ \(|\bat (?:file:\/\/)?\/[\w./-]+:\d+/],
  ['a file path', /(?:\/(?:work|home|root|usr|tmp|app)\/|node_modules|\w+\.[cm]?[jt]s:\d+)/],
  ['SQL', /\b(?:select .+ from|insert into|update \w+ set|delete from)\b|syntax error at or near|violates \w+ constraint|duplicate key value|relation "\w+"/i],
];

const knownCode = z.string().refine((code): code is ErrorCode => code in errorStatus);
const anyEnvelope = envelopeSchema(z.unknown());

/**
 * The answers that are not envelopes: the seamless wallet's own shape and the OpenAPI document.
 * The wallet is told by the path that reached the server (a client may resolve `%2e%2e` in another
 * route's path into a wallet path).
 */
const walletPath = new RegExp(`^/vendor/[^/]*/(?:${vendorOperations.join('|')})$`);
const isDocument = (route: FuzzRoute) => route.url === '/openapi.json';

/**
 * What is wrong with an answer to a fuzzed request, empty when nothing is: never a 5xx, never
 * internal text, every JSON answer an envelope (or, for the seamless wallet, its status shape), and
 * every failure of an API route an envelope whose code matches its status.
 */
export function violations(route: FuzzRoute, requestPath: string, answer: FuzzAnswer): string[] {
  // requestPath: the path and query as the server received them.
  const found: string[] = [];
  if (answer.status >= 500) found.push(`status ${answer.status}`);
  const json = /^application\/json\b/i.test(answer.contentType);
  // A success carries data (help texts may well say "select … from"); a failure only says what went wrong.
  if (answer.status >= 400) {
    for (const [what, pattern] of leaks) if (pattern.test(answer.body)) found.push(`${what} in the answer`);
  }
  if (isDocument(route) && answer.status === 200) return found;
  // Dot segments ("..") are resolved by the client before the request leaves, as a browser would.
  const path = URL.canParse(requestPath, 'http://fuzz.invalid') ? new URL(requestPath, 'http://fuzz.invalid').pathname : (requestPath.split('?')[0] ?? '');
  // A dot segment takes a segment away: a path resolved shorter than its route's left that route, and
  // outside the API's prefixes the site answers it with a page.
  const api = isApiPath(path) || (route.url !== '/*' && path.split('/').length === route.url.split('/').length);
  if (!json) {
    if (api && answer.status >= 400) found.push(`a ${answer.status} that is not JSON (${answer.contentType || 'no content type'})`);
    return found;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return [...found, 'JSON that does not parse'];
  }
  if (walletPath.test(path) && answer.status === 200) {
    if (!vendorAnswerSchema.safeParse(parsed).success) found.push('not a seamless wallet answer');
    return found;
  }
  const envelope = anyEnvelope.safeParse(parsed);
  if (!envelope.success) return [...found, 'not an envelope'];
  if (envelope.data.success) {
    if (answer.status >= 400) found.push(`a success envelope with status ${answer.status}`);
    return found;
  }
  const code = knownCode.safeParse(envelope.data.code);
  if (!code.success) found.push(`unknown code ${envelope.data.code}`);
  else if (answer.status < 400) found.push(`a failure envelope with status ${answer.status}`);
  return found;
}
