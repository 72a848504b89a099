import type { z } from 'zod';
import { failureSchema, successSchema } from '../../contract/envelope.ts';
import { ApiFailure } from './failure.ts';

/**
 * The value of a successful envelope, parsed with the contract's schema; anything else throws an
 * ApiFailure with the server's code and words, or UNREADABLE. Shared by the site's client and the
 * game pages', which hold no site session.
 */
export async function envelopeValue<T extends z.ZodType>(schema: T, response: Response): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiFailure('UNREADABLE', { status: response.status });
  }
  const failed = failureSchema.safeParse(body);
  if (failed.success) {
    const { code, message, fields, captcha } = failed.data;
    throw new ApiFailure(code, { message, status: response.status, fields, captcha });
  }
  const succeeded = successSchema(schema).safeParse(body);
  if (!succeeded.success) throw new ApiFailure('UNREADABLE', { status: response.status });
  return (succeeded.data as { value: z.output<T> }).value;
}
