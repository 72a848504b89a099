import { fetchRunningPromotions } from './promotions/running.ts';

/**
 * The home page's promotion teasers. The prebuilt ones (the demo promotions, which the database is
 * seeded with) paint at once; the operator's current promotions then replace them, so one the
 * operator ended goes and a new one shows without a rebuild. No answer keeps what is there.
 */
export async function showHomePromotions(host: HTMLElement): Promise<void> {
  const running = await fetchRunningPromotions();
  const list = host.querySelector('ul');
  const template = host.querySelector('template');
  if (!running || !list || !template) return;
  const teasers = running.slice(0, Number(host.dataset.limit ?? 3));
  host.hidden = teasers.length === 0;
  list.replaceChildren(
    ...teasers.map((promotion, index) => {
      const item = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
      item.querySelector('a')!.href = `${host.dataset.promotions ?? '/promotions'}#${encodeURIComponent(promotion.code)}`;
      const image = item.querySelector('img')!;
      image.src = promotion.image;
      if (index > 0) image.loading = 'lazy';
      item.querySelector('[data-slot="title"]')!.textContent = promotion.title;
      item.querySelector('[data-slot="summary"]')!.textContent = promotion.summary;
      return item;
    }),
  );
  // What the list now shows is the operator's (tests wait on it).
  host.dataset.live = '';
}
