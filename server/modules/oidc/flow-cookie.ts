import type { FastifyReply } from 'fastify';
import { CompactEncrypt, importJWK } from 'jose';
import { z } from 'zod';
import { oidcProviders } from '../../../src/contract/auth.ts';
import { locales } from '../../../src/i18n/locales.ts';
import type { Config } from '../../config.ts';
import { contentEncryption, keyAlgorithm, type KeyService } from '../keys/service.ts';

/**
 * The state of a sign-in between the redirect to the provider and its return. It travels in the
 * browser, encrypted to the server's JWE key (kept in the database), so whichever API process
 * receives the callback can read it and nobody else can. Anyone may seal a cookie of their own with
 * the public key, which gains nothing: it lives only in their browser, and the provider's answer
 * must still match its state and PKCE verifier.
 */
const flowSchema = z.object({
  provider: z.enum(oidcProviders),
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43),
  locale: z.enum(locales),
  expiresAt: z.number().int(),
});
export type SignInFlow = z.infer<typeof flowSchema>;

export const flowCookieName = 'tala_oidc';
const flowCookiePath = '/wps/session/oidc';
/** Time to sign in at the provider, including a password typed slowly or a second factor. */
export const flowLifetimeMs = 10 * 60_000;

export async function sealFlow(keys: KeyService, flow: SignInFlow): Promise<string> {
  const jwk = await keys.publicJwk();
  const key = await importJWK(jwk, keyAlgorithm);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(flow)))
    .setProtectedHeader({ alg: keyAlgorithm, enc: contentEncryption, kid: jwk.kid })
    .encrypt(key);
}

/** The flow in the cookie, or null when it is missing, unreadable or too old. */
export async function openFlow(keys: KeyService, sealed: string | null, now = Date.now()): Promise<SignInFlow | null> {
  if (!sealed) return null;
  try {
    const flow = await keys.decryptPayload(sealed, flowSchema);
    return flow.expiresAt > now ? flow : null;
  } catch {
    return null;
  }
}

function cookieAttributes(config: Config, maxAgeSeconds: number): string {
  // Lax: the provider brings the browser back with a top-level GET, which Lax still sends the cookie on.
  const secure = config.SITE_URL.startsWith('https:') ? '; Secure' : '';
  return `Path=${flowCookiePath}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export function setFlowCookie(reply: FastifyReply, config: Config, sealed: string): void {
  reply.header('set-cookie', `${flowCookieName}=${sealed}; ${cookieAttributes(config, flowLifetimeMs / 1000)}`);
}

export function clearFlowCookie(reply: FastifyReply, config: Config): void {
  reply.header('set-cookie', `${flowCookieName}=; ${cookieAttributes(config, 0)}`);
}
