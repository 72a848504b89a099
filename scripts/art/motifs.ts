import type { Promotion } from '../../src/content/schemas.ts';
import { glyphs } from './glyphs.ts';

/** The big motif of each promotion type's banner, drawn in a 100 x 100 box like the category glyphs. */
const GOLD = '#f5c542';
const RED = '#e63946';
const WHITE = '#fff';

const gift =
  `<rect x="16" y="40" width="68" height="48" rx="4" fill="${RED}"/><rect x="10" y="28" width="80" height="16" rx="4" fill="${RED}"/>` +
  `<path d="M50 28v60" stroke="${GOLD}" stroke-width="10"/><path d="M50 28q-24-22-26-4 2 8 26 4zM50 28q24-22 26-4-2 8-26 4z" fill="${GOLD}"/>`;

const calendar =
  `<rect x="14" y="20" width="72" height="66" rx="8" fill="${WHITE}"/><rect x="14" y="20" width="72" height="18" rx="8" fill="${RED}"/>` +
  `<path d="M32 12v16M68 12v16" stroke="${GOLD}" stroke-width="6" stroke-linecap="round"/>` +
  `<path d="M34 62l10 10 22-22" stroke="#2e9d5b" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

const crown =
  `<path d="M12 30l20 20 18-30 18 30 20-20-8 50H20z" fill="${GOLD}"/><rect x="20" y="82" width="60" height="8" rx="3" fill="${GOLD}"/>` +
  `<circle cx="50" cy="60" r="6" fill="${RED}"/><circle cx="32" cy="64" r="4" fill="${WHITE}"/><circle cx="68" cy="64" r="4" fill="${WHITE}"/>`;

const pick = (list: ((n: number) => string)[], index: number) => (list[index] ?? list[0])(7);

export const promotionMotifs: Record<Promotion['type'], string> = {
  NEW: gift,
  DAILY: calendar,
  SLOTS: pick(glyphs.RNG, 1),
  LIVE: pick(glyphs.LIVE, 2),
  SPORTS: pick(glyphs.SPORTS, 0),
  VIP: crown,
};

export const promotionHue: Record<Promotion['type'], number> = { NEW: 330, DAILY: 200, SLOTS: 280, LIVE: 350, SPORTS: 140, VIP: 42 };
