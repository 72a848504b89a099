import { mountFloatingContacts, mountMenuChannels } from './customer-service.ts';
import { showHomeNotices } from './home-notices.ts';
import { showHomePromotions } from './home-promotions.ts';
import { NoticePopup } from './notice-popup.ts';

/** What each live element of the page frame does once it is on the page (src/components/frame/LateParts.astro). */
export const frameParts: Record<string, (host: HTMLElement) => unknown> = {
  'tala-contacts': mountFloatingContacts,
  'tala-cs-menu': mountMenuChannels,
  'tala-notice-popup': (host) => new NoticePopup(host).start(),
  'tala-home-notices': showHomeNotices,
  'tala-home-promotions': showHomePromotions,
};
