import type { FastifyRequest } from 'fastify';
import { maxImageBytes, maxImagePixels } from '../../../src/contract/payments.ts';
import { translator, type Translate } from '../../../src/i18n/translate.ts';
import { AppError, requestLocale } from '../../http/envelope.ts';
import { ImageRefused, keepImage, type KeptImage } from './images.ts';

/** An image as the form kept it: decoded, within budget and re-encoded (see keepImage). */
export type UploadedImage = KeptImage;

export interface MultipartForm {
  fields: Record<string, string>;
  files: Map<string, UploadedImage[]>;
}

/** Short text fields only: a form is a few ids and amounts, never a document. */
const maxFieldBytes = 2000;
const maxParts = 12;

/**
 * Reads a multipart form whole: its text fields and, for each file field, the images as keepImage
 * re-encodes them. Bytes that are no PNG or JPEG answer 415, a file over 5 MB 413, and an image that
 * does not decode or has too many pixels 400, each naming its field.
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
      const image = await keepImage(await part.toBuffer()).catch((error: unknown) => {
        throw refusal(error, part.fieldname, t);
      });
      const list = form.files.get(part.fieldname) ?? [];
      list.push(image);
      form.files.set(part.fieldname, list);
    }
  } catch (error) {
    throw formFailure(error, request, t);
  }
  return form;
}

/** An image keepImage would not keep, answered against the field that carried it. */
function refusal(error: unknown, field: string, t: Translate): unknown {
  if (!(error instanceof ImageRefused)) return error;
  if (error.reason === 'type') return new AppError('UNSUPPORTED_MEDIA_TYPE', { fields: { [field]: t('payments.imageType') } });
  if (error.reason === 'pixels')
    return new AppError('VALIDATION_FAILED', { fields: { [field]: t('payments.imagePixels', { max: maxImagePixels / 1_000_000 }) } });
  return new AppError('VALIDATION_FAILED', { fields: { [field]: t('payments.imageUnreadable') } });
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
