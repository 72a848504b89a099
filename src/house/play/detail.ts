import { el } from '../shared/dom.ts';

type Detail = Record<string, unknown>;
type Symbols = Record<string, string> | null;

const dieFaces = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
const suitGlyphs: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const card = (name: string) => name.replace(/[SHDC]$/, (suit) => suitGlyphs[suit] ?? suit);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const lang = () => (document.documentElement.lang.slice(0, 2) as 'en' | 'pt' | 'tl') || 'en';
const token = (text: string, hit = false) => el('span', { class: `instant__token${hit ? ' instant__token--hit' : ''}` }, [text]);
const label = (text: string) => el('p', { class: 'instant__label' }, [text]);

/** The outcome in one line, for the round history and screen readers; every family's detail has its own shape. */
export function detailText(detail: Detail, symbols: Symbols): string {
  if (Array.isArray(detail.reels)) return (detail.reels as string[][]).map((reel) => reel.map((symbol) => symbols?.[symbol] || '·').join('')).join(' ');
  if (Array.isArray(detail.dice)) return (detail.dice as number[]).map((value) => dieFaces[value - 1]).join(' ');
  if (typeof detail.number === 'number') return `${detail.number}`;
  if (typeof detail.dragon === 'string') return `🐉 ${detail.dragon} · 🐯 ${detail.tiger}`;
  if (Array.isArray(detail.dealer)) return `${list(detail.player).map(String).map(card).join(' ')} · ${list(detail.dealer).map(String).map(card).join(' ')}`;
  if (Array.isArray(detail.banker)) return `${list(detail.player).map(String).map(card).join(' ')} (${detail.playerTotal}) · ${list(detail.banker).map(String).map(card).join(' ')} (${detail.bankerTotal})`;
  if (Array.isArray(detail.runners)) return list(detail.runners).map((runner, index) => `${runner} ${list(detail.scores)[index]}`).join(' · ');
  if (Array.isArray(detail.balls)) return `${detail.matches} ✓`;
  if (typeof detail.multiplier === 'number') return `×${detail.multiplier}`;
  if (Array.isArray(detail.mines)) return `💣 ${list(detail.mines).map((tile) => Number(tile) + 1).join(' ')}`;
  if (Array.isArray(detail.path)) return `${list(detail.path).map((step) => (step ? '↘' : '↙')).join('')} → ${Number(detail.slot) + 1}`;
  if (Array.isArray(detail.traps)) return list(detail.traps).map((trap) => (trap === 1 ? '✗' : '✓')).join(' ');
  if (typeof detail.name === 'string') return detail.name;
  if (detail.label && typeof detail.label === 'object') return (detail.label as Record<string, string>)[lang()] ?? '';
  return '';
}

/** Draws the outcome on the stage: reels, dice, cards, balls, a board or a line of text. */
export function renderDetail(stage: HTMLElement, detail: Detail, symbols: Symbols): void {
  if (Array.isArray(detail.reels)) {
    const winning = new Set(list(detail.wins).map((win) => (win as { symbol: string }).symbol));
    stage.replaceChildren(
      el('div', { class: 'instant__reels' }, (detail.reels as string[][]).map((reel) =>
        el('div', { class: 'instant__reel' }, reel.map((symbol) => el('span', { class: `instant__cell${winning.has(symbol) ? ' instant__cell--win' : ''}` }, [symbols?.[symbol] || ''])))),
      ),
    );
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
    stage.replaceChildren(el('div', { class: 'instant__reels' }, Array.from({ length: 5 }, (_, column) =>
      el('div', { class: 'instant__reel' }, Array.from({ length: 5 }, (__, row) => el('span', { class: 'instant__cell' }, [mines.has(row * 5 + column) ? '💣' : '💎']))))));
    return;
  }
  stage.replaceChildren(label(detailText(detail, symbols)));
}
