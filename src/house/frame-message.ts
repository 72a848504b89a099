/**
 * What a HOUSE game page tells the page that frames it (/game, /seamless): the member's balance
 * after every play, so the site header can show it without polling. Same origin only.
 */
export const houseBalanceMessageType = 'tala:house-balance';

export interface HouseBalanceMessage {
  type: typeof houseBalanceMessageType;
  /** 'play' for play money, which the header's real balance must ignore. */
  wallet: 'real' | 'play';
  balance: number;
}

export function isHouseBalanceMessage(data: unknown): data is HouseBalanceMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<HouseBalanceMessage>;
  return message.type === houseBalanceMessageType && (message.wallet === 'real' || message.wallet === 'play') && typeof message.balance === 'number';
}

/** Tells the framing page (when there is one, on our origin) the balance the game just showed. */
export function announceBalance(wallet: HouseBalanceMessage['wallet'], balance: number): void {
  if (window.parent === window) return;
  const message: HouseBalanceMessage = { type: houseBalanceMessageType, wallet, balance };
  window.parent.postMessage(message, location.origin);
}
