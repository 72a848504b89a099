import type { z } from 'zod';
import { loadStatus } from '../../stores/status.ts';

/**
 * The `{ jwe }` body of an encrypted call, sealed with the key the status names. `jose` comes with
 * the first call that seals, so the pages whose calls never encrypt do not download it.
 */
export async function sealed<T extends z.ZodType>(schema: T, payload: z.input<T>): Promise<{ jwe: string }> {
  const [status, { encrypt }] = await Promise.all([loadStatus(), import('./encrypt.ts')]);
  return encrypt(status.info.publicKey, schema, payload);
}
