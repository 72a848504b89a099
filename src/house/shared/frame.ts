import type { z } from 'zod';
import { localeTags, type Locale } from '../../i18n/locales.ts';
import { formatMoney } from '../../lib/format-money.ts';
import type { historyEntrySchema, HouseGame, walletInfoSchema } from '../../contract/house.ts';
import { createHouseApi, failureText, type HouseApi } from './api.ts';
import { applyText, byId, el } from './dom.ts';
import { browserLaunchWindow, takeLaunch, type Launch } from './launch.ts';
import { readTextSet, textFor, type Text } from './text.ts';
import { fairPageHref } from './fair-link.ts';
import { announceBalance } from '../frame-message.ts';
import { followFramePause } from '../frame-pause.ts';

type WalletInfo = z.infer<typeof walletInfoSchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** What every HOUSE game page shares: its launch, texts, API, balance, fairness panel and history. */
export interface HouseFrame {
  launch: Launch;
  locale: Locale;
  t: Text;
  api: HouseApi;
  money(amount: number): string;
  time(iso: string): string;
  showBalance(info: WalletInfo): void;
  showFairness(serverSeedHash: string, nonce: number | null): void;
  showError(error: unknown): void;
  clearError(): void;
  showHistory(rounds: readonly HistoryEntry[], describe: (entry: HistoryEntry) => string): void;
}

export type HousePage = Pick<HouseFrame, 'launch' | 'locale' | 't' | 'api'>;

/** Any HOUSE page: the language and session from the URL, the texts filled in, the API ready. */
export function openPage(): HousePage {
  // First of all: the session token leaves the page's address before anything else runs.
  const launch = takeLaunch(browserLaunchWindow());
  const { locale } = launch;
  const t = textFor(readTextSet(document), locale);
  document.documentElement.lang = localeTags[locale];
  applyText(document, t);
  return { launch, locale, t, api: createHouseApi(launch) };
}

/** A game page: everything openPage gives, plus the balance, fairness and history panels. */
export function openFrame(game: HouseGame | string): HouseFrame {
  const { launch, locale, t, api } = openPage();
  followFramePause();
  const timeFormat = new Intl.DateTimeFormat(localeTags[locale], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const alert = byId('house-alert');
  const money = (amount: number) => formatMoney(amount, locale);
  byId<HTMLAnchorElement>('house-fair-link').href = fairPageHref({ game, locale });

  return {
    launch,
    locale,
    t,
    api,
    money,
    time: (iso) => timeFormat.format(new Date(iso)),
    showBalance(info) {
      // One balance on the game page: inside the site the header shows the real-money balance this
      // reports, so the frame's own shows only play money (which nothing else shows) or when alone.
      const bar = document.querySelector<HTMLElement>('.house-bar__balance');
      if (bar) bar.hidden = window.parent !== window && info.wallet !== 'play';
      byId('house-balance').textContent = money(info.balance);
      byId('house-money-kind').textContent = t(info.wallet === 'play' ? 'house.common.playMoney' : 'house.common.realMoney');
      announceBalance(info.wallet, info.balance);
    },
    showFairness(serverSeedHash, nonce) {
      byId('house-seed-hash').textContent = serverSeedHash;
      // Scheduled rounds have no nonce of the member's to show (theirs is always 0).
      byId('house-nonce-row').hidden = nonce === null;
      byId('house-nonce').textContent = String(nonce ?? 0);
    },
    showError(error) {
      alert.textContent = failureText(error, t);
      alert.hidden = false;
    },
    clearError() {
      alert.hidden = true;
      alert.textContent = '';
    },
    showHistory(rounds, describe) {
      byId('house-history-empty').hidden = rounds.length > 0;
      byId('house-history').replaceChildren(
        ...rounds.map((entry) => {
          const result = entry.payout > entry.stake ? 'win' : 'loss';
          const check = entry.serverSeed
            ? el(
                'a',
                {
                  class: 'house-link',
                  href: fairPageHref({
                    game,
                    locale,
                    serverSeed: entry.serverSeed,
                    serverSeedHash: entry.serverSeedHash,
                    clientSeed: entry.clientSeed,
                    nonce: entry.nonce,
                  }),
                  target: '_blank',
                  rel: 'noopener',
                },
                [t('house.common.check')],
              )
            : null;
          return el('li', { class: `house-history__item house-history__item--${result}` }, [
            el('time', { datetime: entry.at }, [timeFormat.format(new Date(entry.at))]),
            el('span', { class: 'house-history__what' }, [describe(entry)]),
            el('span', {}, [t('house.common.historyStake', { amount: money(entry.stake) })]),
            el('span', { class: 'house-history__payout' }, [t('house.common.historyPayout', { amount: money(entry.payout) })]),
            check,
          ]);
        }),
      );
    },
  };
}
