import fc from 'fast-check';
import { blankPng, pngBytes, pngSignedHtml } from '../../server/modules/uploads/test-images.ts';

/**
 * Bad requests for every route: the generators that the bounded fuzz test (server/http/fuzz.test.ts)
 * and `npm run fuzz` against a live server share. A route is `{method, url}` as Fastify writes it
 * (`/ops/channels/:id/:toggle`, the site's catch-all `/*`).
 */
export interface FuzzRoute {
  method: string;
  url: string;
  /** Its access policy, when known (the document's `x-access`). */
  access?: string;
}

export interface FuzzRequest {
  method: string;
  /** Path and query, percent-encoded or deliberately not. */
  url: string;
  headers: Record<string, string>;
  /** Text, or the bytes of a multipart form carrying an image. */
  body?: string | Uint8Array<ArrayBuffer>;
}

/** Values that have broken parsers before: edges of numbers, encodings, paths and SQL. */
const nastyText = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  '9007199254740993',
  '1.005',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  "' OR 1=1 --",
  '%',
  '%00',
  '%E0%A4%A',
  '\u0000',
  'x\u0000y',
  // Lone surrogates, alone and inside text: JSON carries them as escapes, PostgreSQL's jsonb refuses them.
  '\ud800',
  'a\ud800b',
  '\udfff',
  '\udc00\ud800',
  '🎲\ud83c',
  '<script>alert(1)</script>',
  'ÀÉÎõü 中文 🎲',
  'a'.repeat(5000),
);
const text = fc.oneof(nastyText, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -0, 1e21, Number.MAX_SAFE_INTEGER + 2, 0.001, 100.005));

/** Percent-encoding of any text; a lone surrogate cannot be encoded, so it becomes U+FFFD first. */
const encode = (value: string) => encodeURIComponent(value.toWellFormed());

/** Path parameters: mostly encoded, sometimes raw (a bad escape must be a 400, not a crash). */
const pathValue = fc.oneof(
  fc.integer({ min: -5, max: 100_000 }).map(String),
  text.map(encode),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '%00', '..', '%2e%2e', 'HOUSE', 'slot', 'DS88', 'on', 'off', 'enable'),
);

/** Field names the API's payloads use, so generated objects reach validation and the rules behind it. */
const fieldName = fc.oneof(
  fc.constantFrom(
    'username',
    'password',
    'amount',
    'idempotencyKey',
    'channelId',
    'jwe',
    'page',
    'size',
    'from',
    'to',
    'type',
    'status',
    'id',
    'code',
    'reason',
    'value',
    'nodeId',
    'gameCode',
    'stake',
    'clientSeed',
    'txId',
    'roundId',
    'sessionToken',
    'member',
    'lang',
    'mobileNum',
    'email',
    'site',
    '__proto__',
    'constructor',
    'a\ud800',
  ),
  fc.string({ maxLength: 12 }),
);

const jsonLeaf = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const jsonValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    jsonLeaf,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** Bodies: JSON of every shape, plausible objects, JWE look-alikes, broken JSON and multipart. */
const body = fc.oneof(
  jsonValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc.dictionary(fieldName, jsonValue, { minKeys: 1, maxKeys: 8 }).map((value) => JSON.stringify(value)),
  text.map((jwe) => JSON.stringify({ jwe })),
  fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}}', 'nul', '\u0000', '{"__proto__":{"polluted":1}}', `${'['.repeat(2000)}${']'.repeat(2000)}`),
  // Escapes of lone surrogates and NUL written by hand, in a value and in a key.
  fc.constantFrom('{"address":"a\\ud800"}', '{"\\udc00":1}', '{"title":"\\u0000","reason":"\\ud800\\ud800"}', '["\\udfff"]'),
  fc.constantFrom(
    '--x\r\nContent-Disposition: form-data; name="amount"\r\n\r\n1\r\n--x--\r\n',
    '--x\r\nContent-Disposition: form-data; name="receipt"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--x--\r\n',
    '--x\r\n\r\n',
  ),
  text,
);

const multipartType = fc.constantFrom(
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="unclosed',
);
const otherType = fc.constantFrom(
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/xml',
  'application/json;;;',
  '*/*',
  'garbage',
);
/** JSON most often, so bodies reach validation; multipart, the other body type read, next. */
const contentType = (withBody: boolean) =>
  fc.oneof(
    { weight: withBody ? 3 : 1, arbitrary: fc.constant('application/json') },
    { weight: 2, arbitrary: multipartType },
    { weight: 2, arbitrary: otherType },
  );

/** Visible ASCII only: a header value with control characters is refused by the client itself. */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 80 });

/**
 * Garbage, or a live token: the first of `credentials` (the one the route's policy asks for) most
 * often, so most requests get past the policy to validation and the rules behind it.
 */
function authorization(credentials: readonly string[]) {
  const garbage = fc.oneof(
    headerText,
    headerText.map((token) => `Bearer ${token}`),
    fc.constantFrom('Bearer', 'Bearer ', 'Basic YTpi', `Bearer ${'a'.repeat(43)}`, `Bearer ${'x'.repeat(5000)}`),
  );
  const [own, ...others] = credentials;
  if (own === undefined) return fc.option(garbage, { nil: undefined });
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(`Bearer ${own}`) },
    { weight: 1, arbitrary: fc.constantFrom(own, ...others).map((token) => `Bearer ${token}`) },
    { weight: 2, arbitrary: garbage },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function headers(credentials: readonly string[], withBody: boolean) {
  return fc
    .record(
      {
        authorization: authorization(credentials),
        language: fc.oneof(fc.constantFrom('en', 'pt', 'tl', 'PT', 'xx', ''), headerText),
        merchant: fc.oneof(fc.constant('TALA'), headerText),
        'content-type': contentType(withBody),
        'x-signature': fc.oneof(headerText, fc.constant('0'.repeat(64))),
        cookie: headerText,
        'gateway-version': fc.constantFrom('3', '2', 'x'),
      },
      { requiredKeys: ['authorization', 'content-type'] },
    )
    .map((record) => Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string')));
}

const queryPair = fc.tuple(fieldName, fc.oneof(text, number.map(String)));
const query = fc.oneof(
  fc.constant(''),
  fc.array(queryPair, { maxLength: 5 }).map((pairs) => pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')),
  fc.constantFrom(
    'page=1&page=2',
    'size=-1',
    'size=100000',
    'lang=xx',
    '%',
    '%zz=1',
    'a[b]=1',
    'from=2026-13-45&to=x',
    'type=%00',
    'username=a%ED%A0%80',
    '%00=1',
  ),
);

/** Fills `:name` and the catch-all `*` of a route's url. */
function path(url: string) {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const wild = url.endsWith('*');
  return fc.tuple(fc.array(pathValue, { minLength: names.length, maxLength: names.length }), fc.array(pathValue, { maxLength: 3 })).map(([values, rest]) => {
    let index = 0;
    const filled = url.replace(/:(\w+)/g, () => values[index++] ?? '');
    return wild ? filled.slice(0, -1) + rest.join('/') : filled;
  });
}

/** Every file field the API reads: deposit receipts, withdrawal proofs, feedback and application images. */
const imageFields = ['receipt', 'proof', 'images'];
/**
 * Images a decoder must refuse or bound: 400 megapixels in about 50 KB, HTML behind a PNG
 * signature, the same signature cut short, and one real PNG to reach the rules behind the form.
 */
const uploadedImages = [blankPng(20_000, 20_000), pngSignedHtml, pngBytes.subarray(0, 20), pngBytes];
const uploadBoundary = 'fuzz-upload';

function imageForm(field: string, content: Buffer): Uint8Array<ArrayBuffer> {
  const head = `--${uploadBoundary}\r\nContent-Disposition: form-data; name="${field}"; filename="upload.png"\r\nContent-Type: image/png\r\n\r\n`;
  return new Uint8Array(Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${uploadBoundary}--\r\n`)]));
}

/** A well-formed multipart form with one hostile image, sent with the route's own credential so it reaches the upload. */
function imageUpload(route: FuzzRoute, credentials: readonly string[]) {
  return fc
    .record({
      path: path(route.url),
      body: fc.constantFrom(...imageFields.flatMap((field) => uploadedImages.map((content) => imageForm(field, content)))),
    })
    .map(({ path: filled, body: payload }) => ({
      method: route.method,
      url: filled,
      headers: { ...(credentials[0] ? { authorization: `Bearer ${credentials[0]}` } : {}), 'content-type': `multipart/form-data; boundary=${uploadBoundary}` },
      body: payload,
    }));
}

/**
 * Bad requests for one route. `credentials` are live tokens, the one the route's policy asks for
 * first, so that requests also get past the policy; without them every request is a guest's.
 */
export function requestsFor(route: FuzzRoute, credentials: readonly string[] = []): fc.Arbitrary<FuzzRequest> {
  const withBody = route.method !== 'GET' && route.method !== 'HEAD';
  const generated: fc.Arbitrary<FuzzRequest> = fc
    .record({
      path: path(route.url),
      query,
      headers: headers(credentials, withBody),
      body: withBody ? fc.option(body, { nil: undefined }) : fc.constant(undefined),
    })
    .map(({ path: filled, query: search, headers: sent, body: payload }) => ({
      method: route.method,
      url: search ? `${filled}?${search}` : filled,
      headers: sent,
      body: payload,
    }));
  return withBody ? fc.oneof({ weight: 5, arbitrary: generated }, { weight: 1, arbitrary: imageUpload(route, credentials) }) : generated;
}

/** The routes of an OpenAPI document (`/x/{id}` back to `/x/:id`), plus the site's catch-all it hides. */
export function routesOfDocument(document: { paths?: Record<string, Record<string, { 'x-access'?: string }>> }): FuzzRoute[] {
  const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'options']);
  const routes = Object.entries(document.paths ?? {}).flatMap(([url, operations]) =>
    Object.entries(operations)
      .filter(([method]) => methods.has(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), url: url.replace(/\{(\w+)\}/g, ':$1'), access: operation['x-access'] })),
  );
  return [...routes, { method: 'GET', url: '/*', access: 'public' }];
}
