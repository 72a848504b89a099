import type { z } from 'zod';
import { failureSchema, successSchema } from '../../src/contract/envelope.ts';

/** The response schemas of a route whose success value has the shape `value`. */
export function replies<T extends z.ZodType>(value: T) {
  return { 200: successSchema(value), '4xx': failureSchema, '5xx': failureSchema } as const;
}
