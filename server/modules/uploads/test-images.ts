import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real 2×2 PNG and JPEG, as small as a decodable image gets, and bytes that are no image. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWNQWlWutKqcAUIBACIOBQ1SVdxDAAAAAElFTkSuQmCC',
  'base64',
);
export const jpegBytes = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeAGpH/9k=',
  'base64',
);
export const textBytes = Buffer.from('<html>not an image</html>');

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A complete, valid one-colour PNG of any size, written by hand: 1-bit greyscale rows of zeros
 * compress about a thousand to one, so 20000×20000 (400 megapixels, 1.2 GB once a decoder expands
 * it to RGB) is about 50 KB on the wire and a fraction of a second to make.
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([pngSignature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** The PNG signature and then a page: what a browser sniffing the bytes would run as HTML. */
export const pngSignedHtml = Buffer.concat([pngSignature, Buffer.from('<html><body><script>alert(document.domain)</script></body></html>')]);

/** The tag of the EXIF pointer to the GPS block, as a little-endian EXIF writes it. */
const gpsPointerTag = Buffer.from([0x25, 0x88]);
export const hasGpsBlock = (exif: Buffer | undefined) => exif !== undefined && exif.includes(gpsPointerTag);

/** A 64×48 phone photo: EXIF says turn it a quarter (orientation 6) and where it was taken. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '120/1 59/1 0/1' },
    })
    .toBuffer();
}
