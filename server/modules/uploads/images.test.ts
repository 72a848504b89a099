import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRefused, keepImage, type ImageRefusal } from './images.ts';
import { blankPng, hasGpsBlock, jpegBytes, jpegWithGps, pngBytes, pngSignedHtml, textBytes } from './test-images.ts';

async function refusalOf(content: Buffer): Promise<ImageRefusal | 'kept'> {
  try {
    await keepImage(content);
    return 'kept';
  } catch (error) {
    if (error instanceof ImageRefused) return error.reason;
    throw error;
  }
}

describe('keepImage', () => {
  it('refuses a 20000×20000 PNG of a few kilobytes from its header, without decoding it', async () => {
    const bomb = blankPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 20_000, height: 20_000 });
    const started = performance.now();
    expect(await refusalOf(bomb)).toBe('pixels');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('keeps an image just under the pixel budget and refuses one just over it', async () => {
    expect(await refusalOf(blankPng(8_000, 5_000))).toBe('kept');
    expect(await refusalOf(blankPng(8_000, 5_001))).toBe('pixels');
  }, 30_000);

  it('refuses the PNG signature followed by HTML, and a PNG cut short', async () => {
    expect(await refusalOf(pngSignedHtml)).toBe('unreadable');
    const whole = blankPng(300, 300);
    expect(await refusalOf(whole.subarray(0, whole.length - 20))).toBe('unreadable');
  });

  it('refuses what is no PNG or JPEG, even formats the decoder reads', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    for (const content of [textBytes, svg, gif, webp, Buffer.alloc(0)]) expect(await refusalOf(content)).toBe('type');
  });

  it('re-encodes a PNG into a PNG of the same pixels and drops bytes appended after it', async () => {
    const tail = Buffer.from('<script>alert(1)</script>');
    const kept = await keepImage(Buffer.concat([pngBytes, tail]));
    expect(kept.type).toBe('image/png');
    expect(kept.content.includes(tail)).toBe(false);
    const meta = await sharp(kept.content).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 2, height: 2 });
    const pixel = await sharp(kept.content).raw().toBuffer();
    expect([...pixel.subarray(0, 3)]).toEqual([0x22, 0xaa, 0x77]);
  });

  it('turns a photo the way its EXIF says and stores it without EXIF, GPS or the camera name', async () => {
    const photo = await jpegWithGps();
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({ format: 'jpeg', width: 64, height: 48, orientation: 6 });
    expect(hasGpsBlock(before.exif)).toBe(true);
    expect(photo.includes('PhoneMaker')).toBe(true);

    const kept = await keepImage(photo);
    expect(kept.type).toBe('image/jpeg');
    const after = await sharp(kept.content).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(kept.content.includes('PhoneMaker')).toBe(false);
  });

  it('keeps a plain JPEG as a JPEG', async () => {
    const kept = await keepImage(jpegBytes);
    expect(kept.type).toBe('image/jpeg');
    expect(await sharp(kept.content).metadata()).toMatchObject({ format: 'jpeg', width: 2, height: 2 });
  });
});
