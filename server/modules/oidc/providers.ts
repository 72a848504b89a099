import * as client from 'openid-client';
import type { Config } from '../../config.ts';
import type { OidcProvider } from '../../../src/contract/auth.ts';

interface ProviderSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

/** A provider's settings, or null when it is not configured (config.ts refuses a half-set provider). */
export function providerSettings(config: Config, provider: OidcProvider): ProviderSettings | null {
  const [issuer, clientId, clientSecret] =
    provider === 'google'
      ? [config.OIDC_GOOGLE_ISSUER, config.OIDC_GOOGLE_CLIENT_ID, config.OIDC_GOOGLE_CLIENT_SECRET]
      : [config.OIDC_FACEBOOK_ISSUER, config.OIDC_FACEBOOK_CLIENT_ID, config.OIDC_FACEBOOK_CLIENT_SECRET];
  if (!issuer || !clientId || !clientSecret) return null;
  return { issuer: new URL(issuer), clientId, clientSecret };
}

/** Which sign-in buttons the site shows: GET /wps/system/status → info.signIn. */
export function signInProviders(config: Config): Record<OidcProvider, boolean> {
  return { google: providerSettings(config, 'google') !== null, facebook: providerSettings(config, 'facebook') !== null };
}

/** Where the provider sends the browser back: on the site's own origin, which serves the API too. */
export function callbackUrl(config: Config, provider: OidcProvider): string {
  return `${config.SITE_URL}/wps/session/oidc/${provider}/callback`;
}

const loopbackHosts = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Plain HTTP is allowed only to an issuer on this machine (a provider run for development or
 * tests); every real issuer must be reached over TLS.
 */
function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname);
}

export interface OidcClients {
  /** The discovered client configuration of a configured provider. */
  get(provider: OidcProvider): Promise<client.Configuration>;
}

/**
 * Discovery documents are public and the same for every process, so each process may keep its own
 * copy; a failed discovery is forgotten so the next sign-in tries again.
 */
export function createOidcClients(config: Config): OidcClients {
  const discovered = new Map<OidcProvider, Promise<client.Configuration>>();
  return {
    get(provider) {
      const settings = providerSettings(config, provider);
      if (!settings) return Promise.reject(new Error(`${provider} sign-in is not configured`));
      let pending = discovered.get(provider);
      if (!pending) {
        const options = isLoopback(settings.issuer) ? { execute: [client.allowInsecureRequests] } : undefined;
        pending = client.discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, options);
        pending.catch(() => discovered.delete(provider));
        discovered.set(provider, pending);
      }
      return pending;
    },
  };
}
