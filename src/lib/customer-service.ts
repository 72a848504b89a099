import type { CsItem } from '../contract/inbox.ts';
import { csPopupType, csTypes, inboxPaths } from '../contract/inbox-paths.ts';
import { openChatWindow } from './chat-window.ts';
import { lightGet } from './api/light.ts';

let channels: Promise<CsItem[]> | undefined;

/** The answer's items that are whole channels with a link of ours to open; checked by hand, as zod would not fit every page's budget. */
function channelsIn(value: unknown): CsItem[] {
  const list = (value as { version?: { pathList?: unknown } } | null)?.version?.pathList;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is CsItem =>
      typeof item === 'object' &&
      item !== null &&
      (csTypes as readonly unknown[]).includes(item.csType) &&
      typeof item.title === 'string' &&
      typeof item.type === 'number' &&
      typeof item.path === 'string' &&
      item.path.startsWith('https://'),
  );
}

/**
 * The operator's customer-service channels (value.version.pathList), asked once per page: the
 * side menu and the floating icons share the answer. None when the call fails.
 */
export function customerServiceChannels(): Promise<CsItem[]> {
  channels ??= lightGet<unknown>(inboxPaths.customerService).then(channelsIn);
  return channels;
}

/**
 * A click on a channel's link: live chat (type 3) opens in the 440×500 window; when the browser
 * blocks it, `onBlocked` tells the member to allow popups and retry (SPEC §8). Other channels
 * follow their link.
 */
export function followChannel(event: MouseEvent, link: HTMLAnchorElement, onBlocked: () => void): void {
  if (Number(link.dataset.csType) !== csPopupType) return;
  event.preventDefault();
  if (!openChatWindow(link.href)) onBlocked();
}

/** A channel's link with its icon (cloned from the page's `template[data-cs-icon]`) and, when asked, its title as text. */
export function channelLink(item: CsItem, icons: ParentNode, options: { className?: string; withTitle?: boolean } = {}): HTMLAnchorElement {
  const link = document.createElement('a');
  if (options.className) link.className = options.className;
  link.href = item.path;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.dataset.csType = String(item.type);
  const icon = icons.querySelector<HTMLTemplateElement>(`template[data-cs-icon="${item.csType}"]`);
  if (icon) link.append(icon.content.cloneNode(true));
  if (options.withTitle) {
    const label = document.createElement('span');
    label.textContent = item.title;
    link.append(label);
  } else {
    link.title = item.title;
    link.setAttribute('aria-label', item.title);
  }
  return link;
}

const floating = ['LINE', 'QQ', 'LIVECHAT'];

function showBlocked(host: HTMLElement): void {
  host.querySelector<HTMLDialogElement>('dialog[data-popup-blocked]')?.showModal();
}

/** The floating icons (live chat, LINE, QQ) of `tala-contacts`. */
export async function mountFloatingContacts(host: HTMLElement): Promise<void> {
  const list = host.querySelector('ul');
  const items = (await customerServiceChannels()).filter((item) => floating.includes(item.csType));
  if (!list || items.length === 0) return;
  list.replaceChildren(
    ...items.map((item) => {
      const li = document.createElement('li');
      li.append(channelLink(item, host, { className: `contacts__link contacts__link--${item.csType.toLowerCase()}` }));
      return li;
    }),
  );
  list.hidden = false;
  list.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-cs-type]');
    if (link) followChannel(event, link, () => showBlocked(host));
  });
}

/** The side menu's customer-service group: every channel with its title. */
export async function mountMenuChannels(host: HTMLElement): Promise<void> {
  const section = host.querySelector<HTMLElement>('[data-cs]');
  const items = await customerServiceChannels();
  if (!section || items.length === 0) return;
  section.querySelector('ul')?.replaceChildren(
    ...items.map((item) => {
      const li = document.createElement('li');
      li.append(channelLink(item, host, { withTitle: true }));
      return li;
    }),
  );
  section.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-cs-type]');
    if (link) followChannel(event, link, () => showBlocked(host));
  });
  section.hidden = false;
}
