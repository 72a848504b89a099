import sharp from 'sharp';
import { maxImagePixels, type ImageType } from '../../../src/contract/payments.ts';

// One libvips worker thread per image and no operation cache: the API shares two cores with
// everything else, and a cache would keep members' decoded pixels in memory after the request.
sharp.concurrency(1);
sharp.cache(false);

/** Why an upload is not kept: not a PNG or JPEG at all, bytes that do not decode, or too many pixels. */
export type ImageRefusal = 'type' | 'unreadable' | 'pixels';

export class ImageRefused extends Error {
  readonly reason: ImageRefusal;
  constructor(reason: ImageRefusal) {
    super(`image refused: ${reason}`);
    this.name = 'ImageRefused';
    this.reason = reason;
  }
}

/** What is stored: bytes this server encoded itself, of the type they really are. */
export interface KeptImage {
  content: Buffer;
  type: ImageType;
}

const signatures: [ImageType, Buffer][] = [
  ['image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff])],
];
const formats: Record<string, ImageType> = { png: 'image/png', jpeg: 'image/jpeg' };

/**
 * The type the first bytes claim. Checked before the decoder sees anything, so that it is never
 * handed the formats it also reads and we do not take (SVG, which is XML, GIF, WebP, TIFF…).
 */
function claimedType(content: Buffer): ImageType | null {
  return signatures.find(([, signature]) => content.subarray(0, signature.length).equals(signature))?.[0] ?? null;
}

/** Decodes run one after another: each may hold up to the pixel budget (160 MB as RGBA) in memory. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}

async function reencode(content: Buffer, claimed: ImageType): Promise<KeptImage> {
  // The header alone: its dimensions are read without decoding a pixel, so the budget is checked first.
  const header = await sharp(content, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageRefused('unreadable');
    });
  const type = header.format ? formats[header.format] : undefined;
  if (type !== claimed) throw new ImageRefused('unreadable');
  if (!header.width || !header.height) throw new ImageRefused('unreadable');
  if (header.width * header.height > maxImagePixels) throw new ImageRefused('pixels');
  // The full decode, still held to the budget by the decoder itself. `.rotate()` turns the pixels
  // the way the EXIF orientation says before the output drops EXIF (GPS included), XMP, IPTC and ICC.
  const image = sharp(content, { limitInputPixels: maxImagePixels, failOn: 'error' }).rotate();
  const encoded = type === 'image/png' ? image.png() : image.jpeg({ quality: 85 });
  const output = await encoded.toBuffer().catch(() => {
    throw new ImageRefused('unreadable');
  });
  return { content: output, type };
}

/**
 * An uploaded image as it will be stored: a PNG or JPEG that really decodes, within the pixel
 * budget, re-encoded by us so that no byte the sender chose (a script after the image data,
 * metadata, a polyglot) reaches anyone who opens it. Throws ImageRefused otherwise.
 */
export async function keepImage(content: Buffer): Promise<KeptImage> {
  const claimed = claimedType(content);
  if (!claimed) throw new ImageRefused('type');
  return oneAtATime(() => reencode(content, claimed));
}
