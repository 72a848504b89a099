import type { z } from 'zod';
import type { roomSchema } from '../../contract/catalog.ts';
import { isApiFailure } from '../../lib/api/failure.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { pageLocale } from '../../lib/page.ts';
import { loadRooms } from '../../stores/games.ts';
import { isHouseBalanceMessage } from '../../house/frame-message.ts';
import { refresh as refreshBalance } from '../../stores/balance.ts';
import { $session } from '../../stores/session.ts';
import { frameUrl, launchDecision, launchGame, launchLottery, startGame, type LottoView } from './launch.ts';
import { readTarget, type StageTarget } from './stage-target.ts';

/** The view links beside the lottery frame follow the view the query asked for. */
function markView(around: HTMLElement | null, view: LottoView) {
  for (const link of around?.querySelectorAll<HTMLAnchorElement>('a[data-lottery-view]') ?? []) {
    if (link.dataset.lotteryView === view) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

/**
 * <game-stage>: launches the page's game once the visitor may play it and shows it in the frame.
 * A guest gets the login dialog and the launch follows the login; a trial account gets the
 * real-account warning for real-money games.
 */
class GameStage extends HTMLElement {
  private launched = false;
  private stop: (() => void) | undefined;

  /** A game in the frame played: the header shows the wallet's balance as the server keeps it. Play money is not the wallet. */
  private readonly onFrameMessage = (event: MessageEvent) => {
    if (event.origin !== location.origin || !isHouseBalanceMessage(event.data) || event.data.wallet !== 'real') return;
    void refreshBalance();
  };

  connectedCallback() {
    window.addEventListener('message', this.onFrameMessage);
    const lottery = this.dataset.lottery === 'betting' || this.dataset.lottery === 'lobby' ? this.dataset.lottery : null;
    const target = readTarget(location.search, lottery);
    if (!target) return;
    if (target.kind === 'lottery') markView(this.parentElement, target.view);
    let asked = false;
    this.stop = $session.subscribe((session) => {
      if (this.launched) return;
      const vendor = target.kind === 'game' ? target.vendor : 'HOUSE';
      const decision = asked ? launchDecision(session, vendor) : startGame(vendor);
      asked = true;
      if (decision.kind === 'login') return this.say('data-text-login');
      if (decision.kind === 'trial-warning') return this.say('data-text-trial');
      this.launched = true;
      void this.open(target, decision.accountType);
    });
  }

  disconnectedCallback() {
    this.stop?.();
    window.removeEventListener('message', this.onFrameMessage);
  }

  private async open(target: StageTarget, accountType: 0 | 1) {
    this.say('data-text-loading');
    try {
      if (target.kind === 'game' && !target.roomId) {
        const rooms = await loadRooms(target.nodeId);
        if (rooms.length > 0) return this.offerRooms(rooms, (roomId) => void this.open({ ...target, roomId }, accountType));
      }
      const url =
        target.kind === 'lottery'
          ? await launchLottery(target.view, target.gameCode)
          : frameUrl(await launchGame({ nodeId: target.nodeId, vendor: target.vendor, roomId: target.roomId }, accountType));
      const frame = this.querySelector<HTMLIFrameElement>('iframe[data-stage-frame]');
      if (!frame) return;
      frame.src = url;
      frame.hidden = false;
      this.toggleAttribute('data-playing', true);
      this.say(null);
    } catch (error) {
      this.launched = false;
      const message = isApiFailure(error) && error.message ? error.message : null;
      this.say('data-text-failed', message);
    }
  }

  /** A card game opens in a room the member picks by stake (SPEC §7 card-game room list). */
  private offerRooms(rooms: z.infer<typeof roomSchema>[], choose: (roomId: string) => void) {
    const list = this.querySelector<HTMLElement>('[data-stage-rooms]');
    if (!list) return;
    const locale = pageLocale();
    list.replaceChildren(
      ...rooms.map((room) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'btn btn--ghost';
        const stakes = `${formatMoney(room.minBet, locale)} – ${formatMoney(room.maxBet, locale)}`;
        button.textContent = `${list.getAttribute(`data-level-${room.level}`) ?? room.level}: ${stakes}`;
        button.addEventListener('click', () => {
          list.hidden = true;
          choose(room.roomId);
        });
        return button;
      }),
    );
    list.hidden = false;
    this.say('data-text-rooms');
  }

  private say(textAttribute: string | null, text: string | null = null) {
    const status = this.querySelector<HTMLElement>('[data-stage-status]');
    if (status) status.textContent = text ?? (textAttribute ? (this.getAttribute(textAttribute) ?? '') : '');
  }
}

export function defineGameStage(): void {
  if (!customElements.get('game-stage')) customElements.define('game-stage', GameStage);
}
