import { randomInt } from 'node:crypto';
import { glyphStrokes, type Glyph } from './font.ts';
import { encodePng } from './png.ts';

/** Drawn at twice the 120×40 the forms once showed, so the strokes stay crisp on phones' dense screens. */
export const captchaWidth = 240;
export const captchaHeight = 80;

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

/** The letters' size and weight in pixels: large and bold enough to read at a glance on a phone. */
const letter = { width: 34, height: 50, stroke: 7 } as const;
const slot = captchaWidth / 4;

type Segment = { ax: number; ay: number; bx: number; by: number };
interface Placed {
  segments: Segment[];
  colour: Rgb;
  box: { left: number; top: number; right: number; bottom: number };
}

/** A float in [from, to) from the whole-number source. */
const between = (random: Random, from: number, to: number) => from + ((to - from) * random(1000)) / 1000;

/** Each letter a little larger or smaller, turned a little, and set a little off its slot. */
function place(glyph: Glyph, index: number, count: number, random: Random, colour: Rgb): Placed {
  const size = between(random, 0.9, 1.1);
  const width = letter.width * size;
  const height = letter.height * size;
  const turn = (between(random, -14, 14) * Math.PI) / 180;
  const centreX = (captchaWidth - count * slot) / 2 + slot * (index + 0.5) + between(random, -4, 4);
  const centreY = captchaHeight / 2 + between(random, -6, 6);
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const at = ([x, y]: readonly [number, number]) => {
    const dx = (x - 0.5) * width;
    const dy = (y - 0.5) * height;
    return [centreX + dx * cos - dy * sin, centreY + dx * sin + dy * cos] as const;
  };
  const segments: Segment[] = [];
  for (const stroke of glyphStrokes(glyph)) {
    for (let n = 1; n < stroke.length; n++) {
      const [ax, ay] = at(stroke[n - 1]!);
      const [bx, by] = at(stroke[n]!);
      segments.push({ ax, ay, bx, by });
    }
  }
  const xs = segments.flatMap((s) => [s.ax, s.bx]);
  const ys = segments.flatMap((s) => [s.ay, s.by]);
  const margin = letter.stroke;
  return {
    segments,
    colour,
    box: { left: Math.min(...xs) - margin, top: Math.min(...ys) - margin, right: Math.max(...xs) + margin, bottom: Math.max(...ys) + margin },
  };
}

function distance(x: number, y: number, { ax, ay, bx, by }: Segment): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

const blend = (rgb: Uint8Array, pixel: number, colour: Rgb, cover: number) => {
  for (let c = 0; c < 3; c++) rgb[pixel * 3 + c] = Math.round(rgb[pixel * 3 + c]! * (1 - cover) + colour[c]! * cover);
};

/** A thin straight line across the picture: much finer than the letters, so the eye tells them apart. */
function line(rgb: Uint8Array, random: Random, colour: Rgb): void {
  const [x0, y0] = [random(30), 10 + random(captchaHeight - 20)];
  const [x1, y1] = [captchaWidth - 1 - random(30), 10 + random(captchaHeight - 20)];
  const steps = x1 - x0;
  for (let n = 0; n <= steps; n++) {
    const x = x0 + n;
    const y = Math.round(y0 + ((y1 - y0) * n) / steps);
    blend(rgb, y * captchaWidth + x, colour, 0.8);
  }
}

/**
 * Draws the text as a PNG a person reads at a glance: smooth letters of one weight, each turned and
 * shifted a little, the whole bent gently along two waves, with two hair lines and a few specks.
 */
export function renderCaptcha(text: readonly Glyph[], random: Random = randomInt): Buffer {
  const rgb = new Uint8Array(captchaWidth * captchaHeight * 3);
  for (let i = 0; i < captchaWidth * captchaHeight; i++) {
    const shade = 236 + random(16);
    rgb.set([shade, shade - random(8), shade - random(12)], i * 3);
  }
  const placed = text.map((glyph, index) => place(glyph, index, text.length, random, inkColours[random(inkColours.length)]!));
  const wave = { phaseX: between(random, 0, 6.28), phaseY: between(random, 0, 6.28), ampX: between(random, 1, 2.5), ampY: between(random, 1.5, 3) };
  const half = letter.stroke / 2;
  for (let y = 0; y < captchaHeight; y++) {
    for (let x = 0; x < captchaWidth; x++) {
      // Where this pixel falls in the unbent picture.
      const sx = x + wave.ampX * Math.sin(y / 12 + wave.phaseX);
      const sy = y + wave.ampY * Math.sin(x / 26 + wave.phaseY);
      for (const { segments, colour, box } of placed) {
        if (sx < box.left || sx > box.right || sy < box.top || sy > box.bottom) continue;
        let nearest = Infinity;
        for (const segment of segments) nearest = Math.min(nearest, distance(sx, sy, segment));
        // Edges are smoothed over one pixel, so the strokes read as lines, not stairs.
        const cover = Math.max(0, Math.min(1, half + 0.5 - nearest));
        if (cover > 0) blend(rgb, y * captchaWidth + x, colour, cover);
      }
    }
  }
  for (let n = 0; n < 2; n++) line(rgb, random, placed[random(placed.length)]?.colour ?? inkColours[0]!);
  for (let n = 0; n < 40; n++) blend(rgb, random(captchaHeight) * captchaWidth + random(captchaWidth), inkColours[random(inkColours.length)]!, 0.7);
  return encodePng(captchaWidth, captchaHeight, rgb);
}
