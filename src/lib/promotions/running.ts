import type { PromotionView } from '../../contract/promotions.ts';
import { engagementPaths } from '../../contract/promotion-paths.ts';
import { lightGet } from '../api/light.ts';

/**
 * The operator's promotions now, ended ones left out; null when the answer did not come. A light
 * read without the API client and its zod schemas: a visitor's promotions page and home page carry
 * only this (tests/budget), and the public list needs no session.
 */
export async function fetchRunningPromotions(): Promise<PromotionView[] | null> {
  const value = await lightGet<PromotionView[]>(engagementPaths.promotions);
  return Array.isArray(value) ? value.filter((item) => item.status !== 'close') : null;
}
