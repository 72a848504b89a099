import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** The person the test IdP signs in at its next interaction, or a refusal of consent. */
export type TestIdpUser = { sub: string; email?: string; emailVerified?: boolean; name?: string } | 'deny';

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who logs in at the next interaction. */
  signInAs(user: TestIdpUser): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 with a random port, one confidential client,
 * and an interaction that signs the chosen user in and grants the asked scopes without a form.
 */
export async function startTestIdp(redirectUris: string[]): Promise<TestIdp> {
  const clientId = 'tala-test';
  const clientSecret = 'tala-test-secret-0123456789';
  const users = new Map<string, Exclude<TestIdpUser, 'deny'>>();
  let next: TestIdpUser = 'deny';
  let provider: Provider | null = null;

  async function interact(req: IncomingMessage, res: ServerResponse, idp: Provider): Promise<void> {
    const details = await idp.interactionDetails(req, res);
    if (next === 'deny') {
      await idp.interactionFinished(req, res, { error: 'access_denied', error_description: 'the user declined' }, { mergeWithLastSubmission: false });
      return;
    }
    users.set(next.sub, next);
    if (details.prompt.name === 'login') {
      await idp.interactionFinished(req, res, { login: { accountId: next.sub } });
      return;
    }
    const grant = new idp.Grant({ accountId: next.sub, clientId });
    grant.addOIDCScope('openid email profile');
    await idp.interactionFinished(req, res, { consent: { grantId: await grant.save() } });
  }

  const server = createServer((req, res) => {
    if (!provider) {
      res.statusCode = 503;
      res.end();
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res, provider).catch(() => {
        res.statusCode = 500;
        res.end();
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, token_endpoint_auth_method: 'client_secret_post' }],
    findAccount: (_ctx, sub) => {
      const user = users.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: user.email, email_verified: user.emailVerified ?? false, name: user.name }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the asked claims in the ID token itself; so does this provider.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['tala-test-cookie-key'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }] },
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(user) {
      next = user;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
