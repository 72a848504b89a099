import { catalogues } from '../../i18n/translate.ts';
import type { Locale } from '../../i18n/locales.ts';
import { centerLabels } from '../member/labels.ts';

/**
 * The agent center's texts in one language, picked when the page is built: its own keys and the
 * member center's, whose parts (pager, period filter, tables, loading) it reuses. Only the agent
 * page imports this file, so the catalogues never reach a browser bundle.
 */
export function agentLabels(locale: Locale): Record<string, string> {
  const own = Object.entries(catalogues[locale]).filter(([key]) => key.startsWith('agentCenter.') || key === 'higher_rate');
  return { ...centerLabels(locale), ...Object.fromEntries(own) };
}
