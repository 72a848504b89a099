/**
 * The instant slots' reel symbols, drawn as paths in a 64 x 64 box so a reel looks the same on every
 * device (emoji depend on the device's fonts and may show as empty boxes). One drawing per role of
 * src/rules/slots/games.json: four low gems, three high symbols, the wild, the scatter and the blank.
 * A game tints them (src/house/play/detail.ts) so the 51 slots do not all look alike.
 */
const plate = (fill: string, stroke: string) => `<rect x="3" y="3" width="58" height="58" rx="12" fill="${fill}" stroke="${stroke}" stroke-width="2"/>`;
const shine = '<path d="M14 14q8-6 18-6" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none" opacity=".55"/>';

export const slotSymbolRoles = ['L1', 'L2', 'L3', 'L4', 'H1', 'H2', 'H3', 'W', 'S', 'B'] as const;
export type SlotSymbolRole = (typeof slotSymbolRoles)[number];

const drawings: Record<SlotSymbolRole, string> = {
  // Ruby: a cut round gem.
  L1: `${plate('#3a1420', '#7a2a3a')}<circle cx="32" cy="33" r="19" fill="#e63946"/><path d="M32 14l10 19-10 19-10-19z" fill="#ff8a93" opacity=".7"/><circle cx="32" cy="33" r="19" fill="none" stroke="#8a1020" stroke-width="2"/>${shine}`,
  // Emerald: a square cut.
  L2: `${plate('#10301f', '#23603f')}<rect x="15" y="15" width="34" height="36" rx="6" fill="#2e9d5b"/><rect x="22" y="22" width="20" height="22" rx="3" fill="#7ee2a4" opacity=".7"/><rect x="15" y="15" width="34" height="36" rx="6" fill="none" stroke="#11562f" stroke-width="2"/>${shine}`,
  // Sapphire: a triangle cut.
  L3: `${plate('#121f3d', '#2a4580')}<path d="M32 12l21 38H11z" fill="#3a6ff0" stroke="#17358a" stroke-width="2" stroke-linejoin="round"/><path d="M32 24l10 20H22z" fill="#9db8ff" opacity=".7"/>${shine}`,
  // Amethyst: a hexagon cut.
  L4: `${plate('#27143a', '#54307a')}<path d="M32 11l18 10v22L32 53 14 43V21z" fill="#9b5de5" stroke="#4b1d85" stroke-width="2" stroke-linejoin="round"/><path d="M32 21l9 5v12l-9 5-9-5V26z" fill="#d8b8ff" opacity=".7"/>${shine}`,
  // Bell.
  H1: `${plate('#3a2a08', '#8a6410')}<path d="M32 10a4 4 0 0 1 4 4c9 3 12 11 12 21l5 8H11l5-8c0-10 3-18 12-21a4 4 0 0 1 4-4z" fill="#f5c542" stroke="#8a5a00" stroke-width="2"/><circle cx="32" cy="49" r="5" fill="#d98c00" stroke="#8a5a00" stroke-width="2"/>`,
  // Crown.
  H2: `${plate('#3a1030', '#8a2a70')}<path d="M10 44l4-24 11 12 7-16 7 16 11-12 4 24z" fill="#f5c542" stroke="#8a5a00" stroke-width="2" stroke-linejoin="round"/><rect x="10" y="44" width="44" height="7" rx="2" fill="#d98c00"/><circle cx="32" cy="38" r="4" fill="#e63946"/><circle cx="20" cy="40" r="3" fill="#3a6ff0"/><circle cx="44" cy="40" r="3" fill="#2e9d5b"/>`,
  // Gold bars.
  H3: `${plate('#2b2410', '#7a6420')}<path d="M8 50l6-12h16l6 12zM28 50l6-12h16l6 12z" fill="#f5c542" stroke="#8a5a00" stroke-width="2" stroke-linejoin="round"/><path d="M18 36l6-12h16l6 12z" fill="#ffd76a" stroke="#8a5a00" stroke-width="2" stroke-linejoin="round"/>`,
  // Wild: a star on a bright plate.
  W: `${plate('#5a1a7a', '#f5c542')}<path d="M32 7l7.6 15.4 17 2.5-12.3 12 2.9 16.9L32 45.8l-15.2 8 2.9-16.9-12.3-12 17-2.5z" fill="#f5c542" stroke="#fff" stroke-width="2" stroke-linejoin="round"/><path d="M24 30h16M32 22v16" stroke="#5a1a7a" stroke-width="4" stroke-linecap="round"/>`,
  // Scatter: a sunburst.
  S: `${plate('#0f3a3a', '#2dd4bf')}<g fill="#2dd4bf">${Array.from({ length: 12 }, (_, index) => `<path d="M32 32l-3-22h6z" transform="rotate(${index * 30} 32 32)"/>`).join('')}</g><circle cx="32" cy="32" r="11" fill="#f5c542" stroke="#fff" stroke-width="2"/>`,
  // Blank stop: an empty tile, drawn so the cell is never a missing glyph.
  B: `<rect x="4" y="4" width="56" height="56" rx="12" fill="#ffffff" fill-opacity=".04" stroke="#ffffff" stroke-opacity=".18" stroke-width="2" stroke-dasharray="6 5"/>`,
};

/** The Mines board's two tiles, drawn for the same reason as the reels. */
const mineTiles = {
  // A round bomb with a lit fuse.
  mine: `${plate('#2a0f12', '#7a2a30')}<circle cx="30" cy="36" r="16" fill="#1b1b22" stroke="#000" stroke-width="2"/><rect x="34" y="16" width="9" height="7" rx="2" transform="rotate(35 38 20)" fill="#50505c"/><path d="M42 16q5-6 10-3" stroke="#c9a36b" stroke-width="2.5" fill="none" stroke-linecap="round"/><circle cx="53" cy="12" r="4" fill="#ffb703"/><circle cx="24" cy="30" r="4" fill="#fff" opacity=".35"/>`,
  // A cut diamond.
  gem: `${plate('#0f2a3a', '#2a6080')}<path d="M18 24l7-9h14l7 9-14 25z" fill="#48cae4" stroke="#0a6a8a" stroke-width="2" stroke-linejoin="round"/><path d="M18 24h28M25 15l7 34 7-34" stroke="#caf0f8" stroke-width="1.5" fill="none" opacity=".8"/>${shine}`,
};

const svg64 = (drawing: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${drawing}</svg>\n`;

/** Each role's file under public/art/symbols, and the Mines tiles; sized, so an <img> of it has a natural size everywhere. */
export function slotSymbolArt(): Map<string, string> {
  return new Map([
    ...slotSymbolRoles.map((role): [string, string] => [`${role}.svg`, svg64(drawings[role])]),
    ...Object.entries(mineTiles).map(([tile, drawing]): [string, string] => [`${tile}.svg`, svg64(drawing)]),
  ]);
}
