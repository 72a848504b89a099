/** Build-time contact links (see src/lib/site-config.ts); unset or empty hides the entry. */
interface ImportMetaEnv {
  readonly PUBLIC_LIVECHAT_URL?: string;
  readonly PUBLIC_LINE_URL?: string;
  readonly PUBLIC_QQ_URL?: string;
  readonly PUBLIC_FACEBOOK_URL?: string;
  readonly PUBLIC_VIBER_URL?: string;
  readonly PUBLIC_TELEGRAM_URL?: string;
}
