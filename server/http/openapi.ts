import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encryptedBodySchema } from '../../src/contract/auth.ts';
import { whitelabelNodeSchema } from '../../src/contract/system.ts';
import { gatewaySignatureHeader, paymongoSignatureHeader } from '../../src/contract/payments.ts';
import { signatureHeader } from '../../src/contract/vendor.ts';
import { hub88SignatureHeader } from '../../src/contract/hub88.ts';
import { locales } from '../../src/i18n/locales.ts';
import type { Config } from '../config.ts';
import { access, policyOf, type AccessPolicy } from './access.ts';
import type { BodyDoc, SignatureScheme } from './route-docs.ts';
import { staffCookie } from '../modules/staff/sessions.ts';

export const openApiPath = '/openapi.json';

const sessionText = 'the member session token answered by `POST /wps/session/login`';

/** How a caller proves who it is, one scheme per kind of credential. */
const securitySchemes = {
  sessionToken: {
    type: 'http',
    scheme: 'bearer',
    description: `\`Authorization: Bearer <token>\` with ${sessionText}. It ends when unused for SESSION_IDLE_MINUTES, after SESSION_MAX_HOURS, or at logout.`,
  },
  operatorToken: {
    type: 'http',
    scheme: 'bearer',
    description: '`Authorization: Bearer <OPS_TOKEN>`: the automation token of the CLI and scripts, with every permission.',
  },
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: staffCookie,
    description:
      "A staff member's back-office session from `POST /ops/staff/session`; the route's permission must be among the staff member's roles', and a state-changing call must come from this site (Origin or Referer).",
  },
  gameToken: {
    type: 'http',
    scheme: 'bearer',
    description: '`Authorization: Bearer <token>` with the game session token a game launch hands to a HOUSE game page.',
  },
  vendorSignature: {
    type: 'apiKey',
    in: 'header',
    name: signatureHeader,
    description: [
      'Seamless wallet calls from a game vendor. `X-Signature` is the lower-case hex HMAC-SHA256 of the exact raw request body bytes,',
      "keyed with the vendor's secret (VENDOR_SECRETS; HOUSE's own is generated once and kept in the database).",
      'Sign the bytes you send, after serialising: the server checks the signature over those bytes before parsing them.',
      'Every answer is HTTP 200 with a `status` (OK, INSUFFICIENT_FUNDS, INVALID_SIGNATURE, SESSION_EXPIRED, DUPLICATE, NOT_FOUND,',
      'BET_CANCELLED, BET_SETTLED, VENDOR_DISABLED, INVALID_REQUEST) and the balance after the call. Calls are idempotent on `txId`.',
    ].join(' '),
  },
  gatewaySignature: {
    type: 'apiKey',
    in: 'header',
    name: gatewaySignatureHeader,
    description:
      'Payment gateway callbacks. `X-Signature` is the hex HMAC-SHA256 of the exact raw request body bytes keyed with PAYMENT_GATEWAY_SECRET; a wrong one is 403. Idempotent on `orderId`.',
  },
  paymongoSignature: {
    type: 'apiKey',
    in: 'header',
    name: paymongoSignatureHeader,
    description: [
      'PayMongo webhooks. `Paymongo-Signature: t=<unix seconds>,te=<test signature>,li=<live signature>`, each the hex HMAC-SHA256 of `<t>.<raw body>`',
      "keyed with the webhook's secret key (PAYMONGO_WEBHOOK_SECRET); the mode's field counts, and t must be within 5 minutes of the server's clock.",
      'Anything else is 403 and moves nothing. Idempotent: an event credits its deposit at most once however often it arrives.',
    ].join(' '),
  },
  hub88Signature: {
    type: 'apiKey',
    in: 'header',
    name: hub88SignatureHeader,
    description:
      "Hub88's wallet calls (docs/aggregators.md). `X-Hub88-Signature` is the base64 RSA-SHA256 signature of the exact raw request body bytes with Hub88's private key, checked with HUB88_PUBLIC_KEY; our answer carries the same header signed with HUB88_PRIVATE_KEY. Idempotent on `transaction_uuid`.",
  },
} as const;
type SchemeName = keyof typeof securitySchemes;

/** Who may call, in words, for each access policy (server/http/access.ts). */
const policyText: Record<AccessPolicy, string> = {
  public: 'anyone.',
  session: 'any live session, even one that must change its password first, or a free-play trial.',
  account: "a real member's live session, even one that must change its password first.",
  player: 'a live session of a member or of a free-play trial.',
  member: "a real member's live session (not a trial, not waiting for a password change).",
  agent: 'a live session of a member whose type opens the agent centre (1, 2, 41, 42).',
  ops: "the automation token, or a staff session holding the route's permission (`x-permission`).",
  game: "a game session's token.",
  signed: 'a body signed with the shared secret (see the security scheme).',
};

const policyScheme: Partial<Record<AccessPolicy, SchemeName>> = {
  session: 'sessionToken',
  account: 'sessionToken',
  player: 'sessionToken',
  member: 'sessionToken',
  agent: 'sessionToken',
  ops: 'operatorToken',
  game: 'gameToken',
};

type JsonSchema = Record<string, unknown>;

/**
 * Schemas shown once under components/schemas and referred to by name. A recursive schema must be
 * here: the zod transform writes its cycle as a reference to a component.
 */
function namedSchemas() {
  const registry = z.registry<{ id: string }>();
  registry.add(whitelabelNodeSchema, { id: 'WhitelabelNode' });
  return registry;
}

function securityOf(policy: AccessPolicy, body: BodyDoc | undefined, url: string): SchemeName | SignatureScheme | null {
  if (policy === 'signed') {
    if (body?.kind !== 'signed') throw new Error(`${url} is signed but documents no signed body (schema.documentedBody)`);
    return body.signature;
  }
  return policyScheme[policy] ?? null;
}

function imageFile(max: number): JsonSchema {
  const file = {
    type: 'string',
    contentMediaType: 'image/png, image/jpeg',
    description: 'A PNG or JPEG image that decodes, of at most 40 megapixels; stored re-encoded, without its metadata.',
  };
  return max > 1 ? { type: 'array', items: file, maxItems: max } : file;
}

/** Every route reads the Language header: the language of failure messages. */
const languageHeader = { type: 'string', enum: [...locales], description: 'The language of `message` in failures; English when absent or unknown.' };

function withLanguage(headers: JsonSchema = { type: 'object' }): JsonSchema {
  return { ...headers, properties: { language: languageHeader, ...(headers.properties as Record<string, JsonSchema> | undefined) } };
}

/** The request body a route reads itself, as the document shows it, and its content type. */
function documentedRequest(body: BodyDoc, toJson: (schema: unknown) => JsonSchema): { body: JsonSchema; consumes: string[] } {
  switch (body.kind) {
    case 'jwe': {
      const envelope = toJson(encryptedBodySchema);
      const properties = { ...(envelope.properties as Record<string, JsonSchema>) };
      properties.jwe = {
        ...properties.jwe,
        contentMediaType: 'application/jose',
        contentSchema: toJson(body.payload),
        description:
          'A compact JWE (RSA-OAEP-256 + A256GCM, `kid` in the protected header) for the public key at `GET /wps/system/status` (`value.info.publicKey`); its plaintext is the JSON of `contentSchema`. A body in the clear is refused with PLAINTEXT_REFUSED.',
      };
      return { body: { ...envelope, properties }, consumes: ['application/json'] };
    }
    case 'signed':
      return { body: toJson(body.schema), consumes: ['application/json'] };
    case 'form': {
      const fields = toJson(body.fields);
      const files = Object.fromEntries(Object.entries(body.files).map(([name, { max }]) => [name, imageFile(max)]));
      const properties = { ...(fields.properties as Record<string, JsonSchema> | undefined), ...files };
      return { body: { ...fields, properties }, consumes: ['multipart/form-data'] };
    }
  }
}

/**
 * The zod type provider's transform, plus what the route table knows beyond its schemas: the
 * route's access policy as a security requirement and in words, and the bodies routes read
 * themselves (JWE, signed, multipart) from `schema.documentedBody`.
 */
function routeTransform(schemaRegistry: ReturnType<typeof namedSchemas>): SwaggerTransform {
  const zodTransform = createJsonSchemaTransform({ schemaRegistry });
  return (document) => {
    const { route, url } = document;
    const policy = policyOf(route);
    if (!policy) throw new Error(`${url} declares no access policy`);
    const { documentedBody, ...schema }: FastifySchema = document.schema ?? {};
    const transformed = zodTransform({ ...document, schema });
    if (transformed.schema.hide) return transformed;
    const toJson = (body: unknown) => zodTransform({ ...document, schema: { body } }).schema.body as JsonSchema;
    const own = documentedBody ? documentedRequest(documentedBody, toJson) : null;
    const scheme = securityOf(policy, documentedBody, url);
    const permission = (route.config as { permission?: string } | undefined)?.permission;
    const result: FastifySchema & Record<string, unknown> = {
      ...transformed.schema,
      ...own,
      headers: withLanguage(transformed.schema.headers as JsonSchema | undefined),
      description: [transformed.schema.description, `Access (${policy}): ${policyText[policy]}`].filter(Boolean).join('\n\n'),
      security: scheme ? [{ [scheme]: [] }, ...(policy === 'ops' ? [{ staffSession: [] }] : [])] : [],
      'x-access': policy,
      ...(permission ? { 'x-permission': permission } : {}),
    };
    return { schema: result, url: transformed.url };
  };
}

/**
 * Registers the document's generator. Must come before the routes: @fastify/swagger learns them
 * as they are added. The document is made once, on its first request, and served as it is.
 */
export async function installOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  const schemaRegistry = namedSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tala API',
        version: '1',
        description: [
          'Every JSON answer is an envelope: `{"success": true, "value": …}` or `{"success": false, "code", "message", "fields"?, "captcha"?}`',
          'with a truthful status; `message` follows the `Language` header (en, pt, tl). The seamless wallet (`/vendor/{code}/…`) answers its own',
          '`{status, balance, currency}` instead. Money is a JSON number with at most 2 decimals.',
        ].join(' '),
      },
      servers: [{ url: config.SITE_URL }],
      components: { securitySchemes },
    },
    transform: routeTransform(schemaRegistry),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
  });

  // A signed route must say what it signs before the app starts, not when the document is first asked for.
  app.addHook('onRoute', (route) => {
    if (policyOf(route) === 'signed') securityOf('signed', route.schema?.documentedBody, route.url);
  });
  // Made on the first request rather than when the app is ready: converting every route's schemas
  // took about a tenth of a cold start, which most processes never need.
  let document: string | undefined;
  app.get(openApiPath, { config: access.public, schema: { description: 'This document.' } }, async (_request, reply) => {
    document ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
}
