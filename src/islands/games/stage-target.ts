import type { LottoView } from './launch.ts';

/** What opens in the frame: a game by node id (/game, /seamless) or the lottery (/vnlottery, /lottert, /sealottery, /elott). */
export type StageTarget = { kind: 'game'; nodeId: string; vendor: string; roomId?: string } | { kind: 'lottery'; view: LottoView; gameCode?: string };

const nodeIdPattern = /^\d{1,12}$/;

/** Reads the target from the page's query: ?gameId=&vendor=&roomId= or, for the lottery, ?view=&game=. */
export function readTarget(search: string, lottery: LottoView | null): StageTarget | null {
  const params = new URLSearchParams(search);
  if (lottery) {
    const view = params.get('view');
    return { kind: 'lottery', view: view === 'betting' || view === 'lobby' ? view : lottery, gameCode: params.get('game') ?? undefined };
  }
  const nodeId = params.get('gameId') ?? '';
  if (!nodeIdPattern.test(nodeId)) return null;
  return { kind: 'game', nodeId, vendor: params.get('vendor') ?? '', roomId: params.get('roomId') ?? undefined };
}
