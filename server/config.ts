import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Empty strings count as unset, so `FOO= npm start` falls back to the default like an absent FOO. */
const optionalText = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A JSON object keyed by vendor code, e.g. {"AG": "…"}; unset is {}. */
const vendorMap = <T extends z.ZodType>(value: T) =>
  z.preprocess(
    (text, context) => {
      if (text === undefined || text === '') return {};
      try {
        return JSON.parse(String(text));
      } catch {
        context.addIssue({ code: 'custom', message: 'expected a JSON object such as {"AG": "…"}' });
        return z.NEVER;
      }
    },
    z.record(z.string().regex(/^[A-Z0-9_]{2,20}$/, { error: 'expected vendor codes as keys' }), value),
  );

/** A PEM block of the given kind; "\n" written out in an environment variable is a newline. */
const pem = (kind: 'PUBLIC KEY' | 'PRIVATE KEY') =>
  z
    .string()
    .transform((value) => value.replace(/\\n/g, '\n').trim())
    .refine((value) => value.startsWith(`-----BEGIN ${kind}-----`) || value.startsWith(`-----BEGIN RSA ${kind}-----`), {
      error: `expected a PEM ${kind.toLowerCase()}`,
    });

const configSchema = z.object({
  PORT: z.coerce
    .number({ error: 'expected an integer 1-65535' })
    .int({ error: 'expected an integer 1-65535' })
    .min(1, { error: 'expected an integer 1-65535' })
    .max(65535, { error: 'expected an integer 1-65535' })
    .default(4321),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText(z.string().regex(/^postgres(ql)?:\/\/\S+$/, { error: 'expected a postgres:// or postgresql:// URL' })),
  PGLITE_DIR: z.string().min(1).default('./data/pglite'),
  REDIS_URL: optionalText(z.url({ protocol: /^rediss?$/, error: 'expected a redis:// or rediss:// URL' })),
  // Deployments sharing one Redis keep their counters apart by prefix (member ids repeat between them).
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, { error: 'expected 1-64 of letters, digits and _ . : -' })
    .default('tala:'),
  DIST_DIR: z.string().min(1).default('./dist'),
  MERCHANT_CODE: z
    .string()
    .regex(/^[A-Z0-9_]{2,16}$/, { error: 'expected 2-16 of A-Z, 0-9 and _' })
    .default('TALA'),
  TIME_ZONE: z.string().refine(isTimeZone, { error: 'expected an IANA time zone such as Asia/Manila' }).default('Asia/Manila'),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'expected an ISO 4217 code such as PHP' })
    .default('PHP'),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, { error: 'expected an HTTP header name' })
    .transform((name) => name.toLowerCase())
    .default('cf-ipcountry'),
  TRUST_PROXY: booleanText.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OPS_TOKEN: optionalText(z.string().min(24, { error: 'expected at least 24 characters' })),
  SEED_DEMO: booleanText.default(true),
  /** The public origin of the site: registration links and OpenID Connect redirects are made from it. */
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('http://localhost:4321'),
  /** Google and Facebook sign-in: a provider is offered only when its issuer, client id and secret are all set. */
  OIDC_GOOGLE_ISSUER: optionalText(z.url({ protocol: /^https?$/, error: 'expected the issuer URL' })),
  OIDC_GOOGLE_CLIENT_ID: optionalText(z.string().min(1).max(300)),
  OIDC_GOOGLE_CLIENT_SECRET: optionalText(z.string().min(1).max(300)),
  OIDC_FACEBOOK_ISSUER: optionalText(z.url({ protocol: /^https?$/, error: 'expected the issuer URL' })),
  OIDC_FACEBOOK_CLIENT_ID: optionalText(z.string().min(1).max(300)),
  OIDC_FACEBOOK_CLIENT_SECRET: optionalText(z.string().min(1).max(300)),
  /** How long an SMS verification code stays valid. */
  SMS_CODE_MINUTES: z.coerce.number({ error: 'expected whole minutes 1-60' }).int({ error: 'expected whole minutes 1-60' }).min(1).max(60).default(5),
  /** An HTTP gateway that takes POST {to, text}; without it SMS are written to the log (development). */
  SMS_GATEWAY_URL: optionalText(z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })),
  SMS_GATEWAY_TOKEN: optionalText(z.string().min(1)),
  /** smtp:// or smtps:// with credentials; without it e-mails are written to the log (development). */
  SMTP_URL: optionalText(z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' })),
  SMTP_FROM: z.string().min(3).default('Tala <no-reply@tala.local>'),
  /** A session unused this long ends; a session never outlives SESSION_MAX_HOURS however busy. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(8_760).default(24),
  /** The password agents and operators hand out; a login with it must change it before anything else. */
  DEFAULT_PASSWORD: z.string().min(6).max(128).default('Tala@2026'),
  /** Older passwords must be changed when PWDEXPFORCECHANGE3 is on. */
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Signs the automated payment gateway's callbacks (HMAC-SHA256); without it the callback route answers 404. */
  PAYMENT_GATEWAY_SECRET: optionalText(z.string().min(16, { error: 'expected at least 16 characters' })),
  /**
   * PayMongo's hosted checkout for online deposits (docs/payments-online.md): the secret API key
   * (sk_test_… or sk_live_…) and the webhook's secret key (whsk_…), both or neither; off when unset.
   */
  PAYMONGO_SECRET_KEY: optionalText(z.string().min(8, { error: 'expected the secret key, e.g. sk_test_…' })),
  PAYMONGO_WEBHOOK_SECRET: optionalText(z.string().min(8, { error: "expected the webhook's secret key, e.g. whsk_…" })),
  /** Where the Checkout Sessions API lives; the gateway simulator's address in development. */
  PAYMONGO_API_URL: z
    .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.paymongo.com'),
  /** Which signature of Paymongo-Signature counts (te or li); by default the secret key's own (sk_live_ is live). */
  PAYMONGO_MODE: optionalText(z.enum(['test', 'live'], { error: 'expected test or live' })),
  /** Seals secrets kept at rest (staff TOTP secrets); without it they are sealed with the server's own key material. */
  SECRETS_KEY: optionalText(z.string().min(32, { error: 'expected at least 32 characters' })),
  /**
   * Game vendors' seamless-wallet secrets as JSON {"CODE": "secret"}; HOUSE's is made once and kept
   * in the database when not named here.
   */
  VENDOR_SECRETS: vendorMap(z.string().min(16, { error: 'expected secrets of at least 16 characters' })),
  /** Third-party vendors' launch bases as JSON {"CODE": "https://…"}; a vendor without one is off. */
  VENDOR_LAUNCH_URLS: vendorMap(z.url({ protocol: /^https?$/, error: 'expected http:// or https:// URLs' })),
  /**
   * Hub88 (docs/aggregators.md): the Games API base, our operator id there, Hub88's public key (checks
   * its wallet calls) and our private key (signs our answers and our Games API calls), PEM text with
   * "\n" allowed for newlines. All four or none: without them the aggregator is off.
   */
  HUB88_URL: optionalText(z.url({ protocol: /^https?$/, error: 'expected the Games API base URL' })),
  HUB88_OPERATOR_ID: optionalText(z.coerce.number({ error: 'expected the operator id, an integer' }).int().positive()),
  HUB88_PUBLIC_KEY: optionalText(pem('PUBLIC KEY')),
  HUB88_PRIVATE_KEY: optionalText(pem('PRIVATE KEY')),
  /** The sub_partner_id Hub88 sends for this site, when it has one; a call naming another is refused. */
  HUB88_SUB_PARTNER_ID: optionalText(z.string().min(1).max(100)),
  /**
   * Where Hub88's game pages are served from, comma-separated origins it gives for whitelisting: the
   * site's pages may frame them (CSP frame-src), as they may HUB88_URL's own origin.
   */
  HUB88_GAME_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'expected http:// or https:// origins, comma-separated' }))),
  /** The country Hub88's game URL asks for (ISO 3166-1 alpha-2). */
  HUB88_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'expected a 2-letter country code' })
    .default('PH'),
  /**
   * What the server does with Hub88's game list as it starts: `off` nothing (the operator syncs with the
   * CLI), `sync` fetch it (new games come hidden), `show` fetch it and show every listed game (a
   * simulator or a staging site, where the operator has nothing to choose).
   */
  HUB88_SYNC_AT_START: z.enum(['off', 'sync', 'show'], { error: 'expected off, sync or show' }).default('off'),
  /** How often (ms) this process runs HOUSE's clock: opens scheduled rounds, settles due ones, finishes interrupted plays; 0 never. */
  HOUSE_CLOCK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** How often (ms) this process looks for closed contract periods to settle; 0 never. Run by server/start.ts and the bench's server (server/clocks.ts). */
  SETTLEMENT_CLOCK_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** How often (ms) this process rolls the agents' team figures up; 0 never. Run by server/start.ts and the bench's server (server/clocks.ts). */
  TEAM_ROLLUP_CLOCK_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** How often (ms) every open live event stream gets a comment line, so proxies keep it open (server/modules/events). */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(1_000).max(120_000).default(25_000),
  /** Live event streams one member may hold open on one process (tabs, devices); one more is refused with 429. */
  LIVE_STREAMS_PER_MEMBER: z.coerce.number().int().min(1).max(50).default(5),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'expected an integer 1-500' })
    .int({ error: 'expected an integer 1-500' })
    .min(1, { error: 'expected an integer 1-500' })
    .max(500, { error: 'expected an integer 1-500' })
    .default(20),
});

/** A half-configured provider is a mistake to report at start, not a sign-in button that fails. */
function checkHub88(config: Record<string, unknown>, context: z.RefinementCtx): void {
  const names = ['HUB88_URL', 'HUB88_OPERATOR_ID', 'HUB88_PUBLIC_KEY', 'HUB88_PRIVATE_KEY'];
  const missing = names.filter((name) => config[name] === undefined);
  if (missing.length === 0 || missing.length === names.length) return;
  const given = names.filter((name) => !missing.includes(name)).join(', ');
  for (const name of missing) context.addIssue({ code: 'custom', path: [name], message: `needed together with ${given}` });
}

function checkOidcProviders(config: Record<string, unknown>, context: z.RefinementCtx): void {
  for (const provider of ['GOOGLE', 'FACEBOOK']) {
    const names = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'].map((part) => `OIDC_${provider}_${part}`);
    const missing = names.filter((name) => config[name] === undefined);
    if (missing.length === 0 || missing.length === names.length) continue;
    const given = names.filter((name) => !missing.includes(name)).join(', ');
    for (const name of missing) context.addIssue({ code: 'custom', path: [name], message: `needed together with ${given}` });
  }
}

/** A PayMongo key without its partner could open checkouts no webhook ever settles, or the reverse. */
function checkPaymongo(config: Record<string, unknown>, context: z.RefinementCtx): void {
  const names = ['PAYMONGO_SECRET_KEY', 'PAYMONGO_WEBHOOK_SECRET'];
  const missing = names.filter((name) => config[name] === undefined);
  if (missing.length !== 1) return;
  const given = names.find((name) => !missing.includes(name));
  context.addIssue({ code: 'custom', path: missing, message: `needed together with ${given}` });
}

export type Config = z.output<typeof configSchema>;
export const configVariables = Object.keys(configSchema.shape) as (keyof Config)[];

/** Thrown when the environment holds a value the server cannot start with. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration; a bad value throws a ConfigError naming the variable ("PORT: expected …"). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(configVariables.map((name) => [name, env[name]]));
  const parsed = configSchema
    .superRefine((config, context) => {
      checkOidcProviders(config, context);
      checkPaymongo(config, context);
      checkHub88(config, context);
    })
    .safeParse(picked);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(lines.join('\n'));
}
