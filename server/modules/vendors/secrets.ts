import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { houseWalletVendor } from '../../../src/contract/house.ts';
import type { Db } from '../../db/index.ts';
import { vendorSecret } from '../../db/schema.ts';

export function sign(secret: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Constant-time check of X-Signature against the raw body; a malformed header is simply wrong. */
export function signatureMatches(secret: string, body: Buffer, given: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, body), 'hex'), Buffer.from(given, 'hex'));
}

/**
 * A vendor's signing secret: VENDOR_SECRETS first; HOUSE, when not configured, gets one made on
 * first use and kept in the database so every API process signs and checks with the same secret.
 */
export function createSecretStore(db: Db, configured: Record<string, string>) {
  const cache = new Map<string, string>(Object.entries(configured));
  return async function secretOf(vendor: string): Promise<string | null> {
    const known = cache.get(vendor);
    if (known) return known;
    if (vendor !== houseWalletVendor) return null;
    await db
      .insert(vendorSecret)
      .values({ vendor, secret: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [row] = await db.select({ secret: vendorSecret.secret }).from(vendorSecret).where(eq(vendorSecret.vendor, vendor));
    if (!row) throw new Error(`no secret stored for vendor ${vendor}`);
    cache.set(vendor, row.secret);
    return row.secret;
  };
}
export type SecretStore = ReturnType<typeof createSecretStore>;
