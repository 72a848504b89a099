/**
 * The captcha's letters, drawn as strokes in a unit box (x rightwards, y downwards, both 0..1), so
 * they come out as smooth lines of one weight at any size instead of the blocks a bitmap makes (whose
 * diagonals, in M, N or W, broke apart once warped). Characters a person could take for another are
 * left out, here and in any handwriting: 0/O/Q, 1/I, U/V, 2/Z, 5/S, 6/G, 8/B.
 */
type Point = readonly [number, number];
export type Stroke = readonly Point[];

/** Points along an ellipse from one angle to another, in degrees (0 is rightwards, 90 downwards). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(2, Math.ceil(Math.abs(to - from) / 15));
  return Array.from({ length: steps + 1 }, (_, index) => {
    const angle = ((from + ((to - from) * index) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
}

const bowl: Point[] = [[0, 0.54], [0.55, 0.54], ...arc(0.55, 0.27, 0.42, 0.27, 90, -90), [0, 0]];

const strokes = {
  A: [
    [
      [0, 1],
      [0.5, 0],
      [1, 1],
    ],
    [
      [0.22, 0.62],
      [0.78, 0.62],
    ],
  ],
  C: [arc(0.55, 0.5, 0.5, 0.5, -40, -320)],
  D: [[[0, 0], [0, 1], [0.45, 1], ...arc(0.45, 0.5, 0.52, 0.5, 90, -90), [0, 0]]],
  E: [
    [
      [0.95, 0],
      [0, 0],
      [0, 1],
      [0.95, 1],
    ],
    [
      [0, 0.5],
      [0.75, 0.5],
    ],
  ],
  F: [
    [
      [0.95, 0],
      [0, 0],
      [0, 1],
    ],
    [
      [0, 0.5],
      [0.75, 0.5],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 1],
    ],
    [
      [1, 0],
      [1, 1],
    ],
    [
      [0, 0.5],
      [1, 0.5],
    ],
  ],
  J: [
    [
      [0.3, 0],
      [0.95, 0],
    ],
    [[0.75, 0], [0.75, 0.68], ...arc(0.42, 0.68, 0.33, 0.32, 0, 170)],
  ],
  K: [
    [
      [0, 0],
      [0, 1],
    ],
    [
      [0.95, 0],
      [0, 0.62],
    ],
    [
      [0.3, 0.42],
      [1, 1],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 1],
      [0.9, 1],
    ],
  ],
  M: [
    [
      [0, 1],
      [0, 0],
      [0.5, 0.62],
      [1, 0],
      [1, 1],
    ],
  ],
  N: [
    [
      [0, 1],
      [0, 0],
      [1, 1],
      [1, 0],
    ],
  ],
  P: [[[0, 1], ...bowl.slice().reverse()]],
  R: [
    [[0, 1], ...bowl.slice().reverse()],
    [
      [0.45, 0.54],
      [1, 1],
    ],
  ],
  T: [
    [
      [0, 0],
      [1, 0],
    ],
    [
      [0.5, 0],
      [0.5, 1],
    ],
  ],
  W: [
    [
      [0, 0],
      [0.25, 1],
      [0.5, 0.38],
      [0.75, 1],
      [1, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [1, 1],
    ],
    [
      [1, 0],
      [0, 1],
    ],
  ],
  Y: [
    [
      [0, 0],
      [0.5, 0.5],
      [1, 0],
    ],
    [
      [0.5, 0.5],
      [0.5, 1],
    ],
  ],
  '3': [[[0.05, 0], [0.95, 0], [0.42, 0.42], [0.5, 0.42], ...arc(0.5, 0.71, 0.46, 0.29, -90, 150)]],
  '4': [
    [
      [0.72, 1],
      [0.72, 0],
      [0, 0.7],
      [1, 0.7],
    ],
  ],
  '7': [
    [
      [0, 0],
      [1, 0],
      [0.35, 1],
    ],
  ],
  '9': [arc(0.5, 0.3, 0.46, 0.3, 0, 360), [[0.96, 0.3], [0.96, 0.7], ...arc(0.5, 0.7, 0.46, 0.3, 0, 150)]],
} satisfies Record<string, Stroke[]>;

export type Glyph = keyof typeof strokes;
export const captchaAlphabet = Object.keys(strokes) as Glyph[];

export function glyphStrokes(glyph: Glyph): readonly Stroke[] {
  return strokes[glyph];
}
