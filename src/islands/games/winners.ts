import { gamePaths, winnerBoardLimit, winnerBoardSchema, type WinnerEntry } from '../../contract/games.ts';
import { api, call } from '../../lib/api/client.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { pageLocale } from '../../lib/page.ts';

/** Where the board's answer is kept for the visit (SPEC §7: winners are a session cache). */
const cacheKey = 'winners';

export async function loadWinners(): Promise<WinnerEntry[]> {
  const locale = pageLocale();
  const cached = globalThis.sessionStorage?.getItem(`${cacheKey}:${locale}`);
  if (cached) {
    const parsed = winnerBoardSchema.safeParse(JSON.parse(cached));
    if (parsed.success) return parsed.data;
  }
  const searchParams = { gameCategory: 'ALL', language: locale, limitNum: winnerBoardLimit };
  const entries = await call(winnerBoardSchema, api().get(gamePaths.winners, { searchParams }));
  globalThis.sessionStorage?.setItem(`${cacheKey}:${locale}`, JSON.stringify(entries));
  return entries;
}

function cell(className: string, text: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = className;
  span.textContent = text;
  return span;
}

/** Fills the prebuilt board (WinnerBoard.astro); its empty-state line stays when nobody has won yet. */
export async function showWinners(board: HTMLElement): Promise<void> {
  const list = board.querySelector<HTMLOListElement>('[data-winner-list]');
  const empty = board.querySelector<HTMLElement>('[data-winner-empty]');
  if (!list) return;
  let entries: WinnerEntry[];
  try {
    entries = await loadWinners();
  } catch {
    return;
  }
  const locale = pageLocale();
  list.replaceChildren(
    ...entries.map(({ vo }) => {
      const item = document.createElement('li');
      item.append(cell('who', vo.username), cell('game', vo.game), cell('amount', formatMoney(vo.winAmount, locale)));
      return item;
    }),
  );
  if (empty) empty.hidden = entries.length > 0;
}
