import { fetchNotices } from './notices.ts';

/** Links to our own pages keep the page's language; outside links open apart. */
function localHref(base: string, link: string): string {
  return link.startsWith('/') ? `${base.replace(/\/$/, '')}${link}` : link;
}

/** Fills the home page's news section; its code loads after the page. */
export async function showHomeNotices(host: HTMLElement): Promise<void> {
  const notices = await fetchNotices(['B', 'H']);
  const section = host.querySelector<HTMLElement>('section');
  if (!section) return;
  section.removeAttribute('data-pending');
  if (!notices || notices.banners.length + notices.home.length === 0) {
    section.hidden = true;
    return;
  }
  const base = host.dataset.base ?? '/';
  const ticker = host.querySelector<HTMLElement>('.home-notices__ticker');
  if (ticker && notices.home.length > 0) {
    ticker.textContent = notices.home.map((item) => item.title).join(' · ');
    ticker.hidden = false;
  }
  host.querySelector('.home-notices__banners')?.replaceChildren(
    ...notices.banners.map((item) => {
      const li = document.createElement('li');
      const box = document.createElement(item.linkUrl ? 'a' : 'div');
      box.className = 'home-notices__banner';
      if (item.linkUrl && box instanceof HTMLAnchorElement) {
        box.href = localHref(base, item.linkUrl);
        if (!item.linkUrl.startsWith('/')) box.rel = 'noopener noreferrer';
      }
      if (item.imageUrl) {
        const image = document.createElement('img');
        image.src = item.imageUrl;
        image.alt = '';
        image.width = 1280;
        image.height = 400;
        box.append(image);
      }
      const title = document.createElement('strong');
      title.textContent = item.title;
      const text = document.createElement('span');
      // Sanitized on the server before it was stored.
      text.innerHTML = item.content;
      box.append(title, text);
      li.append(box);
      return li;
    }),
  );
}
