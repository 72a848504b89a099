import { refresh } from './balance.ts';

/**
 * Money the member cannot see move (an operator's approval, a paid withdrawal, a win in another tab)
 * shows when the member comes back to the page: the balance is fetched again on focus and when the
 * tab becomes visible. Answers the function that stops following.
 */
type Listened = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
export function followBalance(win: Listened = window, doc: Listened & Pick<Document, 'visibilityState'> = document): () => void {
  const again = () => {
    if (doc.visibilityState === 'visible') void refresh();
  };
  win.addEventListener('focus', again);
  doc.addEventListener('visibilitychange', again);
  return () => {
    win.removeEventListener('focus', again);
    doc.removeEventListener('visibilitychange', again);
  };
}
