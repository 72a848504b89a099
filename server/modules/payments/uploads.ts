import type { FastifyReply, FastifyRequest } from 'fastify';
import { maxImageBytes, type ImageType } from '../../../src/contract/payments.ts';
import { translator, type Translate } from '../../../src/i18n/translate.ts';
import { AppError, requestLocale } from '../../http/envelope.ts';

export interface UploadedImage {
  content: Buffer;
  type: ImageType;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Map<string, UploadedImage[]>;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);

/** The image's real type from its first bytes; a renamed file or a declared type proves nothing. */
export function sniffImage(content: Buffer): ImageType | null {
  if (content.subarray(0, pngSignature.length).equals(pngSignature)) return 'image/png';
  if (content.subarray(0, jpegSignature.length).equals(jpegSignature)) return 'image/jpeg';
  return null;
}

/** Short text fields only: a form is a few ids and amounts, never a document. */
const maxFieldBytes = 2000;
const maxParts = 12;

/**
 * Reads a multipart form whole: its text fields and, for each file field, images checked by their
 * magic bytes and size. A wrong type answers 415 and an oversized image 413, each naming its field.
 */
export async function readImageForm(request: FastifyRequest, maxFiles: number): Promise<MultipartForm> {
  const t = translator(requestLocale(request));
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const form: MultipartForm = { fields: {}, files: new Map() };
  try {
    const parts = request.parts({ limits: { fileSize: maxImageBytes, files: maxFiles, fieldSize: maxFieldBytes, parts: maxParts } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const content = await part.toBuffer();
      const type = sniffImage(content);
      if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { fields: { [part.fieldname]: t('payments.imageType') } });
      const list = form.files.get(part.fieldname) ?? [];
      list.push({ content, type });
      form.files.set(part.fieldname, list);
    }
  } catch (error) {
    throw formFailure(error, request, t);
  }
  return form;
}

/**
 * Busboy's limit errors become our envelope codes, with a message the member can act on. Anything
 * else thrown while the form is read is busboy refusing the bytes sent (no boundary, a torn part,
 * a body that ends early): the sender's mistake, never a 5xx.
 */
function formFailure(error: unknown, request: FastifyRequest, t: Translate): AppError {
  if (error instanceof AppError) return error;
  const errors = request.server.multipartErrors;
  if (error instanceof errors.RequestFileTooLargeError) return new AppError('PAYLOAD_TOO_LARGE', { fields: { file: t('payments.imageTooLarge') } });
  if (error instanceof errors.FilesLimitError) return new AppError('VALIDATION_FAILED', { fields: { file: t('payments.proofCount') } });
  if (error instanceof errors.PartsLimitError || error instanceof errors.FieldsLimitError) return new AppError('MALFORMED_REQUEST');
  if (error instanceof errors.InvalidMultipartContentTypeError) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  return new AppError('MALFORMED_REQUEST');
}

export function sendImage(reply: FastifyReply, image: { content: Buffer; type: string }) {
  // Member uploads are shown only as the image they were checked to be, never sniffed into HTML.
  return reply.type(image.type).header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store').send(image.content);
}
