import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * PayMongo's "Securing a webhook": `Paymongo-Signature: t=<unix seconds>,te=<hex>,li=<hex>`, where
 * te (test mode) or li (live mode) is HMAC-SHA256 of `<t>.<raw body>` keyed with the webhook's secret
 * key. Only the mode's field counts, and a timestamp further than this from our clock is a replay.
 */
export const signatureToleranceSeconds = 5 * 60;

interface SignatureFields {
  /** The timestamp exactly as sent: the signature covers these characters. */
  t: string;
  te: string;
  li: string;
}

export function parseSignatureHeader(header: string): SignatureFields | null {
  const fields = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const t = fields.get('t');
  if (!t || !/^\d{1,12}$/.test(t)) return null;
  return { t, te: fields.get('te') ?? '', li: fields.get('li') ?? '' };
}

export interface SignatureCheck {
  header: string | undefined;
  rawBody: Buffer;
  secret: string;
  mode: 'test' | 'live';
  nowMs: number;
}

export function signatureHolds({ header, rawBody, secret, mode, nowMs }: SignatureCheck): boolean {
  if (!header) return false;
  const fields = parseSignatureHeader(header);
  if (!fields) return false;
  if (Math.abs(nowMs / 1000 - Number(fields.t)) > signatureToleranceSeconds) return false;
  const given = mode === 'live' ? fields.li : fields.te;
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = createHmac('sha256', secret).update(`${fields.t}.`).update(rawBody).digest();
  // Constant time: how long a refusal takes says nothing of where a wrong signature went wrong.
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
