import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { oidcProviders, signInReturnParams, type OidcProvider, type SignInError } from '../../../src/contract/auth.ts';
import { localizePath, type Locale } from '../../../src/i18n/locales.ts';
import type { Config } from '../../config.ts';
import { access } from '../../http/access.ts';
import { AppError, requestLocale } from '../../http/envelope.ts';
import { readCookie } from '../captcha/cookie.ts';
import { clearFlowCookie, flowCookieName, flowLifetimeMs, openFlow, sealFlow, setFlowCookie } from './flow-cookie.ts';
import { memberForIdentity, type OidcProfile } from './identity.ts';
import { callbackUrl, createOidcClients, providerSettings } from './providers.ts';
import { issueSignInTicket } from './tickets.ts';

const paramsSchema = z.object({ provider: z.enum(oidcProviders) });
const startQuerySchema = z.object({ lang: z.string().max(8).optional() });
/** Providers add parameters of their own (scope, authuser, …): unknown ones are dropped, not refused. */
const callbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
});

/**
 * The scopes that give a subject, a verified e-mail and a name to make the username from, as far as
 * the provider offers them: Google names the profile "profile", Facebook "public_profile".
 */
const wantedScopes = ['openid', 'email', 'profile', 'public_profile'];
function scopeFor(configuration: client.Configuration): string {
  const offered = configuration.serverMetadata().scopes_supported;
  if (!offered) return 'openid email profile';
  return wantedScopes.filter((scope) => scope === 'openid' || offered.includes(scope)).join(' ');
}

function homeWith(locale: Locale, name: string, value: string): string {
  return `${localizePath(locale, '/')}?${name}=${encodeURIComponent(value)}`;
}

function failTo(reply: FastifyReply, locale: Locale, reason: SignInError): FastifyReply {
  return reply.redirect(homeWith(locale, signInReturnParams.error, reason), 303);
}

function profileOf(provider: OidcProvider, claims: client.IDToken): OidcProfile {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  const email = claims.email_verified === true ? text(claims.email) : undefined;
  const name = text(claims.name) ?? ([text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || undefined);
  return { provider, subject: claims.sub, email, name };
}

/** The kind of failure only: a provider's error body may echo codes that must not reach a log. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown';
  return 'code' in error && typeof error.code === 'string' ? `${error.name} ${error.code}` : error.name;
}

/** The callback as the provider sent it: openid-client checks state, issuer and code from the URL itself. */
function currentUrl(config: Config, request: FastifyRequest, provider: OidcProvider): URL {
  const url = new URL(callbackUrl(config, provider));
  url.search = new URL(request.url, 'http://callback.invalid').search;
  return url;
}

/**
 * Google and Facebook sign-in by the OpenID Connect authorization-code flow with PKCE. The flow's
 * secrets live in an encrypted cookie, so the callback may land on any API process.
 */
export async function oidcRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const clients = createOidcClients(app.config);

  api.get('/wps/session/oidc/:provider', { config: access.public, schema: { params: paramsSchema, querystring: startQuerySchema } }, async (request, reply) => {
    const { provider } = request.params;
    if (!providerSettings(app.config, provider)) throw new AppError('FEATURE_DISABLED');
    const locale = requestLocale(request);
    let configuration: client.Configuration;
    try {
      configuration = await clients.get(provider);
    } catch (error) {
      // A provider that cannot be reached is a failed sign-in for the visitor, shown on the page they came from.
      request.log.warn({ provider, reason: reasonOf(error) }, 'sign-in provider discovery failed');
      return failTo(reply, locale, 'failed');
    }
    const codeVerifier = client.randomPKCECodeVerifier();
    const flow = {
      provider,
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier,
      locale,
      expiresAt: Date.now() + flowLifetimeMs,
    };
    const target = client.buildAuthorizationUrl(configuration, {
      redirect_uri: callbackUrl(app.config, provider),
      scope: scopeFor(configuration),
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    setFlowCookie(reply, app.config, await sealFlow(app.keys, flow));
    reply.header('cache-control', 'no-store');
    return reply.redirect(target.href, 303);
  });

  api.get(
    '/wps/session/oidc/:provider/callback',
    { config: access.public, schema: { params: paramsSchema, querystring: callbackQuerySchema } },
    async (request, reply) => {
      const { provider } = request.params;
      const flow = await openFlow(app.keys, readCookie(request, flowCookieName));
      clearFlowCookie(reply, app.config);
      reply.header('cache-control', 'no-store');
      if (!flow || flow.provider !== provider) return failTo(reply, flow?.locale ?? requestLocale(request), 'failed');
      if (request.query.error) return failTo(reply, flow.locale, request.query.error === 'access_denied' ? 'cancelled' : 'failed');
      let profile: OidcProfile;
      try {
        const tokens = await client.authorizationCodeGrant(await clients.get(provider), currentUrl(app.config, request, provider), {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('no ID token');
        profile = profileOf(provider, claims);
      } catch (error) {
        request.log.warn({ provider, reason: reasonOf(error) }, 'sign-in with a provider failed');
        return failTo(reply, flow.locale, 'failed');
      }
      const memberId = await memberForIdentity(app.db, profile);
      const ticket = await issueSignInTicket(app.db, memberId, provider);
      return reply.redirect(homeWith(flow.locale, signInReturnParams.ticket, ticket), 303);
    },
  );
}
