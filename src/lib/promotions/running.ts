import type { PromotionView } from '../../contract/promotions.ts';
import { engagementPaths } from '../../contract/promotion-paths.ts';
import { pageLocale } from '../page.ts';

/**
 * The operator's promotions now, ended ones left out; null when the answer did not come. A plain
 * fetch without the API client and its zod schemas: a visitor's promotions page and home page carry
 * only this (tests/budget), and the public list needs no session.
 */
export async function fetchRunningPromotions(): Promise<PromotionView[] | null> {
  try {
    const response = await fetch(engagementPaths.promotions, { headers: { language: pageLocale() }, credentials: 'same-origin' });
    const body = (await response.json()) as { success?: boolean; value?: PromotionView[] };
    return body.success && Array.isArray(body.value) ? body.value.filter((item) => item.status !== 'close') : null;
  } catch {
    return null;
  }
}
