import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { signInProviders } from './providers.ts';

describe('sign-in provider configuration', () => {
  const google = { OIDC_GOOGLE_ISSUER: 'https://accounts.google.com', OIDC_GOOGLE_CLIENT_ID: 'id', OIDC_GOOGLE_CLIENT_SECRET: 'secret' };

  it('offers no provider by default and a provider once all three values are set', () => {
    expect(signInProviders(loadConfig({}))).toEqual({ google: false, facebook: false });
    expect(signInProviders(loadConfig(google))).toEqual({ google: true, facebook: false });
  });

  it('refuses a half-configured provider, naming what is missing', () => {
    expect(() => loadConfig({ OIDC_FACEBOOK_ISSUER: 'https://www.facebook.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...google, OIDC_GOOGLE_CLIENT_SECRET: '' })).toThrow(/OIDC_GOOGLE_CLIENT_SECRET: needed together with/);
    expect(() => loadConfig({ ...google, OIDC_GOOGLE_ISSUER: 'accounts.google.com' })).toThrow(/OIDC_GOOGLE_ISSUER/);
  });

  it('keeps the site origin without a trailing slash', () => {
    expect(loadConfig({}).SITE_URL).toBe('http://localhost:4321');
    expect(loadConfig({ SITE_URL: 'https://play.example.com/' }).SITE_URL).toBe('https://play.example.com');
    expect(() => loadConfig({ SITE_URL: 'ftp://example.com' })).toThrow(/SITE_URL/);
  });
});
