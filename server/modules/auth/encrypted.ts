import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { encryptedBodySchema } from '../../../src/contract/auth.ts';
import { AppError } from '../../http/envelope.ts';

/**
 * Reads a `{ jwe }` body into `schema`. Anything else (the fields in the clear, above all) is
 * refused with PLAINTEXT_REFUSED, so a secret sent in the clear is never even looked at.
 */
export async function decryptBody<T extends z.ZodType>(app: FastifyInstance, body: unknown, schema: T): Promise<z.output<T>> {
  const parsed = encryptedBodySchema.safeParse(body);
  if (!parsed.success) throw new AppError('PLAINTEXT_REFUSED');
  return app.keys.decryptPayload(parsed.data.jwe, schema);
}
