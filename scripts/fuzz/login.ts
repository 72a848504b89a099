import { CompactEncrypt, importJWK } from 'jose';
import { loginValueSchema } from '../../src/contract/auth.ts';
import { successSchema } from '../../src/contract/envelope.ts';
import { statusSchema } from '../../src/contract/system.ts';

/**
 * Logs in on a live server the way the login dialog does (the payload as a JWE for the key that
 * GET /wps/system/status publishes) and answers the session token, so `npm run fuzz -- --login
 * demo:Demo@1234` reaches the member routes of a freshly seeded server.
 */
export async function loginToken(origin: string, username: string, password: string): Promise<string> {
  const status = successSchema(statusSchema).parse(await (await fetch(`${origin}/wps/system/status`)).json());
  const jwk = status.value.info.publicKey;
  const key = await importJWK(jwk, jwk.alg);
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ type: 'username', username, password })))
    .setProtectedHeader({ alg: jwk.alg, enc: 'A256GCM', kid: jwk.kid })
    .encrypt(key);
  const response = await fetch(`${origin}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jwe }),
  });
  const body: unknown = await response.json();
  const token = response.ok ? successSchema(loginValueSchema).parse(body).value.token : undefined;
  if (!token) throw new Error(`login of ${username} failed (${response.status}): ${JSON.stringify(body)}`);
  return token;
}
