import type { Config } from '../../config.ts';
import { hub88Keys, type Hub88Keys } from './signing.ts';

/** Hub88 as configured: null when HUB88_* are unset, and the aggregator is off. */
export interface Hub88Setup {
  url: string;
  operatorId: number;
  keys: Hub88Keys;
  subPartnerId: string | undefined;
  country: string;
}

type Hub88Config = Pick<Config, 'HUB88_URL' | 'HUB88_OPERATOR_ID' | 'HUB88_PUBLIC_KEY' | 'HUB88_PRIVATE_KEY' | 'HUB88_SUB_PARTNER_ID' | 'HUB88_COUNTRY'>;

export function hub88Setup(config: Hub88Config): Hub88Setup | null {
  const { HUB88_URL: url, HUB88_OPERATOR_ID: operatorId, HUB88_PUBLIC_KEY: publicKey, HUB88_PRIVATE_KEY: privateKey } = config;
  if (!url || !operatorId || !publicKey || !privateKey) return null;
  return {
    url: url.replace(/\/+$/, ''),
    operatorId,
    keys: hub88Keys(publicKey, privateKey),
    subPartnerId: config.HUB88_SUB_PARTNER_ID,
    country: config.HUB88_COUNTRY,
  };
}

/** The origins Hub88's game frames may come from: its own (HUB88_URL) and those it names; none when off. */
export function hub88FrameOrigins(config: Hub88Config & Pick<Config, 'HUB88_GAME_ORIGINS'>): string[] {
  const setup = hub88Setup(config);
  return setup ? [setup.url, ...config.HUB88_GAME_ORIGINS] : [];
}
