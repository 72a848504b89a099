import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { roomSchema } from '../../contract/catalog.ts';
import { isHouseBalanceMessage } from '../../house/frame-message.ts';
import { framesPausedMessage } from '../../house/frame-pause.ts';
import { isApiFailure } from '../../lib/api/failure.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { pageLocale } from '../../lib/page.ts';
import { refresh as refreshBalance } from '../../stores/balance.ts';
import { loadRooms } from '../../stores/games.ts';
import { $framesPaused } from '../../stores/reality-check.ts';
import { $session } from '../../stores/session.ts';
import { frameUrl, launchDecision, launchGame, launchLottery, startGame, type LottoView } from './launch.ts';
import { readTarget, type StageTarget } from './stage-target.ts';

type Room = z.infer<typeof roomSchema>;

export interface GameLauncherTexts {
  login: string;
  trial: string;
  loading: string;
  failed: string;
  rooms?: string;
  roomsLabel?: string;
  levels?: Record<string, string>;
  frameTitle: string;
}

interface Props {
  texts: GameLauncherTexts;
  /** The lottery pages: the view the page opens with; game pages read the game from the query. */
  lottery?: LottoView;
}

type View =
  | { kind: 'waiting'; text: 'login' | 'trial' | null }
  | { kind: 'loading' }
  | { kind: 'rooms'; rooms: Room[]; target: Extract<StageTarget, { kind: 'game' }>; accountType: 0 | 1 }
  | { kind: 'playing'; url: string }
  | { kind: 'failed'; message: string | null };

/**
 * The game launcher (design card): opens the page's game once the visitor may play it, on the
 * session stores the header uses. A guest gets the login dialog and the launch follows the login;
 * a trial account is warned off real-money games; the game shows in the frame; and each play the
 * game reports moves the header's balance, read again from the server.
 */
export default function GameLauncher({ texts, lottery }: Props) {
  const session = useStore($session);
  const [view, setView] = useState<View>({ kind: 'waiting', text: null });
  const [target] = useState(() => (typeof location === 'undefined' ? null : readTarget(location.search, lottery ?? null)));
  const asked = useRef(false);
  const launched = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const paused = useStore($framesPaused);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Play money is not the wallet the header shows.
      if (event.origin !== location.origin || !isHouseBalanceMessage(event.data) || event.data.wallet !== 'real') return;
      void refreshBalance();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!target || launched.current) return;
    const vendor = target.kind === 'game' ? target.vendor : 'HOUSE';
    const decision = asked.current ? launchDecision(session, vendor) : startGame(vendor);
    asked.current = true;
    if (decision.kind === 'login') return setView({ kind: 'waiting', text: 'login' });
    if (decision.kind === 'trial-warning') return setView({ kind: 'waiting', text: 'trial' });
    launched.current = true;
    void open(target, decision.accountType);
  }, [session, target]);

  // Behind the reality check the game takes no plays: the frame is inert, and a HOUSE game (same
  // origin) also holds its animations still. A third party's page only receives the message if it is ours.
  const tellFrame = () => frame.current?.contentWindow?.postMessage(framesPausedMessage(paused), location.origin);
  useEffect(tellFrame, [paused]);

  // Once the game runs, the frame is the page: the heading and the login call around it step aside.
  useEffect(() => {
    root.current?.closest('.frame')?.toggleAttribute('data-playing', view.kind === 'playing');
  }, [view.kind]);

  async function open(next: StageTarget, accountType: 0 | 1) {
    setView({ kind: 'loading' });
    try {
      if (next.kind === 'game' && !next.roomId) {
        const rooms = await loadRooms(next.nodeId);
        if (rooms.length > 0) return setView({ kind: 'rooms', rooms, target: next, accountType });
      }
      const url =
        next.kind === 'lottery'
          ? await launchLottery(next.view, next.gameCode)
          : frameUrl(await launchGame({ nodeId: next.nodeId, vendor: next.vendor, roomId: next.roomId }, accountType));
      setView({ kind: 'playing', url });
    } catch (error) {
      launched.current = false;
      setView({ kind: 'failed', message: isApiFailure(error) && error.message ? error.message : null });
    }
  }

  const status =
    view.kind === 'waiting'
      ? view.text
        ? texts[view.text]
        : ''
      : view.kind === 'loading'
        ? texts.loading
        : view.kind === 'failed'
          ? (view.message ?? texts.failed)
          : view.kind === 'rooms'
            ? (texts.rooms ?? '')
            : '';
  const locale = pageLocale();

  return (
    <div ref={root} className="launcher">
      <p className="status" role="status" data-stage-status>
        {status}
      </p>
      {view.kind === 'rooms' && (
        <div className="rooms" role="group" aria-label={texts.roomsLabel} data-stage-rooms>
          {view.rooms.map((room) => (
            <button
              key={room.roomId}
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                launched.current = true;
                void open({ ...view.target, roomId: room.roomId }, view.accountType);
              }}
            >
              {`${texts.levels?.[room.level] ?? room.level}: ${formatMoney(room.minBet, locale)} – ${formatMoney(room.maxBet, locale)}`}
            </button>
          ))}
        </div>
      )}
      {view.kind === 'playing' && (
        <>
          <iframe
            ref={frame}
            data-stage-frame
            title={texts.frameTitle}
            src={view.url}
            allow="autoplay; fullscreen"
            inert={paused}
            onLoad={() => {
              if (paused) tellFrame();
            }}
          ></iframe>
        </>
      )}
    </div>
  );
}
