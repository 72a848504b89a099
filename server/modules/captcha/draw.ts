import { randomInt } from 'node:crypto';
import { glyphHeight, glyphWidth, inked, type Glyph } from './font.ts';
import { encodePng } from './png.ts';

/**
 * Drawn at twice the 120×40 the forms once showed, so the strokes stay crisp on phones' dense
 * screens and the page can show it large; the distortions below scale with it.
 */
const zoom = 2;
export const captchaWidth = 120 * zoom;
export const captchaHeight = 40 * zoom;

/** A whole number in [0, max). */
export type Random = (max: number) => number;

type Rgb = readonly [number, number, number];
const inkColours: readonly Rgb[] = [
  [32, 54, 120],
  [120, 28, 60],
  [20, 96, 60],
  [96, 52, 10],
  [70, 30, 110],
];

const scale = 3.5 * zoom;
const cell = captchaWidth / 4.4;

/** Which character (index) covers each pixel, -1 where none does, before distortion. */
function layOut(text: readonly Glyph[], random: Random): Int8Array {
  const mask = new Int8Array(captchaWidth * captchaHeight).fill(-1);
  text.forEach((glyph, index) => {
    // Each character sits a little off its slot and may be drawn a little wider or taller.
    const sx = scale + random(2) * 0.5 * zoom;
    const sy = scale + random(2) * 0.5 * zoom;
    const left = Math.round(8 * zoom + index * cell + (random(7) - 3) * zoom);
    const top = Math.round((captchaHeight - glyphHeight * sy) / 2 + (random(7) - 3) * zoom);
    for (let y = 0; y < Math.ceil(glyphHeight * sy); y++) {
      for (let x = 0; x < Math.ceil(glyphWidth * sx); x++) {
        if (!inked(glyph, Math.floor(x / sx), Math.floor(y / sy))) continue;
        const px = left + x;
        const py = top + y;
        if (px >= 0 && px < captchaWidth && py >= 0 && py < captchaHeight) mask[py * captchaWidth + px] = index;
      }
    }
  });
  return mask;
}

/** Bends the whole picture along two sine waves: the shapes wobble without being rotated. */
function warp(mask: Int8Array, random: Random): Int8Array {
  const out = new Int8Array(mask.length).fill(-1);
  const phaseX = random(628) / 100;
  const phaseY = random(628) / 100;
  const ampX = (1.5 + random(10) / 10) * zoom;
  const ampY = (2 + random(10) / 10) * zoom;
  for (let y = 0; y < captchaHeight; y++) {
    for (let x = 0; x < captchaWidth; x++) {
      const sx = Math.round(x + ampX * Math.sin(y / (5 * zoom) + phaseX));
      const sy = Math.round(y + ampY * Math.sin(x / (11 * zoom) + phaseY));
      if (sx >= 0 && sx < captchaWidth && sy >= 0 && sy < captchaHeight) out[y * captchaWidth + x] = mask[sy * captchaWidth + sx] ?? -1;
    }
  }
  return out;
}

/** One dot of the noise: a zoom×zoom square, so noise keeps its weight at the larger size. */
function paint(rgb: Uint8Array, x: number, y: number, colour: Rgb): void {
  for (let dy = 0; dy < zoom; dy++) {
    for (let dx = 0; dx < zoom; dx++) {
      const px = x + dx;
      const py = y + dy;
      if (px >= 0 && px < captchaWidth && py >= 0 && py < captchaHeight) rgb.set(colour, (py * captchaWidth + px) * 3);
    }
  }
}

/** A straight line (Bresenham) from one edge region to the other. */
function line(rgb: Uint8Array, from: [number, number], to: [number, number], colour: Rgb): void {
  let [x, y] = from;
  const [x1, y1] = to;
  const dx = Math.abs(x1 - x);
  const dy = -Math.abs(y1 - y);
  const stepX = x < x1 ? 1 : -1;
  const stepY = y < y1 ? 1 : -1;
  let error = dx + dy;
  for (;;) {
    paint(rgb, x, y, colour);
    if (x === x1 && y === y1) return;
    const double = 2 * error;
    if (double >= dy) {
      error += dy;
      x += stepX;
    }
    if (double <= dx) {
      error += dx;
      y += stepY;
    }
  }
}

/** Draws the text as a PNG: jittered characters, a wave distortion, noise lines and speckles. */
export function renderCaptcha(text: readonly Glyph[], random: Random = randomInt): Buffer {
  const rgb = new Uint8Array(captchaWidth * captchaHeight * 3);
  for (let i = 0; i < captchaWidth * captchaHeight; i++) {
    const shade = 236 + random(16);
    rgb.set([shade, shade - random(8), shade - random(12)], i * 3);
  }
  const colours = text.map(() => inkColours[random(inkColours.length)] ?? inkColours[0]!);
  const mask = warp(layOut(text, random), random);
  mask.forEach((index, pixel) => {
    if (index >= 0) rgb.set(colours[index]!, pixel * 3);
  });
  // Lines in the text's own colours, so they cannot be filtered out by colour alone.
  for (let n = 0; n < 4; n++) {
    const colour = colours[random(colours.length)]!;
    line(rgb, [random(20 * zoom), random(captchaHeight)], [captchaWidth - 1 - random(20 * zoom), random(captchaHeight)], colour);
  }
  for (let n = 0; n < 120; n++) paint(rgb, random(captchaWidth), random(captchaHeight), colours[random(colours.length)]!);
  return encodePng(captchaWidth, captchaHeight, rgb);
}
