/**
 * Contact links baked into the pages at build time. Each comes from a PUBLIC_* variable; an unset or
 * empty one hides its icon or menu entry, so a build without them shows no dead links.
 */
export interface SiteConfig {
  livechatUrl?: string;
  lineUrl?: string;
  qqUrl?: string;
  facebookUrl?: string;
  viberUrl?: string;
  telegramUrl?: string;
}

export type SiteEnv = Partial<Record<
  | 'PUBLIC_LIVECHAT_URL'
  | 'PUBLIC_LINE_URL'
  | 'PUBLIC_QQ_URL'
  | 'PUBLIC_FACEBOOK_URL'
  | 'PUBLIC_VIBER_URL'
  | 'PUBLIC_TELEGRAM_URL',
  string | undefined
>>;

const unsafeSchemes = new Set(['javascript:', 'data:', 'vbscript:', 'file:']);

/** A link must be absolute; script-bearing schemes are refused so a typo cannot become an XSS. */
function contactUrl(name: keyof SiteEnv, value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw new Error(`${name} must be an absolute URL (e.g. https://example.com/chat), got "${trimmed}"`);
  }
  if (unsafeSchemes.has(parsed.protocol)) throw new Error(`${name} must not use the ${parsed.protocol} scheme`);
  return parsed.href;
}

export function readSiteConfig(env: SiteEnv): SiteConfig {
  return {
    livechatUrl: contactUrl('PUBLIC_LIVECHAT_URL', env.PUBLIC_LIVECHAT_URL),
    lineUrl: contactUrl('PUBLIC_LINE_URL', env.PUBLIC_LINE_URL),
    qqUrl: contactUrl('PUBLIC_QQ_URL', env.PUBLIC_QQ_URL),
    facebookUrl: contactUrl('PUBLIC_FACEBOOK_URL', env.PUBLIC_FACEBOOK_URL),
    viberUrl: contactUrl('PUBLIC_VIBER_URL', env.PUBLIC_VIBER_URL),
    telegramUrl: contactUrl('PUBLIC_TELEGRAM_URL', env.PUBLIC_TELEGRAM_URL),
  };
}

/** The configuration of this build. */
export function siteConfig(): SiteConfig {
  return readSiteConfig(import.meta.env);
}
