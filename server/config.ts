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
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const configSchema = z.object({
  PORT: z.coerce
    .number({ error: 'expected an integer 1-65535' })
    .int({ error: 'expected an integer 1-65535' })
    .min(1, { error: 'expected an integer 1-65535' })
    .max(65535, { error: 'expected an integer 1-65535' })
    .default(4321),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText(
    z.string().regex(/^postgres(ql)?:\/\/\S+$/, { error: 'expected a postgres:// or postgresql:// URL' }),
  ),
  PGLITE_DIR: z.string().min(1).default('./data/pglite'),
  REDIS_URL: optionalText(z.url({ protocol: /^rediss?$/, error: 'expected a redis:// or rediss:// URL' })),
  DIST_DIR: z.string().min(1).default('./dist'),
  MERCHANT_CODE: z.string().regex(/^[A-Z0-9_]{2,16}$/, { error: 'expected 2-16 of A-Z, 0-9 and _' }).default('TALA'),
  TIME_ZONE: z.string().refine(isTimeZone, { error: 'expected an IANA time zone such as Asia/Manila' }).default('Asia/Manila'),
  CURRENCY: z.string().regex(/^[A-Z]{3}$/, { error: 'expected an ISO 4217 code such as PHP' }).default('PHP'),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, { error: 'expected an HTTP header name' })
    .transform((name) => name.toLowerCase())
    .default('cf-ipcountry'),
  TRUST_PROXY: booleanText.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OPS_TOKEN: optionalText(z.string().min(24, { error: 'expected at least 24 characters' })),
  SEED_DEMO: booleanText.default(true),
});

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
  const parsed = configSchema.safeParse(picked);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(lines.join('\n'));
}
