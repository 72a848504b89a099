/**
 * Request headers of the wire (DESIGN §3), in a module of their own without zod, so the light page
 * scripts that name them (src/lib/api/light.ts) do not carry the schema library.
 */
export const headerNames = { authorization: 'authorization', language: 'language', merchant: 'merchant' } as const;
