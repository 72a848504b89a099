import type { CategoryId } from '../../src/content/schemas.ts';

/**
 * One motif per displayed category, each drawn in a 100 x 100 box. Several variants per category
 * keep a lobby from looking like one picture repeated; `n` is a per-game number for small details.
 */
const INK = '#1b1f2b';
const GOLD = '#f5c542';
const RED = '#e63946';
const WHITE = '#fff';

type Glyph = (n: number) => string;

const ball = (x: number, y: number, label: string, ring: string, r = 16) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${WHITE}" stroke="${ring}" stroke-width="4"/>` +
  `<text x="${x}" y="${y + Math.round(r * 0.38)}" font-family="Arial,Helvetica,sans-serif" font-size="${Math.round(r * 1.06)}" font-weight="700" text-anchor="middle" fill="${INK}">${label}</text>`;

const sports: Glyph[] = [
  () =>
    `<circle cx="50" cy="50" r="36" fill="${WHITE}" stroke="${INK}" stroke-width="3"/><path d="M50 36l13 10-5 16H42l-5-16z" fill="${INK}"/>` +
    `<path d="M50 36V15M63 46l20-6M58 62l12 17M42 62L30 79M37 46l-20-6" stroke="${INK}" stroke-width="3" fill="none"/>`,
  () =>
    `<circle cx="50" cy="50" r="36" fill="#f28c28"/><path d="M14 50h72M50 14v72M25 24q18 26 0 52M75 24q-18 26 0 52" stroke="${INK}" stroke-width="3" fill="none"/>`,
  () =>
    `<path d="M30 16h40v18a20 20 0 0 1-40 0z" fill="${GOLD}"/><path d="M30 24H18a12 12 0 0 0 14 18M70 24h12a12 12 0 0 1-14 18" stroke="${GOLD}" stroke-width="5" fill="none"/>` +
    `<rect x="45" y="54" width="10" height="16" fill="${GOLD}"/><rect x="32" y="70" width="36" height="12" rx="3" fill="${WHITE}"/>`,
];

const slots: Glyph[] = [
  () =>
    `<path d="M36 60q4-30 28-44M64 60q-4-24 0-44" stroke="#2e9d5b" stroke-width="5" fill="none"/><path d="M64 16q14-4 20 6-12 4-20-6z" fill="#2e9d5b"/>` +
    `<circle cx="34" cy="68" r="16" fill="${RED}"/><circle cx="66" cy="68" r="16" fill="${RED}"/><circle cx="29" cy="63" r="4" fill="${WHITE}" opacity=".6"/>`,
  () =>
    `<text x="50" y="84" font-family="Arial,Helvetica,sans-serif" font-size="92" font-weight="900" text-anchor="middle" fill="${GOLD}" stroke="${INK}" stroke-width="4">7</text>`,
  () =>
    `<path d="M20 38l14-18h32l14 18-30 44z" fill="#7fd8f5"/><path d="M20 38h60M34 20l8 18 8-18 8 18 8-18M42 38l8 44 8-44" stroke="${WHITE}" stroke-width="2.5" fill="none"/>`,
  () =>
    `<path d="M50 14a6 6 0 0 1 6 6c16 4 20 18 20 34l8 14H16l8-14c0-16 4-30 20-34a6 6 0 0 1 6-6z" fill="${GOLD}"/><circle cx="50" cy="76" r="8" fill="${GOLD}" stroke="${INK}" stroke-width="3"/>`,
  () => `<path d="M50 10l11 25 27 3-20 18 6 27-24-14-24 14 6-27-20-18 27-3z" fill="${GOLD}" stroke="${WHITE}" stroke-width="3" stroke-linejoin="round"/>`,
  () =>
    `<path d="M10 34h80a40 40 0 0 1-80 0z" fill="#2e9d5b"/><path d="M16 34h68a34 34 0 0 1-68 0z" fill="${RED}"/>` +
    `<path d="M36 46l2 6M50 48v6M64 46l-2 6M44 58l1 5M56 58l-1 5" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`,
  () =>
    `<circle cx="50" cy="50" r="36" fill="${GOLD}" stroke="#c8901a" stroke-width="5"/><circle cx="50" cy="50" r="24" fill="none" stroke="#c8901a" stroke-width="3"/>` +
    `<path transform="translate(50 50) scale(.8)" d="M0-20C2-6 6-2 20 0 6 2 2 6 0 20-2 6-6 2-20 0-6-2-2-6 0-20z" fill="${WHITE}"/>`,
];

const fish: Glyph[] = [
  () =>
    `<path d="M14 50q32-34 66 0-34 34-66 0z" fill="${GOLD}"/><path d="M78 50l16-16v32z" fill="${GOLD}"/>` +
    `<circle cx="30" cy="46" r="4" fill="${INK}"/><path d="M46 36q8 14 0 28M58 38q6 12 0 24" stroke="${INK}" stroke-width="2.5" fill="none"/>`,
  () =>
    `<path d="M26 64q10-38 40-48-10 22-4 48z" fill="#9fb4c8"/>` +
    `<path d="M8 70q10-8 21 0t21 0 21 0 21 0M8 84q10-8 21 0t21 0 21 0 21 0" stroke="${WHITE}" stroke-width="4" fill="none"/>`,
  () =>
    `<path d="M22 62a28 28 0 0 1 56 0z" fill="#ff8fab"/>` +
    `<path d="M28 62q-4 16 4 26M40 62q-4 16 2 28M52 62q2 16-2 28M64 62q4 16-2 26M74 62q6 12 0 22" stroke="#ff8fab" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="42" cy="46" r="4" fill="${INK}"/><circle cx="58" cy="46" r="4" fill="${INK}"/>`,
];

const spade = (fill: string) => `<path d="M50 12c14 18 34 26 34 44a16 16 0 0 1-28 10l6 18H38l6-18a16 16 0 0 1-28-10c0-18 20-26 34-44z" fill="${fill}"/>`;
const heart = (fill: string) => `<path d="M50 86C30 68 14 56 14 38a18 18 0 0 1 36-6 18 18 0 0 1 36 6c0 18-16 30-36 48z" fill="${fill}"/>`;

const live: Glyph[] = [
  () => spade(WHITE),
  () =>
    `<circle cx="50" cy="50" r="38" fill="${RED}" stroke="${GOLD}" stroke-width="5"/><circle cx="50" cy="50" r="24" fill="${INK}"/>` +
    `<path d="M50 12v76M12 50h76M23 23l54 54M77 23L23 77" stroke="${GOLD}" stroke-width="2"/><circle cx="50" cy="50" r="8" fill="${GOLD}"/><circle cx="50" cy="20" r="4" fill="${WHITE}"/>`,
  () =>
    `<ellipse cx="50" cy="72" rx="32" ry="10" fill="${INK}"/><ellipse cx="50" cy="66" rx="32" ry="10" fill="${RED}"/><ellipse cx="50" cy="54" rx="32" ry="10" fill="${INK}"/>` +
    `<ellipse cx="50" cy="48" rx="32" ry="10" fill="${GOLD}"/><ellipse cx="50" cy="48" rx="16" ry="5" fill="none" stroke="${WHITE}" stroke-width="3" stroke-dasharray="5 4"/>`,
];

const card = (angle: number, suit: string) =>
  `<g transform="rotate(${angle} 50 86)"><rect x="30" y="16" width="40" height="58" rx="6" fill="${WHITE}" stroke="${INK}" stroke-width="2"/>` +
  `<g transform="translate(38 33) scale(.24)">${suit}</g></g>`;

const cards: Glyph[] = [() => card(-16, heart(RED)) + card(0, spade(INK)) + card(16, heart(RED)), () => card(-10, spade(INK)) + card(10, heart(RED))];

const cockfight: Glyph[] = [
  () =>
    `<path d="M38 26q2-14 8-6 2-12 8-4 4-10 8 2v8H38z" fill="${RED}"/><circle cx="52" cy="36" r="13" fill="${WHITE}"/>` +
    `<path d="M64 32l12 5-12 5z" fill="${GOLD}"/><circle cx="56" cy="33" r="2.5" fill="${INK}"/><ellipse cx="60" cy="50" rx="4" ry="7" fill="${RED}"/>` +
    `<path d="M44 46q-24 8-16 32 14 12 36 2 10-8 4-28z" fill="${WHITE}"/><path d="M30 62q-18-14-12-40 8 16 16 24z" fill="${GOLD}"/>` +
    `<path d="M44 86v8M56 86v8" stroke="${GOLD}" stroke-width="4"/>`,
  () =>
    `<path d="M50 12l32 10v24c0 22-14 36-32 44-18-8-32-22-32-44V22z" fill="${WHITE}"/>` +
    `<path d="M50 28q18 6 14 30-8-10-14-12-6 2-14 12-4-24 14-30z" fill="${RED}"/><path d="M50 46v30" stroke="${INK}" stroke-width="3"/>`,
];

const lottery: Glyph[] = [
  (n) => ball(30, 62, String((n % 9) + 1), GOLD) + ball(50, 38, String(((n >> 4) % 9) + 1), RED) + ball(70, 62, String(((n >> 8) % 9) + 1), '#2e9d5b'),
  (n) =>
    `<path d="M12 28h76v14a8 8 0 0 0 0 16v14H12V58a8 8 0 0 0 0-16z" fill="${GOLD}"/><path d="M30 28v44" stroke="${INK}" stroke-width="2" stroke-dasharray="4 3"/>` +
    `<text x="60" y="58" font-family="Arial,Helvetica,sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="${INK}">${String(n % 1000).padStart(3, '0')}</text>`,
];

const esports: Glyph[] = [
  () =>
    `<path d="M24 34h52a16 16 0 0 1 16 18l-4 18a10 10 0 0 1-17 5l-9-9H38l-9 9a10 10 0 0 1-17-5L8 52a16 16 0 0 1 16-18z" fill="${WHITE}"/>` +
    `<path d="M22 52h16M30 44v16" stroke="${INK}" stroke-width="5"/><circle cx="66" cy="48" r="5" fill="${RED}"/><circle cx="76" cy="58" r="5" fill="${GOLD}"/>`,
  () =>
    `<circle cx="50" cy="50" r="30" fill="none" stroke="${WHITE}" stroke-width="6"/><circle cx="50" cy="50" r="7" fill="${RED}"/>` +
    `<path d="M50 8v24M50 68v24M8 50h24M68 50h24" stroke="${WHITE}" stroke-width="6"/>`,
];

const pips: number[][][] = [
  [[50, 50]],
  [
    [34, 34],
    [66, 66],
  ],
  [
    [32, 32],
    [50, 50],
    [68, 68],
  ],
  [
    [34, 34],
    [66, 34],
    [34, 66],
    [66, 66],
  ],
];

const mini: Glyph[] = [
  (n) =>
    `<rect x="16" y="16" width="68" height="68" rx="14" fill="${WHITE}"/>` +
    (pips[n % pips.length] ?? []).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${RED}"/>`).join(''),
  () =>
    `<path d="M50 8q22 20 14 56H36Q28 28 50 8z" fill="${WHITE}"/><circle cx="50" cy="34" r="8" fill="#7fd8f5" stroke="${INK}" stroke-width="3"/>` +
    `<path d="M36 52l-12 18h14zM64 52l12 18H62z" fill="${RED}"/><path d="M42 68q8 24 16 0z" fill="${GOLD}"/>`,
];

const bingo: Glyph[] = [
  (n) => {
    const cells: string[] = [];
    for (let i = 0; i < 9; i++) {
      const x = 26 + (i % 3) * 24;
      const y = 26 + Math.floor(i / 3) * 24;
      const marked = i === 4 || ((n >> i) & 1) === 1;
      cells.push(`<rect x="${x - 10}" y="${y - 10}" width="20" height="20" rx="3" fill="${WHITE}"/>`);
      if (marked) cells.push(`<circle cx="${x}" cy="${y}" r="8" fill="${RED}" opacity=".85"/>`);
    }
    return `<rect x="10" y="10" width="80" height="80" rx="8" fill="${INK}"/>${cells.join('')}`;
  },
  (n) => ball(46, 46, 'B', GOLD, 34) + ball(76, 76, String((n % 75) + 1), RED),
];

export const glyphs: Record<CategoryId, Glyph[]> = {
  SPORTS: sports,
  RNG: slots,
  FISH: fish,
  LIVE: live,
  PVP: cards,
  COCKFIGHT: cockfight,
  LOTT: lottery,
  ESPORTS: esports,
  BGS: mini,
  BINGO: bingo,
};

/** The category's background hue range, so a lobby keeps one mood while each game still differs. */
export const categoryHue: Record<CategoryId, number> = {
  SPORTS: 140,
  RNG: 280,
  FISH: 195,
  LIVE: 350,
  PVP: 225,
  COCKFIGHT: 15,
  LOTT: 45,
  ESPORTS: 260,
  BGS: 170,
  BINGO: 320,
};
