import type { z } from 'zod';
import { loadStatus } from '../../stores/status.ts';
import { encrypt } from './encrypt.ts';

/** The `{ jwe }` body of an encrypted call, sealed with the key the status names. */
export async function sealed<T extends z.ZodType>(schema: T, payload: z.input<T>): Promise<{ jwe: string }> {
  const status = await loadStatus();
  return encrypt(status.info.publicKey, schema, payload);
}
