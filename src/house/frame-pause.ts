/**
 * What the framing page tells a HOUSE game page: stop taking plays while the reality check is open
 * (issue 15), and take them again after "continue". Same origin only; a third party's frame is
 * paused by the launcher alone (it makes the frame inert).
 */
export const framesPausedMessageType = 'tala:frames-paused';

export interface FramesPausedMessage {
  type: typeof framesPausedMessageType;
  paused: boolean;
}

export function isFramesPausedMessage(data: unknown): data is FramesPausedMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<FramesPausedMessage>;
  return message.type === framesPausedMessageType && typeof message.paused === 'boolean';
}

export function framesPausedMessage(paused: boolean): FramesPausedMessage {
  return { type: framesPausedMessageType, paused };
}

/**
 * A game page follows its framing page: while paused, nothing on it can be pressed and its
 * animations hold still (`data-paused` on the root, styled in house.css).
 */
export function followFramePause(win: Window = window): void {
  win.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== win.location.origin || event.source !== win.parent || !isFramesPausedMessage(event.data)) return;
    const { paused } = event.data;
    win.document.body.inert = paused;
    win.document.documentElement.toggleAttribute('data-paused', paused);
  });
}
