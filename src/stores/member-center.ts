import { atom } from 'nanostores';

/*
 * The member center's state. Kept apart from member.ts, which the header of every page loads:
 * none of this belongs in the home page's first script.
 */

/** The personal center's pages in the order SPEC §2 gives; each id is also its deep link (/member#withdraw). */
export const centerPages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'responsibleGaming',
  'identity',
] as const;
/** Pages reached from elsewhere (the side menu's VIP entry), not listed among the center's entries. */
export const linkedPages = ['vip'] as const;
export type CenterPage = (typeof centerPages)[number] | (typeof linkedPages)[number];

/** Pages that move money: a trial account sees "a real account is needed" there instead (SPEC §6, §8). */
export const moneyPages: readonly CenterPage[] = ['transferFund', 'depositv2', 'withdraw', 'transferUpline'];

export function isCenterPage(value: unknown): value is CenterPage {
  return typeof value === 'string' && ([...centerPages, ...linkedPages] as readonly string[]).includes(value);
}

/** The page a URL hash names; the first page when it names none. */
export function pageFromHash(hash: string): CenterPage {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return isCenterPage(id) ? id : centerPages[0];
}

/** The page the center shows; it follows the URL hash so a deep link and the back button work. */
export const $centerPage = atom<CenterPage>(centerPages[0]);

export function showCenterPage(page: CenterPage): void {
  $centerPage.set(page);
}

/** Missions ready to claim, for the badge on the mission entry, as the server last counted them. */
export const $availableMissions = atom(0);
