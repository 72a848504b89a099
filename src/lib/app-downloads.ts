import { appDownloadIds, appDownloadsPath, type AppDownloadId } from '../contract/frame-paths.ts';
import { lightGet } from './api/light.ts';

/** The operator's https links by kind, from the API's answer; none when the call fails or the answer is odd. */
export async function fetchAppLinks(): Promise<Partial<Record<AppDownloadId, string>>> {
  const value = await lightGet<Record<string, unknown>>(appDownloadsPath);
  const links: Partial<Record<AppDownloadId, string>> = {};
  for (const id of appDownloadIds) {
    const url = value?.[id];
    if (typeof url === 'string' && url.startsWith('https://')) links[id] = url;
  }
  return links;
}

/**
 * Shows the downloads of `host` (items marked data-download="<kind>") the operator has a link for,
 * with that link where the item has one to set (a[data-app-link]); the rest stay hidden. With none,
 * the element marked data-none shows instead. Answers how many show.
 */
export function showAppLinks(host: ParentNode, links: Partial<Record<AppDownloadId, string>>): number {
  let shown = 0;
  for (const item of host.querySelectorAll<HTMLElement>('[data-download]')) {
    const url = links[item.dataset.download as AppDownloadId];
    if (!url) continue;
    const link = item.querySelector<HTMLAnchorElement>('a[data-app-link]');
    if (link) link.href = url;
    item.hidden = false;
    shown += 1;
  }
  const none = host.querySelector<HTMLElement>('[data-none]');
  if (none) none.hidden = shown > 0;
  return shown;
}
