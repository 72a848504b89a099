import { defaultLocale, isLocale, type Locale } from '../../i18n/locales.ts';

export interface Launch {
  /** The game session the launch handed us; null when the page was opened without one. */
  session: string | null;
  locale: Locale;
}

/** The parts of the page's address a launch is read from. */
export interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/** What taking a launch needs of the page's window, so the rule runs without a browser in tests. */
export interface LaunchWindow {
  location: Address;
  /** The tab's sessionStorage; null where the browser refuses it (the page then plays until a reload). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Changes the address without a new history entry (history.replaceState). */
  replaceAddress(url: string): void;
}

const sessionParam = 'session';

/**
 * One game page's session in its tab: the page and, on the instant games' page, its game, so a
 * reload finds its own session and not another game's opened in the same tab.
 */
const storageKey = ({ pathname, search }: Address) => `house.session:${pathname}?${new URLSearchParams(search).get('game') ?? ''}`;

const fragmentOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, ''));

/**
 * The launch of a game page: /house/<game>?lang=<lang>#session=<token>. The token comes in the
 * fragment, which no request carries, else from what this tab kept of an earlier visit (a reload).
 * Read with locales.ts alone, because translate.ts would pull i18next and every catalogue into the
 * game bundle.
 */
export function readLaunch(address: Pick<Address, 'search' | 'hash'>, kept: string | null = null): Launch {
  const handed = fragmentOf(address.hash).get(sessionParam)?.trim() || null;
  const lang = new URLSearchParams(address.search).get('lang')?.trim().toLowerCase().slice(0, 2);
  return { session: handed ?? kept, locale: isLocale(lang) ? lang : defaultLocale };
}

function kept(storage: LaunchWindow['storage'], key: string): string | null {
  try {
    return storage?.getItem(key) || null;
  } catch {
    return null;
  }
}

function keep(storage: LaunchWindow['storage'], key: string, session: string): void {
  try {
    storage?.setItem(key, session);
  } catch {
    // A full or refused storage: the session stays in this page's memory only.
  }
}

/**
 * Reads the launch and takes the token out of the page's address at once, so browser history, a
 * copied link or a shared screen never holds it; the tab keeps it in sessionStorage for a reload.
 */
export function takeLaunch(page: LaunchWindow): Launch {
  const address = page.location;
  const key = storageKey(address);
  const launch = readLaunch(address, kept(page.storage, key));
  const fragment = fragmentOf(address.hash);
  if (fragment.has(sessionParam)) {
    fragment.delete(sessionParam);
    const rest = fragment.toString();
    page.replaceAddress(`${address.pathname}${address.search}${rest ? `#${rest}` : ''}`);
    if (launch.session) keep(page.storage, key, launch.session);
  }
  return launch;
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The browser's window as takeLaunch needs it. */
export function browserLaunchWindow(): LaunchWindow {
  return { location, storage: tabStorage(), replaceAddress: (url) => history.replaceState(history.state, '', url) };
}
