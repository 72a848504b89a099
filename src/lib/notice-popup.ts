import type { NoticeItem } from '../contract/inbox.ts';
import { fetchNotices, markNoticesSeen, noticePage, noticeReader, popupAllowedOn, publicityCloseKey, unseenNotices } from './notices.ts';

const signedIn = () => Boolean(sessionStorage.getItem('token'));

/**
 * The publicity popup's behaviour, loaded only once the page is up (its element is in every page,
 * and the home page's script budget is small).
 */
export class NoticePopup {
  private readonly host: HTMLElement;
  private items: NoticeItem[] = [];
  private page = 1;

  constructor(host: HTMLElement) {
    this.host = host;
  }

  /**
   * Shows the unseen announcements once the page is up; for a signed-in member, also whenever the
   * live event stream says a popup was published (src/stores/events.ts, loaded only then), even
   * after this session's popup was closed: what is new was not seen.
   */
  async start() {
    if (!popupAllowedOn(location.pathname)) return;
    const dialog = this.host.querySelector('dialog');
    if (!dialog) return;
    dialog.addEventListener('close', () => {
      markNoticesSeen(localStorage, noticeReader(sessionStorage), this.items);
      if (signedIn()) sessionStorage.setItem(publicityCloseKey, '1');
    });
    this.host.querySelector('.notice-popup__pager')?.addEventListener('click', (event) => {
      const step = Number((event.target as HTMLElement).closest<HTMLElement>('[data-step]')?.dataset.step ?? 0);
      if (step) this.show(this.page + step);
    });
    if (signedIn()) void import('../stores/events.ts').then(({ onLiveEvent }) => onLiveEvent('notice', () => void this.open(dialog)));
    if (signedIn() ? sessionStorage.getItem(publicityCloseKey) : !this.host.hasAttribute('data-home')) return;
    await this.open(dialog);
  }

  private async open(dialog: HTMLDialogElement) {
    if (dialog.open) return;
    const notices = await fetchNotices(signedIn() ? ['PU', 'PL'] : ['PU']);
    const items = unseenNotices(notices ? [...notices.popup, ...notices.player] : [], localStorage, noticeReader(sessionStorage));
    if (items.length === 0 || dialog.open) return;
    this.items = items;
    this.show(1);
    dialog.showModal();
  }

  private show(page: number) {
    const { items, pages } = noticePage(this.items, page);
    this.page = Math.min(Math.max(page, 1), pages);
    const list = this.host.querySelector('.notice-popup__list');
    if (!list) return;
    list.replaceChildren(
      ...items.map((item, index) => {
        const details = document.createElement('details');
        details.className = 'notice-popup__item';
        details.open = index === 0;
        const summary = document.createElement('summary');
        const title = document.createElement('strong');
        title.textContent = item.title;
        const date = document.createElement('time');
        date.textContent = item.date;
        summary.append(title, ' ', date);
        const content = document.createElement('div');
        content.className = 'notice-popup__content';
        // Sanitized on the server before it was stored (sanitize-html, server/modules/inbox/sanitize.ts).
        content.innerHTML = item.content;
        details.append(summary, content);
        return details;
      }),
    );
    const pager = this.host.querySelector<HTMLElement>('.notice-popup__pager');
    if (!pager) return;
    pager.hidden = pages <= 1;
    const label = this.host.querySelector('.notice-popup__page');
    if (label) label.textContent = (this.host.dataset.pageLabel ?? '').replace('{{page}}', String(this.page)).replace('{{pages}}', String(pages));
    pager.querySelector<HTMLButtonElement>('[data-step="-1"]')!.disabled = this.page <= 1;
    pager.querySelector<HTMLButtonElement>('[data-step="1"]')!.disabled = this.page >= pages;
  }
}
