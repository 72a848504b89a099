import type { FastifyReply } from 'fastify';
import { imageTypes } from '../../../src/contract/payments.ts';
import { isOneOf } from '../../../src/lib/one-of.ts';

const extensions: Record<(typeof imageTypes)[number], string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * Answers a stored upload for the operator to look at. Rows stored before uploads were re-encoded
 * hold the sender's own bytes, so the answer is made harmless whatever they contain: the stored
 * type only if it is an image type we take, never sniffed into something else, shown inline under a
 * name of ours, and, if a browser opens it as a page anyway, sandboxed with nothing allowed to load.
 * `name` is ours too (`feedback-12-1`), never the sender's file name.
 */
export function sendImage(reply: FastifyReply, image: { content: Buffer; type: string }, name: string) {
  const type = isOneOf(imageTypes, image.type) ? image.type : null;
  const safeName = name.replace(/[^a-z0-9-]/gi, '-');
  return reply
    .type(type ?? 'application/octet-stream')
    .header('content-disposition', type ? `inline; filename="${safeName}.${extensions[type]}"` : `attachment; filename="${safeName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(image.content);
}
