import type { Config } from '../../../../config.ts';

/** PayMongo as this deployment configures it; null when the keys are unset (online deposits off). */
export interface PaymongoSettings {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
  /** Which of the signature header's fields counts: te in test mode, li in live mode. */
  mode: 'test' | 'live';
  /** Where the hosted checkout sends the member back. */
  siteUrl: string;
  /** Our references are `<MERCHANT_CODE>-D<deposit id>`. */
  merchantCode: string;
}

export function paymongoSettings(config: Config): PaymongoSettings | null {
  const { PAYMONGO_SECRET_KEY: secretKey, PAYMONGO_WEBHOOK_SECRET: webhookSecret } = config;
  if (!secretKey || !webhookSecret) return null;
  // PayMongo's keys say their mode (sk_live_…, sk_test_…); PAYMONGO_MODE overrides for keys that do not.
  const mode = config.PAYMONGO_MODE ?? (secretKey.startsWith('sk_live_') ? 'live' : 'test');
  return { secretKey, webhookSecret, apiUrl: config.PAYMONGO_API_URL, mode, siteUrl: config.SITE_URL, merchantCode: config.MERCHANT_CODE };
}
