import { createHmac } from 'node:crypto';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { signatureHeader } from '../../src/contract/vendor.ts';

export interface Answer {
  status: number;
  body: unknown;
}

export interface Tally {
  requests: number;
  retries: number;
  /** Answers with status 500: faults of ours, retried but reported. */
  internal: number;
}

/**
 * Sends one logical request until it is answered: a refused connection (the process was killed), a
 * timeout or a 5xx is retried with the very same body and key; any other status is the answer.
 */
export async function deliver(tally: Tally, url: string, init: () => Promise<RequestInit> | RequestInit): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    tally.requests += 1;
    if (attempt > 0) tally.retries += 1;
    try {
      const response = await fetch(url, { ...(await init()), signal: AbortSignal.timeout(15_000) });
      const text = await response.text();
      if (response.status === 500) tally.internal += 1;
      if (response.status < 500) return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch {
      // Connection refused or reset: the server is being restarted.
    }
    if (attempt > 2000) throw new Error(`no answer from ${url} after ${attempt} tries`);
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));
  }
}

export function json(method: string, payload: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(payload) };
}

/** A seamless-wallet call signed as a vendor signs it: HMAC-SHA256 of the exact body bytes. */
export function signed(secret: string, payload: unknown): RequestInit {
  const body = JSON.stringify(payload);
  return { method: 'POST', headers: { 'content-type': 'application/json', [signatureHeader]: createHmac('sha256', secret).update(body).digest('hex') }, body };
}

/** Encrypts login, password and money payloads for the server's current key, as the dialogs do. */
export async function sealer(origin: string): Promise<(payload: unknown) => Promise<{ jwe: string }>> {
  const status = (await (await fetch(`${origin}/wps/system/status`)).json()) as { value: { info: { publicKey: JWK & { kid?: string } } } };
  const jwk = status.value.info.publicKey;
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  return async (payload) => ({
    jwe: await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: jwk.kid })
      .encrypt(key),
  });
}
