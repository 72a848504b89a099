/**
 * Makes src/rules/slots/games.json: every HOUSE slot's reels, lines or ways and paytable
 * from its theme. Strips are shuffled by a generator seeded with the game's code, and blank stops
 * are added until the exact return reaches the game's target, so a rerun gives the same file.
 *   node scripts/house/slot-games.ts
 */
import { writeFileSync } from 'node:fs';
import { slotReturn, type SlotDefinition } from '../../src/rules/slots/engine.ts';

/** The slots, in catalogue order; their symbols are the drawn roles of scripts/art/symbols.ts. */
const codes: string[] = [
  'luma-golden-carabao',
  'luma-moon-garden',
  'luma-lucky-lanterns',
  'luma-starfruit-spins',
  'kidlat-thunder-bolt',
  'kidlat-storm-riches',
  'kidlat-volcano-gold',
  'kidlat-sky-temple',
  'orbit-galaxy-gems',
  'orbit-rocket-reels',
  'orbit-planet-pop',
  'orbit-comet-trail',
  'mango-mango-madness',
  'mango-tropical-fruits',
  'mango-coconut-island',
  'mango-sweet-harvest',
  'tide-pearl-diver',
  'tide-ocean-treasure',
  'tide-lighthouse-luck',
  'jade-jade-dragon',
  'jade-fortune-koi',
  'jade-red-envelope',
  'jade-bamboo-panda',
  'nova-neon-nights',
  'nova-cyber-sevens',
  'nova-retro-fruits',
  'bayani-hero-of-the-isles',
  'bayani-jeepney-journey',
  'bayani-fiesta-fortune',
  'bayani-bahay-kubo-bonus',
  'prism-crystal-cascade',
  'prism-rainbow-vault',
  'prism-diamond-rush',
  'ember-phoenix-rising',
  'ember-fire-opal',
  'ember-desert-sun',
  'comet-wild-west-gold',
  'comet-buffalo-plains',
  'comet-midnight-wolf',
  'aurel-empress-gold',
  'aurel-olympus-sparks',
  'aurel-pharaoh-secrets',
  'sampa-sampaguita-bloom',
  'sampa-rice-terraces',
  'sampa-island-hopper',
  'quill-wizard-library',
  'quill-potion-lab',
  'quill-enchanted-coins',
  'zephr-windmill-wins',
  'zephr-kite-festival',
  'zephr-cloud-castle',
];

/** Layouts in turn, so neighbouring games play differently. */
const layouts = [
  { rows: 3, reels: 5, lines: 20, divisor: 20 },
  { rows: 3, reels: 5, lines: 0, divisor: 25 },
  { rows: 3, reels: 3, lines: 5, divisor: 5 },
  { rows: 4, reels: 5, lines: 40, divisor: 40 },
  { rows: 3, reels: 5, lines: 10, divisor: 10 },
  { rows: 3, reels: 5, lines: 25, divisor: 25 },
  { rows: 4, reels: 5, lines: 0, divisor: 50 },
] as const;

/** Standard 5-reel paylines over three rows (row 0 on top). */
const lines3: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
];
/** Forty lines over four rows: the 3-row lines on rows 0–2 and on rows 1–3 (first twenty of each). */
const lines4 = [...lines3.slice(0, 20), ...lines3.slice(0, 20).map((line) => line.map((row) => row + 1))];
const lines3x3 = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

function generator(seedText: string): () => number {
  let state = 2166136261;
  for (const char of seedText) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const basePays = [
  [4, 10, 40],
  [5, 12, 50],
  [6, 15, 60],
  [8, 20, 80],
  [10, 30, 120],
  [15, 50, 200],
  [25, 100, 500],
];
const symbolCounts = [7, 6, 6, 5, 4, 3, 2];

function definitionOf(code: string, index: number): SlotDefinition {
  const layout = layouts[index % layouts.length];
  const random = generator(code);
  const ids = ['L1', 'L2', 'L3', 'L4', 'H1', 'H2', 'H3'];
  const lines = layout.lines === 0 ? null : layout.reels === 3 ? lines3x3 : layout.rows === 4 ? lines4 : lines3.slice(0, layout.lines);
  const target = 94 + Math.round(random() * 270) / 100;
  // Longer strips on ways games, where one stop moves the return most.
  const density = layout.lines === 0 ? 3 : 1;
  const counts = symbolCounts.map((count) => (count + Math.floor(random() * 3)) * density);
  const build = (blanks: number, scale: number) => {
    const strips = Array.from({ length: layout.reels }, (_, reel) => {
      const stops: string[] = [];
      ids.forEach((id, at) => {
        for (let copy = 0; copy < counts[at]; copy += 1) stops.push(id);
      });
      if (reel > 0) stops.push('W');
      stops.push('S');
      // Blanks go round the reels one at a time, so each one moves the return a little.
      const own = Math.floor((blanks + layout.reels - 1 - reel) / layout.reels);
      for (let blank = 0; blank < own; blank += 1) stops.push('B');
      const shuffle = generator(`${code}:${reel}`);
      for (let at = stops.length - 1; at > 0; at -= 1) {
        const swap = Math.floor(shuffle() * (at + 1));
        [stops[at], stops[swap]] = [stops[swap], stops[at]];
      }
      return stops;
    });
    const kinds = layout.reels - 2;
    const pays = Object.fromEntries(
      ids.map((id, at) => [id, basePays[at].slice(0, kinds).map((value) => Math.max(1, Math.round(value * scale * (kinds === 1 ? 3 : 1))))]),
    );
    const definition: SlotDefinition = {
      code,
      rows: layout.rows,
      wild: 'W',
      scatter: 'S',
      strips,
      lines,
      divisor: layout.divisor,
      pays,
      scatterPays: layout.reels === 3 ? [5] : [2, 10, 50],
      rtp: 0,
    };
    return definition;
  };
  // For each number of blank stops, the pay scale that comes closest to the target; keep the closest.
  const off = (definition: SlotDefinition) => Math.abs(slotReturn(definition) * 100 - target);
  let best = build(0, 1);
  for (let blanks = 0; blanks <= 4 * layout.reels; blanks += 1) {
    let [low, high] = [0.05, 50];
    for (let step = 0; step < 40; step += 1) {
      const middle = Math.sqrt(low * high);
      if (slotReturn(build(blanks, middle)) * 100 < target) low = middle;
      else high = middle;
    }
    for (const scale of [low, high]) {
      const candidate = build(blanks, scale);
      if (off(candidate) < off(best)) best = candidate;
    }
  }
  return { ...best, rtp: Math.round(slotReturn(best) * 10_000) / 100 };
}

const definitions = codes.map((code, index) => definitionOf(code, index));
writeFileSync(new URL('../../src/rules/slots/games.json', import.meta.url), `${JSON.stringify(definitions)}\n`);
for (const definition of definitions)
  console.log(definition.code, definition.lines ? `${definition.lines.length} lines` : 'ways', `${definition.strips[0].length} stops`, `${definition.rtp}%`);
