import { el } from '../shared/dom.ts';

type Detail = Record<string, unknown>;
/** A reel symbol's name in the page's language (house.play.symbol.*); null where no texts are at hand. */
type Symbols = ((symbol: string) => string) | null;
interface SlotWin {
  line: number;
  symbol: string;
  count: number;
}

const dieFaces = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
const suitGlyphs: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const card = (name: string) => name.replace(/[SHDC]$/, (suit) => suitGlyphs[suit] ?? suit);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const lang = () => (document.documentElement.lang.slice(0, 2) as 'en' | 'pt' | 'tl') || 'en';
const token = (text: string, hit = false) => el('span', { class: `instant__token${hit ? ' instant__token--hit' : ''}` }, [text]);
const label = (text: string) => el('p', { class: 'instant__label' }, [text]);

/** The outcome in one line, for the round history and screen readers; every family's detail has its own shape. */
export function detailText(detail: Detail, symbols: Symbols): string {
  if (Array.isArray(detail.reels)) {
    if (!symbols) return (detail.reels as string[][]).map((reel) => reel.join(' ')).join(' | ');
    const wins = list(detail.wins) as SlotWin[];
    return wins.length === 0 ? symbols('none') : wins.map((win) => `${win.count} × ${symbols(win.symbol)}`).join(' · ');
  }
  if (Array.isArray(detail.dice)) return (detail.dice as number[]).map((value) => dieFaces[value - 1]).join(' ');
  if (typeof detail.number === 'number') return `${detail.number}`;
  if (typeof detail.dragon === 'string')
    return `${symbols ? symbols('dragon') : 'Dragon'} ${card(detail.dragon)} · ${symbols ? symbols('tiger') : 'Tiger'} ${card(String(detail.tiger))}`;
  if (Array.isArray(detail.dealer)) return `${list(detail.player).map(String).map(card).join(' ')} · ${list(detail.dealer).map(String).map(card).join(' ')}`;
  if (Array.isArray(detail.banker))
    return `${list(detail.player).map(String).map(card).join(' ')} (${detail.playerTotal}) · ${list(detail.banker).map(String).map(card).join(' ')} (${detail.bankerTotal})`;
  if (Array.isArray(detail.runners))
    return list(detail.runners)
      .map((runner, index) => `${runner} ${list(detail.scores)[index]}`)
      .join(' · ');
  if (Array.isArray(detail.balls)) return `${detail.matches} ✓`;
  if (typeof detail.multiplier === 'number') return `×${detail.multiplier}`;
  if (Array.isArray(detail.mines))
    return `${symbols ? symbols('mine') : 'mines'}: ${list(detail.mines)
      .map((tile) => Number(tile) + 1)
      .join(' ')}`;
  if (Array.isArray(detail.path))
    return `${list(detail.path)
      .map((step) => (step ? '↘' : '↙'))
      .join('')} → ${Number(detail.slot) + 1}`;
  if (Array.isArray(detail.traps))
    return list(detail.traps)
      .map((trap) => (trap === 1 ? '✗' : '✓'))
      .join(' ');
  if (typeof detail.name === 'string') return detail.name;
  if (detail.label && typeof detail.label === 'object') return (detail.label as Record<string, string>)[lang()] ?? '';
  return '';
}

/** A reel symbol drawn (public/art/symbols, made by scripts/art): the same picture on every device. */
const symbolImage = (symbol: string, symbols: Symbols) =>
  el('img', { src: `/art/symbols/${encodeURIComponent(symbol)}.svg`, alt: symbols ? symbols(symbol) : symbol, width: '48', height: '48', draggable: 'false' });

/** A slot's grid of drawn symbols, the winning ones outlined; `tint` turns the art's hue per game. */
export function renderReels(stage: HTMLElement, reels: readonly (readonly string[])[], winning: ReadonlySet<string>, symbols: Symbols, tint = 0): void {
  const grid = el(
    'div',
    { class: 'instant__reels', 'data-reels': '' },
    reels.map((reel) =>
      el(
        'div',
        { class: 'instant__reel' },
        reel.map((symbol) =>
          el('span', { class: `instant__cell${winning.has(symbol) ? ' instant__cell--win' : ''}`, 'data-symbol': symbol }, [symbolImage(symbol, symbols)]),
        ),
      ),
    ),
  );
  grid.style.setProperty('--instant-tint', `${tint}deg`);
  stage.replaceChildren(grid);
}

/**
 * What paid on a slot, one line each: "Line 3: 4 × Bell", a ways win, the scatters. Empty for a
 * spin that paid nothing and for every other family.
 */
export function paidLines(detail: Detail, symbols: (symbol: string) => string, t: (key: string, values?: Record<string, string | number>) => string): string[] {
  if (!Array.isArray(detail.reels)) return [];
  const lines = (list(detail.wins) as SlotWin[]).map((win) =>
    win.line >= 0
      ? t('house.play.paidLine', { line: win.line + 1, count: win.count, symbol: symbols(win.symbol) })
      : t('house.play.paidWays', { count: win.count, symbol: symbols(win.symbol) }),
  );
  if (Number(detail.scatterPays) > 0) lines.push(t('house.play.paidScatter', { count: Number(detail.scatters) }));
  return lines;
}

/** Draws the outcome on the stage: reels, dice, cards, balls, a board or a line of text. */
export function renderDetail(stage: HTMLElement, detail: Detail, symbols: Symbols, tint = 0): void {
  if (Array.isArray(detail.reels)) {
    const winning = new Set((list(detail.wins) as SlotWin[]).map((win) => win.symbol));
    if (Number(detail.scatterPays) > 0) winning.add('S');
    renderReels(stage, detail.reels as string[][], winning, symbols, tint);
    return;
  }
  if (Array.isArray(detail.balls)) {
    const balls = new Set(list(detail.balls).map(Number));
    stage.replaceChildren(
      ...list(detail.ticket).map((number) => token(String(number), list(detail.ticket).length > 0 && balls.has(Number(number)))),
      label(list(detail.balls).join(' · ')),
    );
    return;
  }
  if (Array.isArray(detail.mines)) {
    const mines = new Set(list(detail.mines).map(Number));
    stage.replaceChildren(
      el(
        'div',
        { class: 'instant__reels' },
        Array.from({ length: 5 }, (_, column) =>
          el(
            'div',
            { class: 'instant__reel' },
            Array.from({ length: 5 }, (__, row) => {
              const tile = mines.has(row * 5 + column) ? 'mine' : 'gem';
              return el('span', { class: 'instant__cell', 'data-symbol': tile }, [symbolImage(tile, symbols)]);
            }),
          ),
        ),
      ),
    );
    return;
  }
  stage.replaceChildren(label(detailText(detail, symbols)));
}
