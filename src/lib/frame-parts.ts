import { fetchAppLinks, showAppLinks } from './app-downloads.ts';
import { showLicence } from './licence.ts';
import { mountFloatingContacts, mountMenuChannels } from './customer-service.ts';
import { showHomeNotices } from './home-notices.ts';
import { showHomePromotions } from './home-promotions.ts';
import { NoticePopup } from './notice-popup.ts';

/** What each live element of the page frame does once it is on the page (src/components/frame/LateParts.astro). */
export const frameParts: Record<string, (host: HTMLElement) => unknown> = {
  // The header's APP item shows only once the operator has set an app link, with those kinds' codes.
  'tala-app-download': async (host) => {
    if (showAppLinks(host, await fetchAppLinks()) > 0) host.hidden = false;
  },
  'tala-licence': showLicence,
  'tala-contacts': mountFloatingContacts,
  'tala-cs-menu': mountMenuChannels,
  'tala-notice-popup': (host) => new NoticePopup(host).start(),
  'tala-home-notices': showHomeNotices,
  'tala-home-promotions': showHomePromotions,
};
