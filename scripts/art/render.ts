/**
 * Draws the catalogue's artwork from the catalogue itself: a logo per vendor, a thumbnail per game,
 * an icon per category and a banner per promotion. The output depends only on the data.
 */
import categoriesJson from '../../src/content/data/categories.json' with { type: 'json' };
import gamesJson from '../../src/content/data/games.json' with { type: 'json' };
import promotionsJson from '../../src/content/data/promotions.json' with { type: 'json' };
import vendorsJson from '../../src/content/data/vendors.json' with { type: 'json' };
import { displayCategory } from '../../src/content/catalog.ts';
import { providers } from '../../src/content/providers.ts';
import {
  categorySchema,
  gameSchema,
  promotionSchema,
  vendorSchema,
  type CategoryId,
  type Game,
  type Promotion,
  type Vendor,
} from '../../src/content/schemas.ts';
import { categoryHue, glyphs } from './glyphs.ts';
import { promotionHue, promotionMotifs } from './motifs.ts';
import { slotSymbolArt } from './symbols.ts';
import { escapeText, gradient, hash, hsl, picker, svgDocument } from './svg.ts';

/** Soft circles scattered from the seed: texture that differs per item at almost no byte cost. */
function bubbles(next: (modulo: number) => number, width: number, height: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${next(width)}" cy="${next(height)}" r="${8 + next(34)}" fill="#fff" opacity="${(6 + next(8)) / 100}"/>`;
  }
  return out;
}

function sunburst(cx: number, cy: number, radius: number, rays: number): string {
  let d = '';
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * 2 * Math.PI;
    const b = a + Math.PI / rays;
    const point = (angle: number) => `${Math.round(cx + radius * Math.cos(angle))} ${Math.round(cy + radius * Math.sin(angle))}`;
    d += `M${cx} ${cy}L${point(a)}L${point(b)}z`;
  }
  return `<path d="${d}" fill="#fff" opacity=".07"/>`;
}

function gameThumbnail(game: Game, category: CategoryId): string {
  const seed = hash(`${game.id}:${game.code}`);
  const next = picker(seed);
  const hue = categoryHue[category] + next(50) - 25;
  const variants = glyphs[category];
  const glyph = variants[seed % variants.length](seed >>> 3);
  const id = `g${game.id}`;
  const texture = next(2) === 0 ? sunburst(120, 90, 200, 12) : bubbles(next, 240, 180, 4);
  return svgDocument(
    '0 0 240 180',
    `<defs>${gradient(id, hsl(hue, 62, 42), hsl(hue + 40, 70, 18))}</defs><rect width="240" height="180" fill="url(#${id})"/>${texture}` +
      `<rect x="6" y="6" width="228" height="168" rx="12" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="2"/>` +
      `<g transform="translate(55 25) scale(1.3)">${glyph}</g>`,
  );
}

/** Long names go on two lines, split at the space nearest the middle, so they stay legible. */
function nameLines(name: string): string[] {
  if (name.length <= 12 || !name.includes(' ')) return [name];
  let best = 0;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === ' ' && Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2)) best = i;
  }
  return [name.slice(0, best), name.slice(best + 1)];
}

function vendorLogo(vendor: Pick<Vendor, 'id' | 'name'>): string {
  const hue = hash(vendor.id) % 360;
  const lines = nameLines(vendor.name);
  const longest = Math.max(...lines.map((line) => line.length));
  // Roughly 0.6em per character keeps the name inside the plate without a web font to measure.
  const fontSize = Math.min(24, Math.floor(152 / (longest * 0.6)));
  const top = 40 - ((lines.length - 1) * fontSize * 1.1) / 2 + fontSize * 0.36;
  const text = lines.map((line, i) => `<tspan x="76" y="${Math.round(top + i * fontSize * 1.1)}">${escapeText(line)}</tspan>`).join('');
  return svgDocument(
    '0 0 240 80',
    `<rect width="240" height="80" rx="14" fill="${hsl(hue, 40, 16)}"/><circle cx="40" cy="40" r="24" fill="${hsl(hue, 70, 52)}"/>` +
      `<text x="40" y="49" font-family="Arial,Helvetica,sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#fff">${escapeText(vendor.name[0] ?? vendor.id[0])}</text>` +
      `<text font-family="Arial,Helvetica,sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">${text}</text>`,
  );
}

function categoryIcon(id: CategoryId): string {
  const hue = categoryHue[id];
  const gid = `c${id}`;
  return svgDocument(
    '0 0 100 100',
    `<defs>${gradient(gid, hsl(hue, 65, 48), hsl(hue + 35, 70, 24))}</defs><circle cx="50" cy="50" r="50" fill="url(#${gid})"/>` +
      `<g transform="translate(18 18) scale(.64)">${glyphs[id][0](5)}</g>`,
  );
}

function promotionBanner(promotion: Promotion): string {
  const next = picker(hash(promotion.id));
  const hue = promotionHue[promotion.type];
  const id = `p${hash(promotion.id).toString(36)}`;
  return svgDocument(
    '0 0 640 240',
    `<defs>${gradient(id, hsl(hue, 70, 40), hsl(hue + 50, 65, 14))}</defs><rect width="640" height="240" fill="url(#${id})"/>` +
      sunburst(500, 120, 420, 16) +
      bubbles(next, 420, 240, 6) +
      `<circle cx="500" cy="120" r="96" fill="#fff" opacity=".1"/><g transform="translate(420 40) scale(1.6)">${promotionMotifs[promotion.type]}</g>`,
  );
}

/** The generated folders under public/art, each holding only generated files. */
export const generatedFolders = ['games', 'vendors', 'categories', 'promotions', 'symbols'] as const;
export type GeneratedFolder = (typeof generatedFolders)[number];

/** Drawn by hand beside the generated files (an aggregator's games and logo): kept, never rewritten. */
export const handDrawn: Readonly<Partial<Record<GeneratedFolder, readonly string[]>>> = { games: ['aggregator.svg'], vendors: ['HUB88.svg'] };

/** Every generated file, keyed by folder then file name; pure, so a test can compare it with the tree. */
export function renderArt(): Record<GeneratedFolder, Map<string, string>> {
  const categories = categorySchema.array().parse(categoriesJson);
  const vendors = vendorSchema.array().parse(vendorsJson);
  const games = gameSchema.array().parse(gamesJson);
  const promotions = promotionSchema.array().parse(promotionsJson);
  const vendorById = new Map(vendors.map((vendor) => [vendor.id, vendor]));
  const categoryOf = (game: Game): CategoryId => {
    const vendor = vendorById.get(game.vendor);
    if (!vendor) throw new Error(`game ${game.id} names unknown vendor ${game.vendor}`);
    return displayCategory(vendor);
  };
  return {
    games: new Map(games.map((game) => [`${game.id}.svg`, gameThumbnail(game, categoryOf(game))])),
    // A provider's logo sits beside its collections' (src/content/data/providers.json).
    vendors: new Map([...vendors, ...providers].map((vendor) => [`${vendor.id}.svg`, vendorLogo(vendor)])),
    categories: new Map(categories.map((category) => [`${category.id}.svg`, categoryIcon(category.id)])),
    promotions: new Map(promotions.map((promotion) => [`${promotion.id}.svg`, promotionBanner(promotion)])),
    symbols: slotSymbolArt(),
  };
}
