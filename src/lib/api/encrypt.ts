import { CompactEncrypt, importJWK } from 'jose';
import type { z } from 'zod';
import type { publicJwkSchema } from '../../contract/system.ts';
import { ApiFailure } from './failure.ts';

type PublicJwk = z.infer<typeof publicJwkSchema>;

const keys = new Map<string, Promise<CryptoKey | Uint8Array>>();

function importKey(jwk: PublicJwk): Promise<CryptoKey | Uint8Array> {
  let key = keys.get(jwk.kid);
  if (!key) {
    key = importJWK(jwk, jwk.alg);
    keys.set(jwk.kid, key);
  }
  return key;
}

/**
 * Seals a payload for the server as a compact JWE (RSA-OAEP-256 + A256GCM, DESIGN §3). The payload
 * is validated with its contract schema first, so it leaves trimmed and with its defaults; one the
 * server would refuse is refused here, naming the fields.
 */
export async function encrypt<T extends z.ZodType>(jwk: PublicJwk, schema: T, payload: z.input<T>): Promise<{ jwe: string }> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), '']));
    throw new ApiFailure('VALIDATION_FAILED', { fields });
  }
  const plaintext = new TextEncoder().encode(JSON.stringify(parsed.data));
  const jwe = await new CompactEncrypt(plaintext).setProtectedHeader({ alg: jwk.alg, enc: 'A256GCM', kid: jwk.kid }).encrypt(await importKey(jwk));
  return { jwe };
}
