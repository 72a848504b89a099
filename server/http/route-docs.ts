import type { z } from 'zod';

/** The signature schemes of the OpenAPI document (server/http/openapi.ts) a signed body can carry. */
export type SignatureScheme = 'vendorSignature' | 'gatewaySignature' | 'paymongoSignature' | 'hub88Signature';

/**
 * A body a route reads itself instead of through `schema.body`, because something must happen to
 * it before any validation: a JWE is decrypted, a signature is checked over the exact raw bytes, a
 * multipart form is streamed with limits. Fastify never validates such a body, so the route names
 * its shape beside its other schemas (`schema: { documentedBody: bodyDoc.jwe(payloadSchema) }`)
 * and only the OpenAPI document reads it.
 */
export type BodyDoc =
  /** `{"jwe": "<compact JWE>"}` whose plaintext is `payload`. */
  | { kind: 'jwe'; payload: z.ZodType }
  /** JSON `schema`, signed over its raw bytes by `signature`. */
  | { kind: 'signed'; schema: z.ZodType; signature: SignatureScheme }
  /** multipart/form-data: text fields `fields` and image files, at most `max` per field. */
  | { kind: 'form'; fields: z.ZodType; files: Record<string, { max: number }> };

declare module 'fastify' {
  interface FastifySchema {
    documentedBody?: BodyDoc;
  }
}

export const bodyDoc = {
  jwe: (payload: z.ZodType): BodyDoc => ({ kind: 'jwe', payload }),
  signed: (schema: z.ZodType, signature: SignatureScheme): BodyDoc => ({ kind: 'signed', schema, signature }),
  form: (fields: z.ZodType, files: Record<string, { max: number }>): BodyDoc => ({ kind: 'form', fields, files }),
};
